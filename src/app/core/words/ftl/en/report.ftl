## The command line's reports and their commands: sessions, stats, exports, doctor,
## the regulars' tables, the phase tables, the prompts at the terminal.

## Sessions: the list, a switch, a removal.

sessions-current = current session: { $name }
sessions-no-such = no session "{ $name }" in { $dir }
sessions-remove-confirm = remove "{ $name }": add --yes to confirm (it cannot be undone)
sessions-remove-ask = Remove session "{ $name }"? It cannot be undone
sessions-not-removed = not removed
sessions-removed = removed session { $name }
sessions-none-left = no session is current now, and none is left: start one with phase10 new
sessions-one-left = no session is current now; the one left: { $name } (phase10 sessions switch { $name })
sessions-left = no session is current now; left: { $names } (phase10 sessions switch NAME)
sessions-in-play = in play
sessions-won-by = won by { $name }
sessions-shared-by = shared by { $names }
sessions-broken = broken: { $problem }
sessions-none = No sessions in { $dir }: start one with phase10 new
sessions-col-name = name
sessions-col-edition = edition
sessions-col-players = players
sessions-col-hands = hands
sessions-col-state = state
sessions-col-created = created

## Phases: an edition's table.

phases-heading = { $edition } phases
phases-own = this table's own phases ({ $edition })
phases-twist-cards = Twist phase cards

## The regulars' tables.

tables-removed = removed table { $name } from { $path }
tables-none = No tables yet in { $path }: phase10 tables save NAME keeps the current session's table as NAME
tables-col-table = table
tables-col-edition = edition
tables-col-players = players
tables-col-house-rules = house rules
tables-rule-ten-hands = ten hands
tables-rule-phases-win = { $count } phases win
tables-rule-even-phases = even phases
tables-rule-natural = natural = group
tables-rule-tiebreak = face-value tiebreak
tables-rule-go-out = go out by a discard
tables-rule-twist-pass = any move passes Phase 10
tables-rule-runs-wrap = runs go on from 12 to 1
tables-rule-own-phases = own phases ({ $count })
tables-in = (in { $path })
tables-not-usable = not usable: { $problem }
tables-kept = kept table { $name } ({ $edition }, { $players }) in { $path }: phase10 new --table { $name } starts its next game

## Stats: the players' rows, ratings, rivals, seasons.

stats-since-date = --since { $date }: write the date as YYYY-MM-DD
stats-season-not = --season { $season }: not a year or quarter, and { $problem }
stats-did-you-mean = No finished games of "{ $name }"; did you mean { $hint }?
stats-none = No finished games yet.
stats-none-match = No finished games yet that match.
stats-season = season { $name }: { $from } to { $to }
stats-skipped = skipped { $what }
stats-edition = edition: { $edition }
stats-no-win = no win
stats-fastest-win = fastest win in { $hands }
stats-col-player = player
stats-col-games = games
stats-col-wins = wins
stats-col-win-rate = win %
stats-col-hands = hands
stats-col-avg = avg pts
stats-col-phases = phases/hand
stats-col-fastest = fastest
stats-points-a-hand = { $points } points a hand
stats-phases-a-hand = { $phases } phases a hand
stats-beat = beat (games won against each):
stats-rating-heading = rating: Weng-Lin, every finished game replayed in the order played (25 to start, higher is better)
stats-col-edition = edition
stats-col-rating = rating
stats-col-last-game = last game
stats-ahead-of = finished ahead of { $names } most ({ $games } each)
stats-ahead-of-none = finished ahead of no one yet
stats-behind = behind { $names } most ({ $games } each)
stats-behind-none = behind no one yet
stats-champion-heading = champion: the most wins in the season, then the better rating over its games
stats-col-season = season
stats-col-champion = champion

## Exports: the sheets' columns and words, and what was written.

export-link-bgstats = --link: the push link is BG Stats': give --format bgstats --link
export-unfinished = not exported: the game is not finished, and BG Stats keeps finished plays (phase10 end ends it early, with the furthest on winning)
export-kept-file = --output { $path }: that is a file phase10 keeps (the session, its journal or backup, the data dir or the config); export to a file of your own
export-wrote = wrote { $path } ({ $what }, { $format })
export-season-bgstats = { $asked }: a season's plays are BG Stats': give --format bgstats { $asked }
export-no-game-season = not exported: no finished game in season { $name } ({ $from } to { $to })
export-no-game = not exported: no finished game in the data dir
export-col-hand = hand
export-col-dealer = dealer
export-col-player = player
export-col-phase = phase
export-col-made = made
export-col-out = out
export-col-position = position
export-col-finished = finished
export-col-points = points
export-col-total = total
export-col-note = note
export-replay = { $number } (replay)
export-mark-out = out
export-winner = Winner: **{ $name }**
export-shared-win = Shared win: **{ $names }**

