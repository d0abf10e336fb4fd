## The table: where the game stands, what happened, the help, the seats and codes.

## Where the game stands, in parts.

hands-played = { $hands } played
winner = Winner: { $name }
shared-win = Shared win: { $names }
hand-number = hand { $number }
replay = replay: { $names }
deals = { $name } deals
side-in-play = { $side } in play
sat-down = { $name } sat down from hand { $hand } on { $total } points (the table's highest then: sitting out is no head start)
taken-back = taken back: { $what }
taken-back-end = the game's end

## The help at the table.

help-lay = ann lay 7 7 7 + 9 9 W      a phase laid
help-phase = ann lay phase 4 …          Masters: the phase card; Twist: the phase beside
help-twist = ann lay twist 3 …          Twist, on a Twist space: the Twist card drawn
help-hit = bob hit 7 on ann.1         cards hit onto a group (on ann: the one it fits)
help-flip = flip · dealer cy           a Flip card discarded · Cy deals this hand
help-out = out bob · new hand · cy left R7 W  the hand's end · played aside · one's own row
help-save = maya save R7 · maya draw R7  Masters: the save pile, as the hand is played
help-players = players add zoë (seat 2)   also players remove NAME, players rename NAME NEW
help-undo = undo · redo · edit 3       take back · bring back · hand 3 re-entered
help-check = check … · find …           a phase here? (ann check …) · the phase in a hand
help-phases = phases · status · table · seats  the phases · standings · groups · seat links
help-end = end · new game · bgstats   the game ends · the next game · its play for BG Stats
help-keys = Tab completes · Up and Down recall lines (the hand's end: move between answers)
help-keys-esc = Esc clears the line or sets a question aside; q Enter or Ctrl-C quits
help-rows = At the hand's end each row is asked in turn: Enter keeps the answer shown
help-quit = q quits (or the end of input)
help-names = Names: any case and accents, a start of the name, or the seat number
help-cards = Cards: R7 B12 7 W S (flip: R* *); + or | between groups

## What happened, as the table types it.

event-hand-out = hand { $number }: { $name } went out
event-hand = hand { $number }: recorded
event-made-too = { $event }; { $names } made it too
event-flip = a Flip card: the { $side } is up
event-laid = { $name } laid { $cards }
event-deals = { $name } deals this hand
event-saved = { $name } saved a card
event-drew = { $name } drew back { $cards }
event-holds = { $name } holds { $cards }
event-tried = { $name } tried { $choice }
event-hit = { $name } hit { $cards }
event-hit-on = { $name } hit { $cards } on { $on }
event-wins = { $name } wins the game
event-share = { $names } share the win
choice-twist = Twist card { $number }
choice-phase = phase { $number }
choice-none = no phase card

## The seats on the phones, and the codes on the screen.

not-the-seats-another = this is { $seat }'s seat: it says { $seat }'s own plays ({ $other }'s are said from their seat, or at the table's laptop)
not-the-seats-hosts = { $seat } says their own plays here (lay, hit, flip, check, out, left); undo, a new game and who sits where are said at the table's laptop
turned-away = the phones' server has turned away { $connections } (too many at once, or from one device); pages try again by themselves
out-from-seat = { $name } went out: the hand's end is asked at the table's laptop; each player says what they hold there, or on their phone (left R7 W, or left 35)
seat-link = { $name }'s seat: { $url }
seats-kept = each link is its player's seat on their phone: give it to them alone
seats-not-served = the phones are not served here: play --serve (or play --plain --serve) gives each seat its link
bgstats-not-finished = bgstats: the game is not finished, and BG Stats keeps finished plays (end ends it early)
bgstats-code-title = BG Stats: scan it on the phone that keeps the group's plays
code-too-big = the code is bigger than this screen: play --serve gives a short one; the link:
bgstats-code-keys = Enter or Esc: done
bgstats-link = BG Stats: open this on the phone that keeps the group's plays: { $link }
seat-code-title = { $name }'s seat ({ $number } of { $count }): scan it on { $name }'s phone
seat-code-keys = Enter: the next seat · Esc: done

## Plain mode's own lines.

plain-banner = type what happens (? shows the words, q quits)
plain-too-long = no: a line of over { $most } bytes is not taken
plain-not-utf8 = no: the line is not UTF-8 text: type it again
plain-keys = no: keys such as Up and Down do nothing here (plain mode reads lines): type the line again
plain-no = no: { $why }
plain-no-mark = no:{" "}
line-start-with = { $why }; or start with one of: lay, hit, flip, out, undo, redo, check, find, new, end, edit, dealer, players, phases, ?
