## The names of the game's things, as the English rulebooks write them.

colour = { $colour ->
    [red] red
    [blue] blue
    [green] green
   *[yellow] yellow
}

## A group of a phase: $count groups alike of $size cards ("2 sets of 3").

group-set = { $count ->
    [one] set
   *[other] sets
} of { $size }
group-run = { $count ->
    [one] run
   *[other] runs
} of { $size }
group-colour-run = colour { $count ->
    [one] run
   *[other] runs
} of { $size }
group-colour = { $count ->
    [one] {""}
   *[other] groups of{" "}
}{ $size } { $size ->
    [one] card
   *[other] cards
} of one colour

## A phase: its parts ($count groups alike), joined by + as typed.

# A part of $count groups, $group their words; a lone group of one colour has no count.
phase-part = { $kind ->
    [colour] { $count ->
        [one] { $group }
       *[other] { $count } { $group }
    }
   *[other] { $count } { $group }
}

## A group on the table: its kind and what it holds ("set of 3 (7s)").

laid = { $group } ({ $detail })
laid-number = { $number }s

## A card a fix adds, $count times.

need-number = { $count ->
    [one] { $number ->
        [8] an
        [11] an
       *[other] a
    } { $number }
   *[other] { $times } { $number }s
}
need-card = { $count ->
    [one] { $card }
   *[other] { $times } { $card }s
}
need-colour = { $count ->
    [one] a { $colour } card
   *[other] { $times } { $colour } cards
}
need-any = { $count ->
    [one] a numbered card
   *[other] { $times } numbered cards
}
# $count in words, up to six.
times = { $count ->
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
   *[other] { $count }
}

## Lists.

list-and = { $rest } and { $last }

## Counts of things: "1 hand", "3 cards".

count = { $count ->
    [one] 1 { $what }
   *[other] { $count } { $what }s
}
cards-count = { $count ->
    [0] no card
    [one] 1 card
   *[other] { $count } cards
}

## A side of the Flip cards.

side = { $side ->
    [color] Color Side
   *[wild] Wild Side
}

## A phase attempted: its number on the edition's table, or a Twist card.

attempt = phase { $number } ({ $phase })
attempt-twist = Twist card { $number } ({ $phase })
