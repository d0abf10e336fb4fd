## A refusal: why the rules (exit 1) or the input (exit 2) say no, and the step that
## mends it. $face is who asked: hand (phase10 hand), lay (phase10 lay), table (the
## table's words); $advice is the step in that face's words.

## Counts.

holds-up-to = { $limit ->
    [one] 1 card
   *[other] 1 to { $limit } cards
}
keeps-one = , one of them kept to discard (house rule go_out = "discard": going out is discarding the last card)
no-card-given = no card given

## The rules say no.

left-before-out = { $name }'s cards left are said once someone has gone out: the hand is still being played
left-went-out = { $name } went out: they hold no cards
phase-card-done = { $name } already completed phase { $number }: choose one of { $open }
not-beside = { $name } is on a Twist space between { $before } and { $after }: { $face ->
    [hand] --choose { $name }={ $chose }
    [lay] --choose { $chose }
   *[table] phase { $chose }
} is not one of them
not-the-phase = { $name } laid "{ $cards }", which is not { $phase }: { $why }
second-lay = { $name } has laid { $phase } this hand already: one phase per player per hand
hit-before-down = { $name } cannot hit before laying their own phase this hand
lays-more-than-held = { $name } laid { $count } cards: a player holds 10, and 11 with the card drawn{ $keeps }
hand-over = the hand is over: { $name } put down { $put_down } cards and went out; record its end with { $advice }
flip-after-out-discarded = { $name } went out discarding a Flip card: the side turned once for it, and the hand is over (no more flips, no 11th card to hit)
flip-after-out = { $name } went out putting down all 11 cards, with no discard: no Flip card was discarded after
hits-more-than-held = { $name } put down { $put_down } cards and holds { $held }{ $discard ->
    [yes] {" "}with the card drawn, and keeps one to discard (house rule go_out = "discard": going out is discarding the last card)
   *[no] {""}
}: { $count } cannot be hit
no-groups = { $name } has laid no group this hand
other-side = { $ruling } (on the { $side } it would: if a Flip card was discarded, { $face ->
    [table] say flip first
   *[other] phase10 flip first
})

## The input does not make sense.

