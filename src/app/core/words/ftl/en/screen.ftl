## The table screen's own words: its title, columns, headings, hints and prompts.

## The title and the phones' address.

screen-served = phones and TV (read only): { $url }
screen-watching = watching
screen-leader = leader { $name }

## The players' rows: the columns, what each is playing, the notes beside.

screen-col-player = player
# The column of what a player plays: a phase, a Twist board space, a Masters phase card.
screen-col-progress = { $progress ->
    [phase] phase
    [space] space
   *[card] card
}
screen-col-score = score
screen-col-down = down
screen-col-holds = holds
screen-past = past
screen-done = { $count } done
screen-open = { $count } open
screen-note = { $note ->
    [winner] winner
    [leader] leader
    [deals] deals
    [out] out
   *[away] away
}
# A mark where the screen has no ✓ and – to show (ASCII).
screen-yes = yes
screen-no = no
# The phases attempted this hand, in words.
screen-phase-words = { $twist ->
    [yes] Twist card { $number }: { $phase }
   *[no] phase { $number }: { $phase }
}

## The Twist board; $past is the mark of the end (» or >>).

screen-board = board
screen-board-legend = [#] seat, { $past } past 10

## The groups on the table.

screen-nothing-over = (the game is over)
screen-nothing-laid = (nothing laid yet this hand)
screen-more-groups = …and { $more } more (phase10 table shows them all)

## The hand's end, as rows.

screen-col-out = out
screen-col-made = made
screen-col-left = left
screen-went-out = (went out)
screen-went-out-untyped = (went out; { $count } hit untyped)
screen-holds = (holds { $count })
screen-saved = saved a card
screen-drew-back = drew back { $cards }
screen-same-as = the same as hand { $number }: typed twice? n goes back to the rows

## The headings between the parts.

screen-rule-words = the words
screen-rule-table = on the table
screen-rule-re-entered = hand { $number } re-entered
screen-rule-hand-end = hand { $number }: the hand's end
screen-rule-events = events

## The bottom: the hints, why the file is shown as it was, a paste cut short.

screen-watching-served = watching: the screen follows the session file; ? the phones' address; q quits
screen-watching-hint = watching: the screen follows the session file; q quits
screen-no-longer-replays = the file no longer replays (showing it as it was): { $problem }
screen-hint = ? shows the words · Tab completes · Up recalls · q Enter quits
screen-pasted-not-entered = { $text } (the { $left } pasted after it not entered)
