## Eine Ablehnung: warum die Regeln (Exit 1) oder die Eingabe (Exit 2) nein sagen, und
## der Schritt, der es richtet. $face ist, wer fragte: hand, lay, table; $advice ist der
## Schritt in dessen Worten.

## Anzahlen.

holds-up-to = { $limit ->
    [one] 1 Karte
   *[other] 1 bis { $limit } Karten
}
keeps-one = , eine davon zum Abwerfen behalten (Hausregel go_out = "discard": Rausgehen heißt die letzte Karte abwerfen)
no-card-given = keine Karte angegeben

## Die Regeln sagen nein.

left-before-out = die übrigen Karten von { $name } werden gesagt, wenn jemand rausgegangen ist: die Runde läuft noch
left-went-out = { $name } ist rausgegangen: { $name } hält keine Karten
phase-card-done = { $name } hat Phase { $number } schon geschafft: wähle eine von { $open }
not-beside = { $name } steht auf einem Twist-Feld zwischen { $before } und { $after }: { $face ->
    [hand] --choose { $name }={ $chose }
    [lay] --choose { $chose }
   *[table] phase { $chose }
} ist keine davon
not-the-phase = { $name } hat "{ $cards }" ausgelegt, das ist nicht { $phase }: { $why }
second-lay = { $name } hat in dieser Runde schon { $phase } ausgelegt: eine Phase pro Spieler und Runde
hit-before-down = { $name } kann nicht anlegen, bevor die eigene Phase in dieser Runde ausliegt
lays-more-than-held = { $name } hat { $count } Karten ausgelegt: man hält 10, und 11 mit der gezogenen Karte{ $keeps }
hand-over = die Runde ist vorbei: { $name } hat { $put_down } Karten ausgelegt und ist rausgegangen; trage ihr Ende ein mit { $advice }
flip-after-out-discarded = { $name } ist mit einer abgeworfenen Flip-Karte rausgegangen: die Seite wurde dafür einmal gewendet, und die Runde ist vorbei (kein Wenden mehr, keine 11. Karte zum Anlegen)
flip-after-out = { $name } ist rausgegangen und hat alle 11 Karten ausgelegt, ohne Abwurf: danach wurde keine Flip-Karte abgeworfen
hits-more-than-held = { $name } hat { $put_down } Karten ausgelegt und hält { $held }{ $discard ->
    [yes] {" "}mit der gezogenen Karte, und behält eine zum Abwerfen (Hausregel go_out = "discard": Rausgehen heißt die letzte Karte abwerfen)
   *[no] {""}
}: { $count } können nicht angelegt werden
no-groups = { $name } hat in dieser Runde keine Gruppe ausgelegt
other-side = { $ruling } (auf der { $side } ginge es: wenn eine Flip-Karte abgeworfen wurde, { $face ->
    [table] sag zuerst flip
   *[other] zuerst phase10 flip
})

## Die Eingabe ergibt keinen Sinn.