chose-laid = { $name } laid phase { $number } this hand: that is their phase card
left-holds = { $name } holds { $holds }; { $given } given
newer-schema = written by a newer phase10 (schema { $found }); this one reads schema { $schema }: upgrade phase10
no-schema = schema must be 1
player-count = { $edition } takes { $min } to { $max } players, and { $count } { $count ->
    [one] was
   *[other] were
} given
name-twice = "{ $name }" is there twice: names must differ
names-alike = "{ $first }" and "{ $second }" are the same name (names ignore case): names must differ
key-twice = { $field }: "{ $first }" and "{ $second }" are the same player (a name is the same in any case or Unicode form): give one of them
side-differs = the { $written } is written, but { $flips ->
    [one] the flip played leaves
   *[other] the { $flips } flips played leave
} the { $played } in play: drop { $face ->
    [table] the side
   *[other] --side
} (the flips say it), or take back a flip
twist-card-twice = Twist card { $number } is { $first }'s this hand, and { $second }'s too: the Twist deck has one of each card (say the one each of them drew)
drawn-back-table = a card on the table or in a hand was drawn back from a save pile, and the deck has no other: say so, { $said }
drew-back = { $name } drew back { $cards }
drawn-back = a card on the table or in a hand was drawn back from a save pile, and the deck has no other: say so with { $said }
no-such-variation = { $edition } has no variation "{ $variation }" (it has: { $allowed })
phases-to-win-missing = variation "phases" needs phases_to_win = N (1 to 10)
phases-to-win-range = phases_to_win is { $number }: it goes from 1 to 10
phases-to-win-alone = phases_to_win goes with variation = "phases" only
twist-tiebreak-alone = twist_tiebreak is a twist house rule
twist-pass-alone = twist_pass is a twist house rule
phase-list = phase_list: { $why }
no-board = a twist session needs its board, e.g. board = "1 2 T 3 4 T 5 6 T 7 8 T 9 10"
board-alone = only twist has a board
already-won = the game was already won by { $winner } after hand { $hands }: remove this hand
ended = the game was ended after hand { $hands }: remove this, or the [[end]] ({ $advice } takes the end back)
not-a-player = { $field }: "{ $name }" is not a player (players: { $players })
not-a-player-hint = { $field }: "{ $name }" is not a player; did you mean { $hint }? (players: { $players })
not-in-replay = { $field }: { $name } is not in this hand: it is the replay between { $seated }
not-at-table = { $field }: { $name } is not at the table in hand { $hand }: { $why }
replay-records-out = this hand is the replay between { $names }: the first to go out wins, so only out is recorded
not-this-edition = { $field }: { $why }
no-phase-card = { $name } chose no phase card: { $face ->
    [hand] give --attempt { $name }=N
    [lay] give --attempt N (the phase card laid)
   *[table] say it, { $name } lay phase N CARDS
}
phase-card-range = { $name }'s attempt { $number }: phase cards go from 1 to 10
not-on-twist-space = { $name } is on space { $space }, not a Twist space: { $face ->
    [hand] drop --choose/--twist-card for { $name }
    [lay] drop --choose and --twist-card
   *[table] drop phase N and twist N
}
twist-card-range = { $name }'s Twist card { $number }: Twist cards go from 1 to 10
choice-and-card = { $name } either chooses a phase or draws a Twist card, not both
no-twist-choice = { $name } is on a Twist space: { $face ->
    [hand] give --choose { $name }={ $before } (or { $after }) or --twist-card { $name }=N
    [lay] give --choose { $before } (or { $after }) or --twist-card N
   *[table] say phase { $before } (or { $after }) or twist N
}
laid-not-made = { $name } laid a phase but did not make it: add them to made
bad-cards = { $what } by { $name }: { $why }
too-big-to-judge = { $name } laid "{ $cards }": { $why }
out-scores-zero = { $name } went out and scores 0: drop their points/cards
points-and-cards = { $name } has both points and cards left: give one of them
not-a-multiple-of-5 = { $name } scored { $points }: every card is worth 5, 10, 15, 20 or 25, so points are a multiple of 5
points-made = { $name } made their phase and holds { $holds }: { $points } points is impossible ({ $can })
points-not-made = { $name } did not make their phase, so holds 10 cards: { $points } points is impossible ({ $can })
cards-made = { $name } made their phase, so holds { $holds }; { $count } given
cards-not-made = { $name } did not make their phase, so holds exactly 10 cards; { $count } given
also = { $first }. Also: { $then }
out-not-down = { $name } is not down, so cannot have gone out: record { $name }'s phase first ({ $advice })
out-with-cards = { $name } put down { $put_down } cards, so holds { $held }: { $name } cannot have gone out (record the rest with { $advice }, or { $face ->
    [table] say yes when out { $name } asks whether they were hit untyped
   *[other] say they were hit untyped: --untyped { $shell }
})
holds-none = { $name } put down { $put_down } cards, so holds none: { $name } went out ({ $advice }), not { $out }
made-not-laid = { $name } has not laid a phase this hand: record it with { $advice } (in a hand played live, who made it is who laid)
made-differs = made says otherwise than the plays: in a hand played live, who made it is who laid ({ $names }); drop made
laid-differs = { $name } laid { $laid } this hand, not { $said }
cards-held-given = { $name } put down { $put_down } cards, so holds { $held }; { $count } given
points-held = { $name } put down { $put_down } cards, so holds { $held }: { $points } points is impossible ({ $can })
bad-play = a play is one of: lay = "NAME", hit = "NAME", flip = true or dealer = "NAME"
untyped-not-live = untyped: { $name }'s hits can be untyped only in a hand played live (with its lays and hits recorded)
untyped-not-down = untyped: { $name } is not down, so hit nothing
untyped-all-typed = untyped: { $name } put down every card in the plays typed: none was untyped
deals-already = { $name } deals this hand already: nothing to change
dealer-differs = dealer says { $written }, but a play of the hand says { $played } dealt: give one of them
split-more-ways = the cards go onto { $owner }'s groups in more than one way: hit them group by group ({ $first }, then { $second })
untyped-wilds = { $name }: { $why }
in-play = play { $index }: { $why }
no-such-group = { $owner } has { $count ->
    [one] 1 group on the table, not a group { $index }: name it { $owner }.1
   *[other] { $count } groups on the table, not a group { $index }: name it { $owner }.1 to { $owner }.{ $count }
}
on-two-ways = "{ $on }" names both { $player } and { $owner }'s group { $index }: for { $player }'s groups say { $player }.1 and on; for { $owner }'s, first give { $player } a name that reads one way (players rename "{ $player }" "{ $owner } { $index }")
which-group = the cards fit { $owner }'s groups { $groups }: say which, e.g. { $advice }
game-over = the game is over: { $winners } won; { $face ->
    [table] new game starts the next (or undo)
   *[other] start another with phase10 new (or phase10 undo)
}
game-ended = the game was ended after hand { $hands }: { $undo } takes the end back, or { $next } starts the next
ended-already = the game was ended already, after hand { $hands }
end-in-play = hand { $hand } is being played: record its end first ({ $out }), or take its plays back with { $undo }
end-no-hand = no hand is played yet, so there is no one ahead to win
no-hands-to-edit = no hands recorded yet; record one with { $advice }
no-such-hand = give a hand number from 1 to { $count }
later = with hand { $number } re-entered, { $why }
next-game-already = has no hand yet, so it is the next game already ({ $advice } records its first hand)
no-winner-yet = has no winner yet ({ $hands ->
    [one] 1 hand
   *[other] { $hands } hands
}{ $in_play ->
    [yes] , and a hand in play
   *[no] {""}
}): { $face ->
    [table] say new game force
   *[other] add --force
} to start the next game anyway
saved-many = { $name } saved { $count } cards: a player saves at most one card a hand
not-saved = { $name } has no { $card } in their save pile ({ $face ->
    [table] a pile is private: { $name } can look in theirs
   *[other] { $name } can look: phase10 status --show-saved
})

