## Die Gründe des Lösers: warum nicht, und die kleinste Korrektur.

## Anmerkungen nach einem Grund.

note-whole-clock = (Folgen, die zusammen die ganze Uhr umrunden, werden nur in ihren Gruppen getippt beurteilt: setze + zwischen sie)
note-whole-clock-hand = (eine Hand von 14 Karten oder mehr: Folgen, die zusammen die ganze Uhr umrunden, werden nicht gesucht)
note-round-the-corner = (Folgen enden bei 12: diese Karten schaffen es nur, wo eine Folge von 12 auf 1 weitergehen darf, Hausregel runs_wrap)
note-past-the-lay = (das sind { $comes_to } Karten, und beim Auslegen kommen höchstens { $most } hinaus)

## Warum nicht.

not-in-hand = nicht in der Hand: { $text }
short = { $count ->
    [one] 1 Karte fehlt
   *[other] { $count } Karten fehlen
}: { $fix }
colours-missing = Farben fehlen bei { $cards }: eine Zahl ohne ihre Farbe zählt nie für { $group } (tippe sie als R7, B7, Gr7 oder Ge7)
far-hold = { $count ->
    [one] diese Karte hält
   *[other] diese { $count } Karten halten
} kein(e) { $phase }
far-make = { $count ->
    [one] diese Karte ergibt
   *[other] diese { $count } Karten ergeben
} kein(e) { $phase }
skips = lass { $count ->
    [one] den Aussetzer
   *[other] die Aussetzer
} weg (ein Aussetzer gehört nie zu einer Phase); dann { $then }
group-count = { $phase } { $groups ->
    [one] ist 1 Gruppe
   *[other] sind { $groups } Gruppen
}; { $typed } getippt
no-natural = keine natürliche Karte: eine Phase braucht mindestens eine Zahlenkarte (Joker und Sterne zählen nicht)
group-natural = { $group }: mit natural = group braucht jede Gruppe eine Zahlenkarte
groups-not = die Gruppen ergeben nicht { $phase }
too-big-hand = { $count } Karten sind zu viele, um am Tisch zu suchen: schau in die Karten einer Hand
too-big-claim = { $count } Karten sind zu viele, um am Tisch zu urteilen: tippe die Ansage in ihren Gruppen, mit + dazwischen
past-a-turn = { $count } Karten: eine Hand hält mit der gezogenen Karte höchstens { $most }, eine bleibt zum Abwerfen (Hausregel go_out = "discard"): gib die Karten einer Hand an
keeps-none = { $count } ausgelegte Karten lassen keine zum Abwerfen: an diesem Tisch geht man mit einer abgeworfenen Karte raus (Hausregel go_out = "discard"), also kommen beim Auslegen höchstens { $most } hinaus
keeps-none-found = die Phase ist nur da, wenn jede Karte ausgelegt wird, und an diesem Tisch geht man mit einer abgeworfenen Karte raus (Hausregel go_out = "discard"): beim Auslegen kommen höchstens { $most } hinaus

## Die Korrektur: ihre Teile verbunden.

fix-and = { $first }, und { $then }
fix-move = lege { $cards } in { $count ->
    [one] die Gruppe, der sie fehlt
   *[other] die Gruppen, denen sie fehlen
}
fix-leave-out = lass { $cards } weg{ $why ->
    [skip] {" "}(ein Aussetzer gehört nie zu einer Phase)
    [wrap] {" "}(Folgen enden bei 12: keine Folge geht von 12 auf 1 weiter)
   *[none] {""}
}
wild-star-colour = { $count ->
    [one] einen Stern ihrer Farbe
   *[other] ebenso viele Sterne dieser Farben
}
wild-star = { $count ->
    [one] einen Stern
   *[other] ebenso viele Sterne
}
wild = { $count ->
    [one] einen Joker
   *[other] ebenso viele Joker
}
fix-add = lege { $cards } dazu, oder { $wild }
fix-add-some = lege { $cards } dazu{ $left ->
    [0] {" "}(alle { $most } Joker des Spiels sind schon darin)
    [1] , oder einen Joker für eine davon (das Spiel hat { $most })
   *[other] , oder Joker für bis zu { $left } davon (das Spiel hat { $most })
}
fix-add-natural = lege { $cards } dazu ({ $natural ->
    [group] jede Gruppe braucht eine Zahlenkarte, natural = group
   *[phase] eine Phase braucht eine Zahlenkarte
}; { $flip ->
    [yes] Sterne
   *[no] Joker
} zählen nicht)

## Warum als eine Gruppe getippte Karten keine sind.

misfit-uncoloured = { $card }: eine Zahl ohne ihre Farbe zählt nie für { $group }; tippe ihre Farbe ({ $typed })
misfit-off-colour = { $card }: { $all ->
    [yes] { $group } ist { $colour }
   *[no] { $group } ist { $colour }
}
misfit-off-number = { $card }: { $group } ist aus { $number }ern
misfit-twice = { $card }: { $group } hat schon { $a_number }
misfit-too-long = { $group } hat { $count } Karten: eine Folge hält höchstens 12
misfit-short-by = { $lack } ({ $count } Karten)
misfit-short = { $group } hat nur { $count } Karten
misfit-not-one = { $cards } ist kein(e) { $group }

