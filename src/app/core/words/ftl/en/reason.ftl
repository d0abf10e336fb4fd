## The solver's reasons: why not, and the smallest fix.

## Notes after a reason.

note-whole-clock = (runs that go round the whole clock together are judged only typed in their groups: put + between them)
note-whole-clock-hand = (a hand of 14 cards or more: runs that go round the whole clock together are not looked for)
note-round-the-corner = (runs stop at 12: these cards make it only where a run may go on from 12 to 1, house rule runs_wrap)
note-past-the-lay = (that is { $comes_to } cards, and a lay puts down { $most } at most)

## Why not.

not-in-hand = not in hand: { $text }
short = { $count ->
    [one] 1 card short
   *[other] { $count } cards short
}: { $fix }
colours-missing = colours missing for { $cards }: a number typed without its colour never counts toward { $group } (type it as R7, B7, G7 or Y7)
far-hold = { $count ->
    [one] this card holds
   *[other] these { $count } cards hold
} no { $phase }
far-make = { $count ->
    [one] this card makes
   *[other] these { $count } cards make
} no { $phase }
skips = leave out the { $count ->
    [one] Skip
   *[other] Skips
} (a Skip is never part of a phase); then { $then }
group-count = { $phase } is { $groups } { $groups ->
    [one] group
   *[other] groups
}; { $typed } typed
no-natural = no natural card: a phase needs at least one numbered card (wilds and stars do not count)
group-natural = { $group }: with natural = group every group needs a numbered card
groups-not = the groups do not make { $phase }
too-big-hand = { $count } cards are too many to search at the table: look in the cards of one hand
too-big-claim = { $count } cards are too many to judge at the table: type the claim in its groups, with + between them
past-a-turn = { $count } cards: a hand holds { $most } at most with the card drawn, one kept to discard (house rule go_out = "discard"): give the cards of one hand
keeps-none = { $count } cards put down keep none to discard: this table goes out by a discard (house rule go_out = "discard"), so a lay puts down { $most } at most
keeps-none-found = the phase is only there putting down every card, and this table goes out by a discard (house rule go_out = "discard"): a lay puts down { $most } at most

## The fix: its parts joined.