chose-laid = { $name } hat in dieser Runde Phase { $number } ausgelegt: das ist die eigene Phasenkarte
left-holds = { $name } hält { $holds }; { $given } angegeben
newer-schema = von einem neueren phase10 geschrieben (Schema { $found }); dieses liest Schema { $schema }: aktualisiere phase10
no-schema = schema muss 1 sein
player-count = { $edition } ist für { $min } bis { $max } Spieler, und { $count } { $count ->
    [one] wurde
   *[other] wurden
} angegeben
name-twice = "{ $name }" steht zweimal da: Namen müssen sich unterscheiden
names-alike = "{ $first }" und "{ $second }" sind derselbe Name (Groß- und Kleinschreibung zählt nicht): Namen müssen sich unterscheiden
key-twice = { $field }: "{ $first }" und "{ $second }" sind derselbe Spieler (ein Name ist derselbe in jeder Schreibung und Unicode-Form): gib einen davon an
side-differs = die { $written } ist eingetragen, aber { $flips ->
    [one] das gespielte Wenden lässt
   *[other] die { $flips } gespielten Wenden lassen
} die { $played } im Spiel: lass { $face ->
    [table] die Seite
   *[other] --side
} weg (das Wenden sagt sie), oder nimm ein Wenden zurück
twist-card-twice = Twist-Karte { $number } gehört in dieser Runde { $first }, und auch { $second }: der Twist-Stapel hat jede Karte einmal (sag, welche jeder gezogen hat)
drawn-back-table = eine Karte auf dem Tisch oder in einer Hand wurde vom Sparstapel zurückgezogen, und das Spiel hat keine zweite: sag es, { $said }
drew-back = { $name } hat { $cards } zurückgezogen
drawn-back = eine Karte auf dem Tisch oder in einer Hand wurde vom Sparstapel zurückgezogen, und das Spiel hat keine zweite: sag es mit { $said }
no-such-variation = { $edition } hat keine Variante "{ $variation }" (es gibt: { $allowed })
phases-to-win-missing = Variante "phases" braucht phases_to_win = N (1 bis 10)
phases-to-win-range = phases_to_win ist { $number }: es geht von 1 bis 10
phases-to-win-alone = phases_to_win gehört nur zu variation = "phases"
twist-tiebreak-alone = twist_tiebreak ist eine Hausregel von Twist
twist-pass-alone = twist_pass ist eine Hausregel von Twist
phase-list = phase_list: { $why }
no-board = eine Twist-Partie braucht ihr Spielbrett, z. B. board = "1 2 T 3 4 T 5 6 T 7 8 T 9 10"
board-alone = nur Twist hat ein Spielbrett
already-won = das Spiel hat { $winner } schon nach Runde { $hands } gewonnen: entferne diese Runde
ended = das Spiel wurde nach Runde { $hands } beendet: entferne dies, oder das [[end]] ({ $advice } nimmt das Ende zurück)
not-a-player = { $field }: "{ $name }" spielt nicht mit (Spieler: { $players })
not-a-player-hint = { $field }: "{ $name }" spielt nicht mit; meintest du { $hint }? (Spieler: { $players })
not-in-replay = { $field }: { $name } ist nicht in dieser Runde: sie ist das Stechen zwischen { $seated }
not-at-table = { $field }: { $name } sitzt in Runde { $hand } nicht am Tisch: { $why }
replay-records-out = diese Runde ist das Stechen zwischen { $names }: wer zuerst rausgeht, gewinnt, also wird nur out eingetragen
not-this-edition = { $field }: { $why }
no-phase-card = { $name } hat keine Phasenkarte gewählt: { $face ->
    [hand] gib --attempt { $name }=N an
    [lay] gib --attempt N an (die ausgelegte Phasenkarte)
   *[table] sag sie, { $name } lay phase N KARTEN
}
phase-card-range = Versuch { $number } von { $name }: Phasenkarten gehen von 1 bis 10
not-on-twist-space = { $name } steht auf Feld { $space }, keinem Twist-Feld: { $face ->
    [hand] lass --choose/--twist-card für { $name } weg
    [lay] lass --choose und --twist-card weg
   *[table] lass phase N und twist N weg
}
twist-card-range = Twist-Karte { $number } von { $name }: Twist-Karten gehen von 1 bis 10
choice-and-card = { $name } wählt entweder eine Phase oder zieht eine Twist-Karte, nicht beides
no-twist-choice = { $name } steht auf einem Twist-Feld: { $face ->
    [hand] gib --choose { $name }={ $before } (oder { $after }) oder --twist-card { $name }=N an
    [lay] gib --choose { $before } (oder { $after }) oder --twist-card N an
   *[table] sag phase { $before } (oder { $after }) oder twist N
}
laid-not-made = { $name } hat eine Phase ausgelegt, sie aber nicht geschafft: füge { $name } zu made hinzu
bad-cards = { $what ->
    [hit] angelegt
    [laid] ausgelegt
   *[other] übrige Karten
} von { $name }: { $why }
too-big-to-judge = { $name } hat "{ $cards }" ausgelegt: { $why }
out-scores-zero = { $name } ist rausgegangen und bekommt 0 Punkte: lass Punkte/Karten weg
points-and-cards = { $name } hat Punkte und Karten übrig: gib eins davon an
not-a-multiple-of-5 = { $name } hat { $points } Punkte: jede Karte zählt 5, 10, 15, 20 oder 25, also sind Punkte ein Vielfaches von 5
points-made = { $name } hat die Phase geschafft und hält { $holds }: { $points } Punkte sind unmöglich ({ $can })
points-not-made = { $name } hat die Phase nicht geschafft, hält also 10 Karten: { $points } Punkte sind unmöglich ({ $can })
cards-made = { $name } hat die Phase geschafft, hält also { $holds }; { $count } angegeben
cards-not-made = { $name } hat die Phase nicht geschafft, hält also genau 10 Karten; { $count } angegeben
also = { $first }. Außerdem: { $then }
out-not-down = { $name } hat nicht ausgelegt, kann also nicht rausgegangen sein: trage zuerst die Phase von { $name } ein ({ $advice })
out-with-cards = { $name } hat { $put_down } Karten ausgelegt, hält also { $held }: { $name } kann nicht rausgegangen sein (trage den Rest ein mit { $advice }, oder { $face ->
    [table] sag ja, wenn out { $name } fragt, ob sie ungetippt angelegt wurden
   *[other] sag, dass sie ungetippt angelegt wurden: --untyped { $shell }
})
holds-none = { $name } hat { $put_down } Karten ausgelegt, hält also keine: { $name } ist rausgegangen ({ $advice }), nicht { $out }
made-not-laid = { $name } hat in dieser Runde keine Phase ausgelegt: trage sie ein mit { $advice } (in einer live gespielten Runde hat geschafft, wer ausgelegt hat)
made-differs = made sagt etwas anderes als die Züge: in einer live gespielten Runde hat geschafft, wer ausgelegt hat ({ $names }); lass made weg
laid-differs = { $name } hat in dieser Runde { $laid } ausgelegt, nicht { $said }
cards-held-given = { $name } hat { $put_down } Karten ausgelegt, hält also { $held }; { $count } angegeben
points-held = { $name } hat { $put_down } Karten ausgelegt, hält also { $held }: { $points } Punkte sind unmöglich ({ $can })
bad-play = ein Zug ist einer von: lay = "NAME", hit = "NAME", flip = true oder dealer = "NAME"
untyped-not-live = untyped: die Anlagen von { $name } können nur in einer live gespielten Runde ungetippt sein (mit ihren Auslagen und Anlagen eingetragen)
untyped-not-down = untyped: { $name } hat nicht ausgelegt, also nichts angelegt
untyped-all-typed = untyped: { $name } hat jede Karte in den getippten Zügen abgelegt: keine war ungetippt
deals-already = { $name } gibt in dieser Runde schon: nichts zu ändern
dealer-differs = dealer sagt { $written }, aber ein Zug der Runde sagt, { $played } hat gegeben: gib eins davon an
split-more-ways = die Karten passen auf mehr als eine Art an die Gruppen von { $owner }: lege sie Gruppe für Gruppe an ({ $first }, dann { $second })
untyped-wilds = { $name }: { $why }
in-play = Zug { $index }: { $why }
no-such-group = { $owner } hat { $count ->
    [one] 1 Gruppe auf dem Tisch, keine Gruppe { $index }: nenne sie { $owner }.1
   *[other] { $count } Gruppen auf dem Tisch, keine Gruppe { $index }: nenne sie { $owner }.1 bis { $owner }.{ $count }
}
on-two-ways = "{ $on }" nennt { $player } und die Gruppe { $index } von { $owner }: für die Gruppen von { $player } sag { $player }.1 usw.; für die von { $owner } gib { $player } zuerst einen eindeutigen Namen (players rename "{ $player }" "{ $owner } { $index }")
which-group = die Karten passen an die Gruppen { $groups } von { $owner }: sag welche, z. B. { $advice }
game-over = das Spiel ist vorbei: { $winners } hat gewonnen; { $face ->
    [table] new game beginnt das nächste (oder undo)
   *[other] beginne ein neues mit phase10 new (oder phase10 undo)
}
game-ended = das Spiel wurde nach Runde { $hands } beendet: { $undo } nimmt das Ende zurück, oder { $next } beginnt das nächste
ended-already = das Spiel wurde schon beendet, nach Runde { $hands }
end-in-play = Runde { $hand } wird gespielt: trage zuerst ihr Ende ein ({ $out }), oder nimm ihre Züge zurück mit { $undo }
end-no-hand = es wurde noch keine Runde gespielt, also liegt niemand vorn, der gewinnen könnte
no-hands-to-edit = noch keine Runden eingetragen; trage eine ein mit { $advice }
no-such-hand = gib eine Rundennummer von 1 bis { $count } an
later = mit Runde { $number } neu eingetragen: { $why }
next-game-already = hat noch keine Runde, ist also schon das nächste Spiel ({ $advice } trägt seine erste Runde ein)
no-winner-yet = hat noch keinen Gewinner ({ $hands ->
    [one] 1 Runde
   *[other] { $hands } Runden
}{ $in_play ->
    [yes] , und eine Runde läuft
   *[no] {""}
}): { $face ->
    [table] sag new game force
   *[other] füge --force hinzu
}, um trotzdem das nächste Spiel zu beginnen
saved-many = { $name } hat { $count } Karten gespart: man spart höchstens eine Karte pro Runde
not-saved = { $name } hat keine { $card } im Sparstapel ({ $face ->
    [table] ein Stapel ist privat: { $name } kann in den eigenen schauen
   *[other] { $name } kann nachsehen: phase10 status --show-saved
})