## Was einer zu kurzen Gruppe noch fehlt.

needs-more = { $group } braucht { $kind ->
    [number] { $more ->
        [one] eine { $number }
       *[other] { $more } weitere { $number }er
    }
    [colour] { $more ->
        [one] eine { $colour }e Karte
       *[other] { $more } weitere { $colour }e Karten
    }
   *[card] { $more ->
        [one] eine Karte
       *[other] { $more } weitere Karten
    }
} oder einen Joker
needs-gaps = { $group } braucht { $count ->
    [one] eine { $cards } oder einen Joker
   *[other] { $cards } oder Joker
}
needs-ends = { $group } braucht { $cards } oder einen Joker
gap = { $colour ->
    [none] { $number }
   *[other] { $colour }e { $number }
}
gaps-and = { $first } und { $then }
ends-or = { $first } oder { $then }
end = { $colour ->
    [none] eine { $number }
   *[other] eine { $colour }e { $number }
}

## Als Gruppe auf dem Tisch getippte Karten, die keine sind.

kind = { $kind ->
    [set] Satz
    [run] Folge
    [color] Farbgruppe
   *[color-run] Farbfolge
}
not-laid-empty = die Gruppe ist leer: gib ihre Karten an
not-laid-skip = { $card }: ein Aussetzer gehört nie zu einer Gruppe
not-laid-not-a = "{ $cards }" ist kein(e) { $kind }: { $why }
not-laid-round = "{ $cards }" ist kein(e) { $kind }: Folgen enden bei 12: es ist nur eine Folge, wo eine Folge von 12 auf 1 weitergehen darf (Hausregel runs_wrap)
not-laid-wilds-only = "{ $group }" ist eine Folge nur aus Jokern: tippe den Wert jedes Jokers ({ $typed })

## Die ersten Worte eines Urteils, und wogegen eine Ansage geprüft wird.

verdict-valid = gültig
verdict-not-valid = nicht gültig
verdict-found = gefunden
verdict-not-found = nicht gefunden
verdict-fits = passt
verdict-does-not-fit = passt nicht
no-arrangement = keine Anordnung
not-in-hand-found = nicht in der Hand
left-in-hand = übrig in der Hand: { $cards } ({ $points } Punkte)
left-nothing = nichts
kept-to-discard = { $card } zum Abwerfen behalten: an diesem Tisch geht man mit einer abgeworfenen Karte raus (Hausregel go_out = "discard")
typed-they-make = in getippter Reihenfolge gelesen; als { $cards } getippt, ergeben sie { $reading }
label-table-phase = Phase { $number } des Tisches ({ $phase })
label-twist-card = Twist-Karte { $number } ({ $phase })
label-whose = { $label } von { $name }
label-edition = { $edition } { $label }
no-phase-card-said = { $name } hat in dieser Runde keine Phasenkarte gesagt: prüfe gegen eine Phase in Worten, z. B. phase 4
no-phase-to-check = niemand am Tisch hat gerade eine Phase, gegen die geprüft werden kann

## Ein Anlegen, das nicht passt: warum, und was die Gruppe nimmt.

unfit-skip = { $card }: ein Aussetzer wird nie angelegt
unfit-uncoloured = { $card } passt nicht: eine Zahl ohne ihre Farbe zählt nie für eine Farbe; tippe sie mit Farbe ({ $typed })
unfit-takes = { $card } passt nicht: { $takes }
unfit-run-has-one = { $card } passt nicht: eine Folge hat jede Zahl nur einmal, auch die { $number }
unfit-already-has = { $card } passt nicht: die Folge { $lo }–{ $hi } hat schon { $a_number }
unfit-full = { $card } passt nicht: die Folge { $lo }–{ $hi } ist voll
unfit-too-long = { $card } passt nicht: eine Folge hat höchstens 12 Karten
unfit-none-of = { $cards } { $count ->
    [one] passt
   *[other] passen
} an keine Gruppe von { $owner }
takes-set = die { $number }er nehmen { $a_number } oder { $wild }
takes-any-set = die Gruppe nimmt jede Zahl
takes-colour-group = die { $colour }e Gruppe nimmt eine { $colour }e Karte oder { $wild }
takes-any-card = die Gruppe nimmt jede Karte
takes-run = die { $colour ->
    [none] Folge
   *[other] { $colour }e Folge
} { $lo }–{ $hi } { $full ->
    [yes] ist voll
   *[no] nimmt { $ends } oder { $wild }
}
takes-ends = { $first }, { $then }
takes-nothing = die Gruppe nimmt nichts
wild-taken = { $wild ->
    [star-of] einen { $colour }en Stern ({ $letter }*)
    [any-star] einen Stern (*)
    [star] einen Stern
   *[wild] einen Joker
}
