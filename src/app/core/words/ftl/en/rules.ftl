## The rules in words: a house rule, how a game is won, the table's reminders.

house-natural = each group needs a natural card
house-go-out = going out is discarding the last card (no one puts down all 11)
house-runs-wrap = a run may go on from 12 to 1 (11 12 1 2)
house-twist-pass = any move past the Phase 10 space finishes the board
house-twist-tiebreak = cards left count their face value in a tiebreak
goal-own-list = the table's own { $phases } { $phases ->
    [one] phase
   *[other] phases
}, in order; the first to complete phase { $phases } wins; ties: fewest points, then a replay
goal-board = the first to move past the Phase 10 space wins; several at once: who went out, else the fewest points left
goal-chosen = the first to complete all ten phase cards wins, any order; ties: fewest points
goal-ten-hands = ten hands, everyone moves on a phase every hand; the lowest total wins
goal-phases = the first to complete { $phases } phases wins; ties: fewest points
goal-even-phases = the even phases only, in order; the first to complete them wins; ties: fewest points
goal-standard = phases in order; the first to complete phase 10 wins; ties: fewest points, then a replay
remind-turn = a turn: draw one card, lay or hit, then discard one
remind-hits = hits only once your own phase is down, and only on your turn
remind-skip = a Skip discarded makes the player you name lose a turn: phase10 does not see who
remind-one-skip = at most one Skip against each player per round of the table
remind-flip = a Flip card discarded turns the deck: type flip
remind-save = once a hand you may save a card instead of discarding it
remind-twist-space = on a Twist space: choose a phase beside it, or draw a Twist card and keep it secret
card-title = { $edition } rules
house-none = none: the rules as printed
phases-on-board = Phases on the board:
phases-title = Phases:
twist-phase-cards = Twist phase cards:
board-title = Board: { $board }
reminders-title = The table's reminders (phase10 cannot see these):