fix-and = { $first }, and { $then }
fix-move = move { $cards } to the { $count ->
    [one] group short of it
   *[other] groups short of them
}
fix-leave-out = leave out { $cards }{ $why ->
    [skip] {" "}(a Skip is never part of a phase)
    [wrap] {" "}(runs stop at 12: no run goes on from 12 to 1)
   *[none] {""}
}
# What stands in for the cards added: a wild, or in Flip a Star (of its colour on the Color Side).
wild-star-colour = { $count ->
    [one] a Star of its colour
   *[other] that many Stars of those colours
}
wild-star = { $count ->
    [one] a Star
   *[other] that many Stars
}
wild = { $count ->
    [one] a wild
   *[other] that many wilds
}
fix-add = add { $cards }, or { $wild }
# The deck's wilds stand in for only some of the cards added ($left of them; the deck has $most).
fix-add-some = add { $cards }{ $left ->
    [0] {" "}(all { $most } of the deck's wilds are in it)
    [1] , or a wild for one of them (the deck has { $most })
   *[other] , or wilds for up to { $left } of them (the deck has { $most })
}
fix-add-natural = add { $cards } ({ $natural ->
    [group] every group needs a numbered card, natural = group
   *[phase] a phase needs a numbered card
}; { $flip ->
    [yes] Stars
   *[no] wilds
} do not count)

## Why cards typed as one group are not one.

misfit-uncoloured = { $card }: a number typed without its colour never counts toward a { $group }; type its colour ({ $typed })
misfit-off-colour = { $card }: { $all ->
    [yes] the { $group } are { $colour }
   *[no] { $group } is { $colour }
}
misfit-off-number = { $card }: the { $group } is of { $number }s
misfit-twice = { $card }: the { $group } already has { $a_number }
misfit-too-long = the { $group } has { $count } cards: a run holds at most 12
misfit-short-by = { $lack } ({ $count } cards)
misfit-short = the { $group } has only { $count } cards
misfit-not-one = { $cards } is not a { $group }

## What a short group still needs.

needs-more = the { $group } needs { $kind ->
    [number] { $more ->
        [one] a { $number }
       *[other] { $more } more { $number }s
    }
    [colour] { $more ->
        [one] a { $colour } card
       *[other] { $more } more { $colour } cards
    }
   *[card] { $more ->
        [one] a card
       *[other] { $more } more cards
    }
} or a wild
needs-gaps = the { $group } needs { $count ->
    [one] a { $cards } or a wild
   *[other] { $cards } or wilds
}
needs-ends = the { $group } needs { $cards } or a wild
gap = { $colour ->
    [none] { $number }
   *[other] { $colour } { $number }
}
gaps-and = { $first } and { $then }
ends-or = { $first } or { $then }
end = { $colour ->
    [none] { $number ->
        [8] an
        [11] an
       *[other] a
    } { $number }
   *[other] a { $colour } { $number }
}

## Cards typed as a group on the table that are not one.

kind = { $kind }
not-laid-empty = the group is empty: give its cards
not-laid-skip = { $card }: a Skip is never part of a group
not-laid-not-a = "{ $cards }" is not a { $kind }: { $why }
not-laid-round = "{ $cards }" is not a { $kind }: runs stop at 12: it is a run only where a run may go on from 12 to 1 (house rule runs_wrap)
not-laid-wilds-only = "{ $group }" is a run of wilds only: type each wild's value ({ $typed })

## A verdict's first words, and what a claim is checked against.

verdict-valid = valid
verdict-not-valid = not valid
verdict-found = found
verdict-not-found = not found
verdict-fits = fits
verdict-does-not-fit = does not fit
no-arrangement = no arrangement
not-in-hand-found = not in hand
left-in-hand = left in hand: { $cards } ({ $points } points)
left-nothing = nothing
kept-to-discard = { $card } kept to discard: this table goes out by a discard (house rule go_out = "discard")
typed-they-make = read in the order typed; typed { $cards }, they make { $reading }
label-table-phase = the table's phase { $number } ({ $phase })
label-twist-card = twist card { $number } ({ $phase })
label-whose = { $name }'s { $label }
label-edition = { $edition } { $label }
no-phase-card-said = { $name } has said no phase card this hand: check against a phase in words, e.g. phase 4
no-phase-to-check = no one at the table has a phase to check against now

## A hit that does not fit: why, and what the group takes.

unfit-skip = { $card }: a Skip is never a hit
unfit-uncoloured = { $card } does not fit: a number typed without its colour never counts toward a colour; type it ({ $typed })
unfit-takes = { $card } does not fit: the { $takes }
unfit-run-has-one = { $card } does not fit: a run has one { $number }
unfit-already-has = { $card } does not fit: the run { $lo }–{ $hi } already has { $a_number }
unfit-full = { $card } does not fit: the run { $lo }–{ $hi } is full
unfit-too-long = { $card } does not fit: a run holds at most 12 cards
unfit-none-of = { $cards } { $count ->
    [one] fits
   *[other] fit
} none of { $owner }'s groups
takes-set = set of { $number }s takes { $a_number } or { $wild }
takes-any-set = set takes any number
takes-colour-group = { $colour } group takes a { $colour } card or { $wild }
takes-any-card = group takes any card
takes-run = { $colour ->
    [none] run
   *[other] { $colour } run
} { $lo }–{ $hi } { $full ->
    [yes] is full
   *[no] takes { $ends }, or { $wild }
}
takes-ends = { $first }, { $then }
takes-nothing = group takes nothing
wild-taken = { $wild ->
    [star-of] a { $colour } Star ({ $letter }*)
    [any-star] a Star (*)
    [star] a Star
   *[wild] a wild
}
