## Die eigenen Wörter des Tisch-Bildschirms: Titel, Spalten, Überschriften, Hinweise.

## Der Titel und die Adresse für die Handys.

screen-served = Handys und Fernseher (nur lesen): { $url }
screen-watching = Zuschauen
screen-leader = vorn: { $name }

## Die Zeilen der Spieler: die Spalten, was jeder spielt, die Anmerkungen daneben.

screen-col-player = Spieler
# Die Spalte dessen, was ein Spieler spielt: eine Phase, ein Feld des Twist-Bretts, eine Phasenkarte (Masters).
screen-col-progress = { $progress ->
    [phase] Phase
    [space] Feld
   *[card] Karte
}
screen-col-score = Punkte
screen-col-down = liegt
screen-col-holds = hält
screen-past = hinter 10
screen-done = { $count } geschafft
screen-open = { $count } offen
screen-note = { $note ->
    [winner] Gewinner
    [leader] vorn
    [deals] gibt
    [out] raus
   *[away] weg
}
# Ein Zeichen, wo der Bildschirm kein ✓ und – zeigen kann (ASCII).
screen-yes = ja
screen-no = nein
# Die Phasen dieser Runde, in Worten.
screen-phase-words = { $twist ->
    [yes] Twist-Karte { $number }: { $phase }
   *[no] Phase { $number }: { $phase }
}

## Das Twist-Brett; $past ist das Zeichen für das Ende (» oder >>).

screen-board = Brett
screen-board-legend = [#] Platz, { $past } hinter Phase 10

## Die Gruppen auf dem Tisch.

screen-nothing-over = (das Spiel ist vorbei)
screen-nothing-laid = (in dieser Runde ist noch nichts ausgelegt)
screen-more-groups = …und { $more } weitere (phase10 table zeigt alle)

## Das Ende der Runde, als Zeilen.

screen-col-out = raus
screen-col-made = geschafft
screen-col-left = übrig
screen-went-out = (rausgegangen)
screen-went-out-untyped = (rausgegangen; { $count } ungetippt angelegt)
screen-holds = (hält { $count })
screen-saved = eine Karte gespart
screen-drew-back = { $cards } zurückgezogen
screen-same-as = dasselbe wie Runde { $number }: doppelt getippt? n geht zurück zu den Zeilen

## Die Überschriften zwischen den Teilen.

screen-rule-words = die Wörter
screen-rule-table = auf dem Tisch
screen-rule-re-entered = Runde { $number } neu eingetragen
screen-rule-hand-end = Runde { $number }: das Ende der Runde
screen-rule-events = was geschah

## Unten: die Hinweise, warum die Datei gezeigt wird, wie sie war, ein abgebrochenes Einfügen.

screen-watching-served = Zuschauen: der Bildschirm folgt der Spieldatei; ? die Adresse für die Handys; q beendet
screen-watching-hint = Zuschauen: der Bildschirm folgt der Spieldatei; q beendet
screen-no-longer-replays = die Datei lässt sich nicht mehr lesen (so gezeigt, wie sie war): { $problem }
screen-hint = ? zeigt die Wörter · Tab ergänzt · Pfeil hoch holt zurück · q Enter beendet
screen-pasted-not-entered = { $left ->
    [one] { $text } (die eingefügte Zeile danach nicht eingegeben)
   *[other] { $text } (die { $left } eingefügten Zeilen danach nicht eingegeben)
}
