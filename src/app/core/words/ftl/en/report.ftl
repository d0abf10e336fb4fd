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
