## The hand's end: each row's question and what it takes, the rows, and why an answer
## is not taken.

## The questions.

ask-dealer = who dealt
ask-replay-out = who won the replay
ask-out = who went out
ask-made = who else made it
ask-side = which side was up when the hand ended
ask-phase-card = { $name }'s phase card
ask-phase-beside = { $name }'s phase ({ $before } or { $after }, or twist N)
ask-phase = { $name }'s phase
ask-left = { $name }'s cards left
ask-save = { $name } saved
ask-unsave = { $name } drew back

## What a row takes.

takes-name = a name, its start, or the seat number
takes-names = names, or none
takes-side = color or wild
takes-twist-space = on a Twist space: { $before } or { $after } is the phase beside it; twist N is the Twist card drawn
takes-phase-card = the number on the phase card: one of { $open }
takes-left = the cards (e.g. { $example }) or their points
takes-left-holds = holds { $holds }; the cards (e.g. { $example }) or their points
takes-save = the card saved (not shown), or Enter for none
takes-unsave = the saved cards drawn back, or Enter for none

## Why an answer is not taken.

not-one-of-players = "{ $typed }" is not one of the players ({ $players })
not-one-of-players-hint = "{ $typed }" is not one of the players ({ $players }); did you mean { $hint }?
not-in-this-hand = { $name } does not play this hand
not-at-table-this-hand = { $name } is not at the table this hand
dealer-played = a play of this hand says { $name } dealt it: undo that play to change it
no-out = say who went out
out-made = { $name } went out: who went out made it
no-left = { $name }'s cards or points left
holds-given = { $name } holds { $holds }; { $given } given
deck-counted = the cards on the table and left in hand, counted together: { $why }
one-card = one card: a player saves one card a hand
twist-cards-range = Twist cards go from 1 to 10
record-or-not = y records the hand, n goes back to the rows

## The rows.

rows-edit = hand { $number } re-entered:
rows-title = hand { $number }: the hand's end:
row-went-out = went out
row-went-out-untyped = went out ({ $count } hit untyped)
row-made = made it
row-not-made = did not make it
row-phase = phase { $phase }
row-left = left { $left }
row-left-holds = left { $left } (holds { $holds })
row-saved = saved a card
row-drew = drew back { $cards }
row-no = no: { $why }
row-same-as = the same as hand { $number }: typed twice? n goes back to the rows