## Doctor: a session file checked.

doctor-fine = { $path }: fine: a { $edition } game of { $players }, { $hands } played{ $pending ->
    [yes] {" "}(the journal's last step never reached the file: the next change takes it off)
   *[no] {""}
}
doctor-by-hand = Fix the line above by hand (the file is plain TOML); phase10 changes nothing until it replays.
doctor-journal-only = The session itself is sound; only undo and redo need the journal.
doctor-backup-sound = The previous version is in { $path } and is sound: copy it back, or fix the line above by hand.
doctor-backup-broken = The previous version cannot help: { $problem }

## Players: the list's notes.

players-sat-down = { $name } (sat down from hand { $hand })
players-got-up = { $name } (got up after hand { $hand })

## Edit, undo and redo, a change asked again.

edit-give = edit { $number }: give what changed (e.g. --left Dee="R7" or --out Ann), or run in a terminal to be asked, starting from the answers recorded
undo-done = { $redo ->
    [yes] redone
   *[no] undone
}: { $what }
change-asking-again = The session changed while you answered (it has { $hands } now): asking again.

## Serve: what it prints at the terminal.

serve-unprinted = serve: the page's address could not be printed on standard output ({ $problem }); run it where its output can be read (a terminal, or a file)
serve-phones = Phones on this network: scan the code, or type { $url }
    Read only; each player's own seat: phase10 serve --seats. Ctrl-C stops.
serve-seat = { $name }'s seat ({ $number } of { $count }): { $link }
serve-next-seat = Enter for the next seat's code.
serve-seats-done = Each link is its player's seat: keep it to yourself. The table, read only: { $url }
    Ctrl-C stops.

## Play and watch: the screen, or lines.

play-not-json = { $verb } is a screen, not an answer: for a script, phase10 status --json and phase10 table --json
play-no-terminal = { $verb } needs a terminal to draw on; for a script, phase10 status and phase10 table{ $watch ->
    [yes] {""}
   *[no] , or phase10 play --plain
}
play-plain-not-json = play --plain prints lines of text, not an answer: for a script, phase10 status --json
play-first-game = No game yet: the first one starts here.
play-saved-unprinted = saved, but the answers could not be printed ({ $problem }); phase10 status shows where the game stands

## The prompts at the terminal: hints, an answer refused, a question left.

prompt-cancelled = cancelled ({ $why }); nothing was written
prompt-cancelled-ended = cancelled (the input ended); nothing was written
prompt-cancelled-q = cancelled (q); nothing was written
prompt-tick = { $prompt } (space to tick, enter when done)
prompt-secret = { $prompt } (not shown; Enter for none)
prompt-numbers = { $prompt } (their numbers, comma-separated; none for none)
prompt-y-or-n = { $prompt } (y or n)
prompt-no = no: { $why }
prompt-too-long = no: an answer of over { $most } bytes is not taken
prompt-not-utf8 = no: the answer is not UTF-8 text: type it again
prompt-needed = no: an answer is needed: type it
prompt-answer-y-or-n = no: answer y or n
prompt-give-number = give a number from 1 to { $count }
prompt-none-of = "{ $answer }" is none of the choices: give its number (1 to { $count })
prompt-more-than-one = "{ $answer }" starts more than one choice: give its number

## A BG Stats play: each player's role, the play's comments.

bgstats-past = past Phase 10
bgstats-space = space { $space }
bgstats-made = { $made } of { $target } { $target ->
    [one] phase
   *[other] phases
} made
bgstats-edition = { $edition } edition
bgstats-own-phases = the table's own { $count } phases
bgstats-sat-down = { $name } sat down from hand { $hand }
bgstats-got-up = { $name } got up after hand { $hand }
bgstats-ended-points = ended early, before anyone finished: the furthest on won, then the fewest points
bgstats-ended = ended early, before anyone finished: the furthest on won
bgstats-recorded = { $parts }; recorded with phase10

## The next game of the current one.

again-no-current = --again: no current session to follow; start one with phase10 new --players