## Wer am Tisch sitzt.

seating-over = das Spiel ist vorbei ({ $winners } hat gewonnen); beginne das nächste mit { $advice }
seating-in-play = eine Runde wird gespielt; trage zuerst ihr Ende ein ({ $face ->
    [table] out NAME
   *[other] phase10 hand
}), ändere dann zwischen den Runden, wer mitspielt
back-too-soon = { $name } ist nach Runde { $after } aufgestanden, und seither wurde keine Runde gespielt: { $undo } nimmt das zurück
keeps-seat = { $name } behält Platz { $seat }; { $face ->
    [table] sag keinen Platz
   *[other] lass --seat weg
}
seated = { $name } sitzt schon am Tisch (Platz { $seat })
seat-range = Platz { $seat }: Plätze gehen von 1 bis { $most }
not-a-list = die Spieler in der Datei sind keine Liste, die phase10 ändern kann; setze { $name } von Hand dazu
no-hand-yet = { $name } hat sich für Runde { $hand } hingesetzt und noch keine Runde gespielt: { $undo } nimmt das zurück
same-name = { $name } heißt schon so
not-named = { $name } steht so nicht in der Datei

## Kein Ergebnis für einen Spieler.

no-score-table = kein Ergebnis für { $names }: gib die übrigen Karten oder Punkte an
no-score-one-spaced = kein Ergebnis für { $name }: gib --left "{ $name }=KARTEN" oder --points "{ $name }=N" an
no-score-one = kein Ergebnis für { $name }: gib --left { $name }="KARTEN" oder --points { $name }=N an
no-score-many = kein Ergebnis für { $names }: gib für jeden --left NAME="KARTEN" oder --points NAME=N an
groups-and = { $first } und { $then }