## Who sits at the table.

seating-over = the game is over ({ $winners } won); start the next with { $advice }
seating-in-play = a hand is being played; record its end first ({ $face ->
    [table] out NAME
   *[other] phase10 hand
}), then change who sits between hands
back-too-soon = { $name } got up after hand { $after } and no hand was played since: { $undo } takes that back
keeps-seat = { $name } keeps seat { $seat }; { $face ->
    [table] say no seat
   *[other] drop --seat
}
seated = { $name } is already at the table (seat { $seat })
seat-range = seat { $seat }: seats go from 1 to { $most }
not-a-list = the players in the file are not a list phase10 can change; seat { $name } by hand
no-hand-yet = { $name } sat down for hand { $hand } and has played no hand yet: { $undo } takes that back
same-name = { $name } is already called that
not-named = { $name } is not named in the file as it is

## No score for a player.

no-score-table = no score for { $names }: give the cards or points left
no-score-one-spaced = no score for { $name }: give --left "{ $name }=CARDS" or --points "{ $name }=N"
no-score-one = no score for { $name }: give --left { $name }="CARDS" or --points { $name }=N
no-score-many = no score for { $names }: give --left NAME="CARDS" or --points NAME=N for each
groups-and = { $first } and { $then }

## Cards typed that are no cards, or more than the deck holds.

card-error = { $typed ->
    [no] { $why }
   *[other] "{ $token }": { $why }
}
card-empty = empty card
card-colour-needs-number = a colour needs a number (R7) or a star (R*)
card-unknown-colour = unknown colour '{ $letter }': colours are R, B, G, Y; W is a Wild, S a Skip
card-not-a-card = not a card: write R7, B12, 7, W, S, R* or *
card-out-of-range = numbers go from 1 to 12
card-value-only-on-wild = only a Wild or a Star takes a value (W=5, *=5, R*=5)
card-bad-value = a wild's value is a number from 1 to 12 (W=5), with its colour (W=R5), or a colour (W=red)
card-star-of = a { $colour } Star stands for { $colour } cards only
card-too-many = { $count } cards: a deck has { $most }, so no claim, hand or hit holds more
card-empty-group = an empty group between separators: put cards on both sides of + or |
not-in-deck-star = Stars are Flip cards: this deck has numbers (R7, 7), W and S
not-in-deck-wild = a flip deck has no Wild: use a Star (R* on the Color Side, * on the Wild Side)
not-in-deck-skip = a flip deck has no Skip: valid cards are numbers (R7, 7) and Stars
not-in-deck-colourless-star = a Color Side Star has a colour: write R*, B*, G* or Y* (a * alone is a Wild Side Star: the side turns when a Flip card is discarded)
too-many-copies = { $count } × { $card }: the { $edition } deck has { $holds ->
    [coloured] { $n } of each coloured number
    [number] { $n } of each number
    [wilds] { $n } Wilds
    [skips] { $n } Skips
   *[stars] { $n } Stars
}
bad-card-for-deck = bad card for the { $edition } deck: { $why }{ $shell ->
    [yes] ; it looks like a file name: the shell expands an unquoted * into the files here, so quote the cards: 'R* 4 5' or "7 7 7 | 9 9 9"
   *[no] {""}
}
deck-counted-together = the cards on the table, left in hand{ $piles ->
    [yes] , in the save piles
   *[no] {""}
}, counted together: { $why }
deck-points-need-cards = the points left ({ $who }) need cards the deck no longer has this hand ({ $wilds } Wilds and { $skips } Skips not seen; { $face ->
    [yes] eight of each number
   *[no] Wilds are 25, Skips 15
}): check the totals

