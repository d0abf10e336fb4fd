## The standings, the score pad, the board and the chart.

## Columns.

col-phase = phase
col-seat = seat
col-player = player
col-completed = completed
col-open = open
col-space = space
col-phases-made = phases made
col-next-phase = next phase
col-score = score
col-save-pile = save pile
col-dealer = dealer
col-out = out

## The line above the standings.

head-phases-win = ({ $count } phases win)
head-own-phases = the table's own { $phases }
head-played = { $count ->
    [one] 1 hand played
   *[other] { $count } hands played
}
head-deals-next = { $name } deals next
house-rules = House rules:

## A player's notes.

note-winner = winner
note-leader = leader
note-deals = deals
note-away = away
moved-got-up = { $name } got up after hand { $hand }
moved-sat-down-highest = { $name } sat down from hand { $hand }, on the table's highest total then
moved-sat-down = { $name } sat down from hand { $hand }

## The Twist board.

board-label = board
pawns-label = pawns
board-legend = (» is past Phase 10)  pawns: { $first }

## A hand in a line, and what comes next.

now-on = now on { $space }
decided = { $how ->
    [first] first to finish
    [fewest-points] fewest total points among those who finished
    [lowest-total] lowest total after ten hands
    [went-out] went out in the hand where several moved past Phase 10
    [cards-left] lowest value of cards left among those who moved past Phase 10
    [replay] won the replay of the last phase between the tied players
   *[ended] the game ended early: the furthest on, then the fewest points
}
shared-early = (the game ended early: as far on, with as few points)
tied = Tied: { $names }. The next hand is the replay of phase { $phase } between them only: the first to go out wins ({ $advice }).
next-hand = Next: hand { $number }, { $name } deals.
no-hands-yet = No hands yet: record one with phase10 hand.

## The score pad.

pad-replay = { $number } (replay)
pad-deals = { $name } deals
pad-out = { $name } out
pad-won = won

## The chart.

chart-board = Board space after each hand (higher is further; » is past Phase 10)
chart-totals = Running totals after each hand (lower is better)
chart-hand = (hand)
chart-several = * several