## Getippte Karten, die keine sind, oder mehr, als das Deck hat.

card-error = { $typed ->
    [no] { $why }
   *[other] „{ $token }“: { $why }
}
card-empty = leere Karte
card-colour-needs-number = eine Farbe braucht eine Zahl (R7 oder rot 7) oder einen Stern (R*)
card-unknown-colour = unbekannte Farbe '{ $letter }': die Farben sind R, B, G, Y (rot, blau, grün, gelb); W ist ein Joker, S ein Aussetzer
card-not-a-card = keine Karte: schreibe R7, B12, 7, W, S, R* oder * (oder rot 7, Joker, Aussetzen)
card-out-of-range = die Zahlen gehen von 1 bis 12
card-value-only-on-wild = nur ein Joker oder ein Stern bekommt einen Wert (W=5, *=5, R*=5)
card-bad-value = der Wert eines Jokers ist eine Zahl von 1 bis 12 (W=5), mit ihrer Farbe (W=R5) oder eine Farbe (W=rot)
card-star-of = ein { $colour }er Stern steht nur für { $colour }e Karten
card-too-many = { $count } Karten: ein Deck hat { $most }, also hat keine Phase, keine Hand und kein Anlegen mehr
card-empty-group = eine leere Gruppe zwischen Trennzeichen: lege Karten auf beide Seiten von + oder |
not-in-deck-star = Sterne sind Flip-Karten: dieses Deck hat Zahlen (R7, 7), W und S
not-in-deck-wild = ein Flip-Deck hat keinen Joker: nimm einen Stern (R* auf der Farbseite, * auf der Wild-Seite)
not-in-deck-skip = ein Flip-Deck hat keinen Aussetzer: gültig sind Zahlen (R7, 7) und Sterne
not-in-deck-colourless-star = ein Stern der Farbseite hat eine Farbe: schreibe R*, B*, G* oder Y* (ein * allein ist ein Stern der Wild-Seite: die Seite wechselt, wenn eine Flip-Karte abgeworfen wird)
too-many-copies = { $count } × { $card }: das { $edition }-Deck hat { $holds ->
    [coloured] { $n } von jeder farbigen Zahl
    [number] { $n } von jeder Zahl
    [wilds] { $n } Joker
    [skips] { $n } Aussetzer
   *[stars] { $n } Sterne
}
bad-card-for-deck = falsche Karte für das { $edition }-Deck: { $why }{ $shell ->
    [yes] ; das sieht wie ein Dateiname aus: die Shell macht aus einem * ohne Anführungszeichen die Dateien hier, also setze die Karten in Anführungszeichen: 'R* 4 5' oder "7 7 7 | 9 9 9"
   *[no] {""}
}
deck-counted-together = die Karten auf dem Tisch und auf der Hand{ $piles ->
    [yes] {" "}und auf den Sparstapeln
   *[no] {""}
}, zusammengezählt: { $why }
deck-points-need-cards = die übrigen Punkte ({ $who }) brauchen Karten, die das Deck in dieser Runde nicht mehr hat ({ $wilds } Joker und { $skips } Aussetzer nicht gesehen; { $face ->
    [yes] acht von jeder Zahl
   *[no] Joker zählen 25, Aussetzer 15
}): prüfe die Summen