## A phrase that is no phase, and a list of phases that is none.

phrase-error = phase "{ $phrase }": { $why }
phrase-missing = missing { $what ->
    [groups] how many groups
    [group-size] the group's size
    [set-size] the set's size
   *[run-size] the run's size
}; write groups like "1 set of 3 + 1 run of 4", "7 cards of one colour", "2 colour runs of 3" or "1 run of 5 of one colour"
phrase-not-a-number = "{ $word }" is not a number ({ $what ->
    [groups] how many groups
    [group-size] the group's size
    [set-size] the set's size
   *[run-size] the run's size
}); write groups like "1 set of 3 + 1 run of 4", "7 cards of one colour", "2 colour runs of 3" or "1 run of 5 of one colour"
phrase-zero = { $what ->
    [groups] how many groups
    [group-size] the group's size
    [set-size] the set's size
   *[run-size] the run's size
} must be at least 1
phrase-not-a-group = "{ $part }" is not a group; write groups like "1 set of 3 + 1 run of 4", "7 cards of one colour", "2 colour runs of 3" or "1 run of 5 of one colour"
phrase-run-past-12 = a run of { $size } cannot exist: numbers go from 1 to 12
phrase-too-many-alike = { $count } groups are more than a hand can hold
phrase-empty = an empty group; write groups like "1 set of 3 + 1 run of 4", "7 cards of one colour", "2 colour runs of 3" or "1 run of 5 of one colour"
phrase-too-many-groups = more than { $most } groups: a phrase holds at most { $most }
list-empty = give 1 to { $most } phases, each in the rulebook's words, separated by ';' ("1 set of 5; 1 run of 9"), or a list's name: { $names }
list-empty-at = phase { $number } is empty (two ';' side by side): give each phase once, "1 set of 5; 1 run of 9"
list-too-many = { $count } phases: a list holds { $most } at most
list-phrase = phase { $number }: { $why }
list-not-in-order = the { $edition } edition's phases do not go in order: a list of phases goes with classic or flip
list-with-variation = a list of phases is played whole, in order: drop variation = "{ $variation }"
list-too-big = phase { $number } "{ $phrase }" needs { $cards } cards, and a lay puts down { $most } at most{ $most ->
    [10] {" "}where the last card is discarded
   *[other] {""}
}
unknown-word = unknown { $kind ->
   *[other] { $what }
} "{ $given }": use { $choices }

## A name, a board: what is wrong with them.

not-one-of-the-players = { $named ->
    [yes] { $what }{" "}
   *[no] {""}
}"{ $typed }" is not one of the players ({ $players }){ $hint ->
    [yes] ; did you mean { $meant }?
   *[no] {""}
}
name-empty = a player name is empty
name-spaces = "{ $name }" starts or ends with a space
name-mark = "{ $name }" has a '{ $mark }': names cannot hold , = or quotes
name-too-long = "{ $name }" is longer than 24 characters
name-number = "{ $name }" is a number: at the table a number names a seat; give a name
name-group = "{ $name }" reads as { $owner }'s group { $index } where a hit names a group; write it another way, as "{ $owner } { $index }"
board-space = board space "{ $space }": a space is a phase number 1 to 10 or T
board-numbers = the board's numbered spaces must be 1 to 10, each once, in order
board-start = the board starts on space 1
board-end = the board ends on the Phase 10 space
board-twists = two Twist spaces side by side: each T sits between two numbered spaces
totals-none = no total
totals-every = { $least } to { $most }
totals-only = { $rest } or { $last }
totals-some = { $least } to { $most }, not every total between
away-got-up = { $name } got up after hand { $hand }
away-sits-down = { $name } sits down from hand { $hand }
away-not-at-table = { $name } is not at the table
first-dealer-away = { $name } deals the first hand but { $why }
