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

## Recording a hand, by its flags or at the terminal.

hand-same-recorded = hand { $number } is the same as hand { $before }; recorded anyway (phase10 undo takes it back)
hand-give-out = give --out NAME (with --made, and --left NAME="CARDS" or --points NAME=N for the others), or run in a terminal to be asked
hand-made-twice = --made: { $name } is given twice
hand-deals = Hand { $number }: { $name } deals.
hand-no = no: { $why }
hand-not-recorded = not recorded: { $why }
hand-heading = Hand { $number }:
hand-same-again = Hand { $number } is the same as hand { $before }: record it again?
hand-same-not-recorded = not recorded: the same as hand { $before } (nothing was written)
hand-record = Record hand { $number }?

## A hit checked, and what a check or a find is asked about.

hit-say-whose = hit: say whose group with --on OWNER[.N] (phase10 hit { $first } ... --on Ann.1), or check cards against a group not in play with --onto "GROUP CARDS"
hit-give-cards = hit: give the cards hit, after the flags (e.g. phase10 hit --onto "5 5 5" --as set 5); separators alone are no card
hit-give-name = hit: give NAME, then the cards hit
hit-give-cards-after = hit { $name }: give the cards hit after the name (e.g. hit { $name } R7 --on Ann)
hit-no-such-group = --as { $kind }: { $edition } has no such group (it has: { $kinds })
setup-side-flip-only = --side: only flip cards have two sides; drop --side or use --edition flip
setup-own-list-range = --phase { $number }: this table's own list has phases 1 to { $count } (or give a phrase like "2 sets of 3")
setup-phase-range = --phase { $number }: the { $edition } table has phases 1 to 10 (or give a phrase like "2 sets of 3")
setup-no-twist-cards = --twist-card: the { $edition } edition has no Twist cards; use --edition twist
setup-twist-card-range = --twist-card { $number }: Twist cards go from 1 to 10
setup-no-phase-card = --player { $name }: { $name } has laid no phase card this hand; give --phase N
setup-game-over = --player { $name }: the game is over
setup-no-phase-left = --player { $name }: { $name } has no phase left to lay
setup-not-the-edition = --player: the session is not { $edition }; drop --edition
setup-give-phase = give --phase N, --phase "PHRASE" or --twist-card N

## The arguments as clap reads them: what is wrong, in one line.

clap-give-command = give a command: phase10 play starts the evening at the table screen (phase10 new starts a game by its flags; phase10 --help lists them all)
clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
clap-value-required = a value is required for '{ $arg }' but none was supplied
clap-unexpected-argument = unexpected argument '{ $arg }' found
clap-unrecognized-subcommand = unrecognized subcommand '{ $command }'
clap-conflict = the argument '{ $arg }' cannot be used with { $others }
clap-missing = the following required arguments were not provided: { $args }
clap-requires-command = '{ $command }' requires a command
clap-no-equals = '{ $arg }' takes its value after an equals sign ({ $arg }=VALUE)
clap-unexpected-value = unexpected value '{ $value }' for '{ $arg }'
clap-values = '{ $arg }' takes { $expected } values, and { $given } were given
clap-not-utf8 = an argument is not UTF-8 text
clap-not-read = the arguments do not read
clap-possible = {" "}[possible values: { $values }]
clap-did-you-mean = ; did you mean { $meant }?
clap-trailing = ; to pass '{ $arg }' as a value, use '-- { $arg }'
clap-usage = {" "}(usage: { $usage }; --help says more)
clap-help-says-more = {" "}(--help says more)
clap-or = {" "}or{" "}

## A game's settings, as flags or a table's keys.

settings-name-players = name the players in seat order
settings-phases-range = { $number }: the first to complete N phases wins, N from 1 to 10
settings-twist-rule = a twist house rule, and this table plays { $edition }
settings-use = use { $first } or { $second }