## Eine Angabe, die keine Phase ist, und eine Phasenliste, die keine ist.

phrase-error = Phase „{ $phrase }“: { $why }
phrase-missing = es fehlt { $what ->
    [groups] wie viele Gruppen
    [group-size] die Größe der Gruppe
    [set-size] die Größe des Satzes
   *[run-size] die Länge der Folge
}; schreibe Gruppen wie „2 Drillinge“, „Drilling und Viererfolge“, „7 Karten einer Farbe“ oder „1 set of 3 + 1 run of 4“
phrase-not-a-number = „{ $word }“ ist keine Zahl ({ $what ->
    [groups] wie viele Gruppen
    [group-size] die Größe der Gruppe
    [set-size] die Größe des Satzes
   *[run-size] die Länge der Folge
}); schreibe Gruppen wie „2 Drillinge“, „Drilling und Viererfolge“, „7 Karten einer Farbe“ oder „1 set of 3 + 1 run of 4“
phrase-zero = { $what ->
    [groups] die Zahl der Gruppen
    [group-size] die Größe der Gruppe
    [set-size] die Größe des Satzes
   *[run-size] die Länge der Folge
} muss mindestens 1 sein
phrase-not-a-group = „{ $part }“ ist keine Gruppe; schreibe Gruppen wie „2 Drillinge“, „Drilling und Viererfolge“, „7 Karten einer Farbe“ oder „1 set of 3 + 1 run of 4“
phrase-run-past-12 = eine Folge von { $size } gibt es nicht: die Zahlen gehen von 1 bis 12
phrase-too-many-alike = { $count } Gruppen sind mehr, als eine Hand halten kann
phrase-empty = eine leere Gruppe; schreibe Gruppen wie „2 Drillinge“, „Drilling und Viererfolge“, „7 Karten einer Farbe“ oder „1 set of 3 + 1 run of 4“
phrase-too-many-groups = mehr als { $most } Gruppen: eine Phase hat höchstens { $most }
list-empty = gib 1 bis { $most } Phasen an, jede in den Worten der Spielregel, getrennt durch ';' („1 set of 5; 1 run of 9“), oder den Namen einer Liste: { $names }
list-empty-at = Phase { $number } ist leer (zwei ';' nebeneinander): gib jede Phase einmal an, „1 set of 5; 1 run of 9“
list-too-many = { $count } Phasen: eine Liste hat höchstens { $most }
list-phrase = Phase { $number }: { $why }
list-not-in-order = die Phasen der Ausgabe { $edition } gehen nicht der Reihe nach: eine Phasenliste passt zu classic oder flip
list-with-variation = eine Phasenliste wird ganz und der Reihe nach gespielt: lass variation = "{ $variation }" weg
list-too-big = Phase { $number } „{ $phrase }“ braucht { $cards } Karten, und ein Auslegen legt höchstens { $most } ab{ $most ->
    [10] {" "}(wenn die letzte Karte abgeworfen wird)
   *[other] {""}
}
unknown-word = unbekannt: { $kind ->
    [side] Seite
    [edition] Ausgabe
    [group] Gruppe
    [natural-rule] Regel für natürliche Karten
   *[other] { $what }
} „{ $given }“: nimm { $choices }

