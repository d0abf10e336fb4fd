## Der Stand, der Spielblock, das Spielbrett und die Kurve.

## Spalten.

col-phase = Phase
col-seat = Platz
col-player = Spieler
col-completed = geschafft
col-open = offen
col-space = Feld
col-phases-made = geschaffte Phasen
col-next-phase = nächste Phase
col-score = Punkte
col-save-pile = Sparstapel
col-dealer = Geber
col-out = raus

## Die Zeile über dem Stand.

head-phases-win = ({ $count } Phasen gewinnen)
head-own-phases = die eigenen { $phases } des Tisches
head-played = { $count ->
    [one] 1 Runde gespielt
   *[other] { $count } Runden gespielt
}
head-deals-next = { $name } gibt als Nächstes
house-rules = Hausregeln:

## Anmerkungen zu einem Spieler.

note-winner = Gewinner
note-leader = vorn
note-deals = gibt
note-away = weg
moved-got-up = { $name } ist nach Runde { $hand } aufgestanden
moved-sat-down-highest = { $name } spielt ab Runde { $hand } mit, mit dem damals höchsten Stand am Tisch
moved-sat-down = { $name } spielt ab Runde { $hand } mit

## Das Twist-Spielbrett.

board-label = Brett
pawns-label = Figuren
board-legend = (» ist hinter Phase 10)  Figuren: { $first }

## Eine Runde in einer Zeile, und was als Nächstes kommt.

now-on = jetzt auf { $space }
decided = { $how ->
    [first] als Erste(r) fertig
    [fewest-points] die wenigsten Punkte unter denen, die fertig wurden
    [lowest-total] der niedrigste Stand nach zehn Runden
    [went-out] ist in der Runde rausgegangen, in der mehrere hinter Phase 10 kamen
    [cards-left] der niedrigste Wert übriger Karten unter denen, die hinter Phase 10 kamen
    [replay] hat das Stechen um die letzte Phase zwischen den Gleichstehenden gewonnen
   *[ended] das Spiel endete vorzeitig: am weitesten vorn, dann die wenigsten Punkte
}
shared-early = (das Spiel endete vorzeitig: gleich weit vorn, mit gleich wenigen Punkten)
tied = Gleichstand: { $names }. Die nächste Runde ist das Stechen um Phase { $phase } nur zwischen ihnen: wer zuerst rausgeht, gewinnt ({ $advice }).
next-hand = Weiter: Runde { $number }, { $name } gibt.
no-hands-yet = Noch keine Runden: trage eine ein mit phase10 hand.

## Der Spielblock.

pad-replay = { $number } (Stechen)
pad-deals = { $name } gibt
pad-out = { $name } raus
pad-won = gewonnen

## Die Kurve.

chart-board = Feld nach jeder Runde (höher ist weiter; » ist hinter Phase 10)
chart-totals = Punktestand nach jeder Runde (niedriger ist besser)
chart-hand = (Runde)
chart-several = * mehrere
