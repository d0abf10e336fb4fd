## The command line's own words: what a command did, its tables' headings, its
## reports (sessions, stats, exports, doctor, the regulars' tables).

## What was not done, before the reason.

prefix-not-laid = not laid
prefix-not-hit = not hit
prefix-not-recorded = not recorded
prefix-not-changed = not changed
prefix-not-flipped = not flipped

## A new game: what it started, and the interview at the terminal.

new-session = new { $edition } session{ $named ->
    [no] {""}
   *[other] {" "}"{ $name }"
} for { $players } at { $path }
new-no-config = --table { $typed }: no config yet ({ $path }): keep a table with phase10 tables save NAME
new-give-flags = give --edition and --players "Ann,Bob", or run in a terminal to be asked
new-give-players = give --players "Ann,Bob,Cy" (in seating order)
again-anyway = { $name } has no winner yet: start the next game anyway?
again-force = --again: { $name } has no winner yet: add --force to start the next game anyway
new-ask-edition = Edition
new-ask-players = Players in seating order, comma-separated ({ $lo } to { $hi })
new-ask-players-count = { $edition } takes { $lo } to { $hi } players
new-ask-players-same = "{ $first }" and "{ $second }" are the same name (names ignore case): names must differ
new-ask-dealer = Who deals first?
new-ask-variation = Variation
new-ask-variation-choice = { $variation ->
    [standard] standard: phases 1 to 10
    [ten-hands] ten hands: everyone advances every hand
    [phases] first to complete N phases
   *[even-phases] even phases only (2, 4, 6, 8, 10)
}
new-ask-phases = How many phases win?
new-ask-phases-range = a number from 1 to 10
new-ask-house-rules = House rules

## The table: the groups laid in the hand being played.

table-hand = hand { $hand }{ $flip ->
    [yes] {" "}· { $side } in play
   *[no] {""}
}
table-game-over = No hand is being played: the game is over.
table-next-game = phase10 new --again starts the next game.
table-nothing-laid = Nothing laid yet: phase10 lay NAME CARDS records a phase as it is laid.
table-owner = owner
table-group = group
table-cards = cards
table-down = { $name }: { $phase } ({ $count ->
    [one] 1 card
   *[other] { $count } cards
} down)
table-not-down = { $name }: not down yet