## Ein Name, ein Spielbrett: was mit ihnen nicht stimmt.

not-one-of-the-players = { $named ->
    [yes] { $what }{" "}
   *[no] {""}
}„{ $typed }“ spielt nicht mit ({ $players }){ $hint ->
    [yes] ; meintest du { $meant }?
   *[no] {""}
}
name-empty = ein Spielername ist leer
name-spaces = „{ $name }“ beginnt oder endet mit einem Leerzeichen
name-mark = „{ $name }“ enthält ein '{ $mark }': Namen dürfen kein , = oder Anführungszeichen enthalten
name-too-long = „{ $name }“ ist länger als 24 Zeichen
name-number = „{ $name }“ ist eine Zahl: am Tisch nennt eine Zahl einen Platz; gib einen Namen an
name-group = „{ $name }“ liest sich als Gruppe { $index } von { $owner }, wo ein Anlegen eine Gruppe nennt; schreib ihn anders, etwa „{ $owner } { $index }“
board-space = Feld „{ $space }“: ein Feld ist eine Phasennummer von 1 bis 10 oder T
board-numbers = die nummerierten Felder des Bretts müssen 1 bis 10 sein, jede einmal, der Reihe nach
board-start = das Brett beginnt auf Feld 1
board-end = das Brett endet auf dem Feld der Phase 10
board-twists = zwei Twist-Felder nebeneinander: jedes T steht zwischen zwei nummerierten Feldern
totals-none = keine Summe
totals-every = { $least } bis { $most }
totals-only = { $rest } oder { $last }
totals-some = { $least } bis { $most }, nicht jede Summe dazwischen
away-got-up = { $name } ist nach Runde { $hand } aufgestanden
away-sits-down = { $name } setzt sich ab Runde { $hand } dazu
away-not-at-table = { $name } sitzt nicht am Tisch
first-dealer-away = { $name } gibt die erste Runde, aber { $why }
