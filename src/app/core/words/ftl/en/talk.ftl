## The table's conversation: questions, what was set aside, what was not done.

set-aside-summary = the hand's end is set aside
set-aside-question = the question is set aside
changed-elsewhere = the table changed on another screen: { $what }, nothing was written
session-gone = the session file is gone (redo brings back one undo took back)
ask-record = record hand { $number }? (y/n)
hint-record = y records it; n goes back to the rows; Esc sets it aside
hint-yes-no = y or n
ask-untyped = { $name }'s last { $held ->
    [one] card was
   *[other] { $held } cards were
} hit without being typed? (y/n)
hint-untyped = y: the hand ends with { $name } out, the rest not typed; n: type the hits first
set-aside = set aside: nothing was written
back-to-rows-keys = back to the rows: Enter keeps an answer, Up and Down move
back-to-rows = back to the rows: each is asked again, Enter keeps its answer
not-done-nothing = not done: nothing was written
type-hits-first = then type the rest of { $name }'s hits first ({ $name } hit CARDS on OWNER), and out { $name } again
changed-elsewhere-summary = the table changed on another screen: the hand's end is set aside, nothing was written
not-recorded = not recorded: { $why }
not-laid = not laid: { $why }
not-hit = not hit: { $why }
not-done = not done: { $why }
not-done-game = not done: this game { $why }
redone = redone: { $what }
undone = undone: { $what }
none-current = no session is current now (redo brings back the one taken back)
next-game = the next game: { $name }, { $dealer } deals first
edit-as-recorded = hand { $number } as recorded: mend any answer, then y records it
edit-refused = edit { $number }: { $why }
ask-end = end the game after hand { $hand }? { $names } { $count ->
    [one] wins
   *[other] share the win
} (y/n)
not-ended = not ended: { $why }
new-game-file = new game is for the sessions of the data dir: this one is a file of its own
new-game-none-current = new game follows the current session, and none is current now
ask-new-game = this game has no winner yet ({ $hands }): start the next game anyway? (y/n)
nothing-on-table-over = the game is over: nothing is on the table
nothing-laid-yet = nothing laid yet this hand
phase-of-game = phase { $number }: { $phase }
phases-of-game = this game has phases 1 to { $last }

## What an undo or a redo did.

undo-new-session = new session { $name }
undo-new-session-again = new session { $name } ({ $previous } is current again)
undo-new-session-none = new session { $name } (no session is current now)
undo-new-session-none-cli = new session { $name } (no session is current now: phase10 new starts one)
undo-nothing-table = nothing to undo in { $name }: it was changed by hand since it was made, so undo does not take the new session back
undo-nothing = nothing to undo in { $name }: it was changed by hand since phase10 new made it, so undo does not take the new session back; phase10 sessions remove { $name } does
undo-removed-hand = removed hand { $number }
redo-recorded-hand = recorded hand { $number } again
undo-restored-hand = restored hand { $number } as it was before the edit
redo-re-entered-hand = re-entered hand { $number } again

## What a change did, as undo and redo say it.

done-recorded-hand = recorded hand { $hand }
done-re-entered-hand = re-entered hand { $hand }
done-ended = ended the game after hand { $hands }
done-laid = { $name } laid a phase in hand { $hand }
done-hit = { $name } hit { $cards } in hand { $hand }
done-flipped = the side turned in hand { $hand }
done-saved = { $name } saved a card in hand { $hand }
done-drew-back = { $name } drew back from their pile in hand { $hand }
done-said-hold = { $name } said what they hold in hand { $hand }
done-said-phase-card = { $name } said their phase card in hand { $hand }
done-deals = { $name } deals hand { $hand }
done-sat-down = { $name } sat down
done-sat-down-again = { $name } sat down again
done-left-table = { $name } left the table
done-got-up = { $name } got up after hand { $hands }
done-renamed = renamed { $was } to { $now }
