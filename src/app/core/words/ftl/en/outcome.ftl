## What an event did: the command line's text (its lines) and the table's one line.

## The command line.

laid-phase = { $name } laid { $attempt }
read-in-order = read in the order typed; for { $other }, undo and lay { $cards }
hit-onto = { $name } hit { $cards } onto { $group }
now = now: { $cards }
hit-shared = { $name } hit { $cards }:
share = { $cards } onto { $group }, now: { $now }
flipped = the { $side } is in play now (hand { $hand })
saved = { $name } saved a card (hand { $hand })
holds = { $name } holds { $left } (hand { $hand })
tried = { $name } tried { $choice } (hand { $hand })
drew = { $name } drew back { $cards } from their pile (hand { $hand })
dealer = { $name } deals hand { $hand }: the deal goes on to the left of them
recorded = hand { $number } recorded
re-entered = hand { $number } re-entered
changed = changed: { $what }
unchanged = hand { $number } is already recorded so: nothing changed
sits-down = { $name } sits down at seat { $seat }{ $from ->
    [1] {""}
   *[other] , from hand { $from }
}
sits-down-on = { $name } sits down at seat { $seat }{ $from ->
    [1] {""}
   *[other] , from hand { $from }
}, on { $total } points (the table's highest: no head start)
left-before = { $name } left the table before the first hand
got-up = { $name } got up after hand { $hand }: their standing stays on the pad; they play, lead and win no more
renamed = renamed { $was } to { $name } (seat { $seat }), in every hand
ended-after = the game ended after hand { $hand }

## The table's one line.

line-laid = { $name } laid { $attempt }: { $groups }
line-read-in-order = {" "}(read in the order typed; for { $other }, undo and lay { $cards })
line-share = { $cards } onto { $group }, now { $now }
line-hit = { $name } hit { $share }
line-hit-shared = { $name } hit { $cards }: { $shares }
line-flipped = a Flip card: the { $side } is in play now
line-saved = { $name } saved a card
line-holds = { $name } holds { $left }
line-tried = { $name } tried { $choice }
line-drew = { $name } drew back { $cards } from their pile
line-recorded = hand { $number } recorded: { $hand }; { $next }
line-re-entered = hand { $number } re-entered: { $next }
line-re-entered-changed = hand { $number } re-entered: changed: { $what }; { $next }
line-unchanged = hand { $number } is recorded so already: nothing changed
line-sits-down = { $name } sits down at seat { $seat }, from hand { $from }; { $next }
line-sits-down-on = { $name } sits down at seat { $seat }, from hand { $from }, on { $total } points (the table's highest); { $next }
line-left-before = { $name } left the table before the first hand; { $next }
line-got-up = { $name } got up after hand { $hand }: their standing stays on the pad; { $next }
line-renamed = renamed { $was } to { $name } (seat { $seat }), in every hand
line-ended = the game ended after hand { $hand }: { $next }
