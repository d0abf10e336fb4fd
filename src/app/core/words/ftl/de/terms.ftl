## Die Namen der Dinge des Spiels, wie die deutschen Regeln sie schreiben.

colour = { $colour ->
    [red] rot
    [blue] blau
    [green] grün
   *[yellow] gelb
}

## Eine Gruppe einer Phase: $count gleiche Gruppen aus $size Karten ("2 Drillinge").

group-set = { $size ->
    [2] { $count ->
        [one] Zwilling
       *[other] Zwillinge
    }
    [3] { $count ->
        [one] Drilling
       *[other] Drillinge
    }
    [4] { $count ->
        [one] Vierling
       *[other] Vierlinge
    }
    [5] { $count ->
        [one] Fünfling
       *[other] Fünflinge
    }
    [6] { $count ->
        [one] Sechsling
       *[other] Sechslinge
    }
   *[other] { $count ->
        [one] Satz
       *[other] Sätze
    } aus { $size } gleichen Zahlen
}
group-run = { $size ->
    [1] Einer
    [2] Zweier
    [3] Dreier
    [4] Vierer
    [5] Fünfer
    [6] Sechser
    [7] Siebener
    [8] Achter
    [9] Neuner
    [10] Zehner
    [11] Elfer
   *[other] Zwölfer
}{ $count ->
    [one] folge
   *[other] folgen
}
group-colour-run = { $size ->
    [1] Einer
    [2] Zweier
    [3] Dreier
    [4] Vierer
    [5] Fünfer
    [6] Sechser
    [7] Siebener
    [8] Achter
    [9] Neuner
    [10] Zehner
    [11] Elfer
   *[other] Zwölfer
}{ $count ->
    [one] folge
   *[other] folgen
} einer Farbe
group-colour = { $count ->
    [one] {""}
   *[other] Gruppen von{" "}
}{ $size } { $size ->
    [one] Karte
   *[other] Karten
} einer Farbe

## Eine Phase: ihre Teile ($count gleiche Gruppen), mit + verbunden wie getippt.

phase-part = { $count ->
    [one] { $group }
   *[other] { $count } { $group }
}

## Eine Gruppe auf dem Tisch: ihre Art und was sie hält ("Drilling (7er)").

laid = { $group } ({ $detail })
laid-number = { $number }er

## Eine Karte, die eine Lösung hinzufügt, $count Mal.

need-number = { $count ->
    [one] eine { $number }
   *[other] { $times } { $number }er
}
need-card = { $count ->
    [one] { $card }
   *[other] { $times } × { $card }
}
need-colour = { $count ->
    [one] eine { $colour }e Karte
   *[other] { $times } { $colour }e Karten
}
need-any = { $count ->
    [one] eine Zahlenkarte
   *[other] { $times } Zahlenkarten
}
times = { $count ->
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
   *[other] { $count }
}

## Listen.

list-and = { $rest } und { $last }

## Anzahlen: "1 Runde", "3 Karten".

count = { $what ->
    [card] { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }
    [hand] { $count ->
        [one] 1 Runde
       *[other] { $count } Runden
    }
    [game] { $count ->
        [one] 1 Spiel
       *[other] { $count } Spiele
    }
    [win] { $count ->
        [one] 1 Sieg
       *[other] { $count } Siege
    }
    [player] { $count ->
        [one] 1 Spieler
       *[other] { $count } Spieler
    }
    [play] { $count ->
        [one] 1 Partie
       *[other] { $count } Partien
    }
    [phase] { $count ->
        [one] 1 Phase
       *[other] { $count } Phasen
    }
    [session] { $count ->
        [one] 1 Spiel
       *[other] { $count } Spiele
    }
    [connection] { $count ->
        [one] 1 Verbindung
       *[other] { $count } Verbindungen
    }
   *[other] { $count } { $what }
}
cards-count = { $count ->
    [0] keine Karte
    [one] 1 Karte
   *[other] { $count } Karten
}

## Eine Seite der Flip-Karten.

side = { $side ->
    [color] Farbseite
   *[wild] Wild-Seite
}

## Eine versuchte Phase: ihre Nummer in der Tabelle der Ausgabe, oder eine Twist-Karte.

attempt = Phase { $number } ({ $phase })
attempt-twist = Twist-Karte { $number } ({ $phase })
