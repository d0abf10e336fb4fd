## Die eigenen Worte der Kommandozeile: was ein Befehl tat, die Köpfe ihrer Tabellen,
## ihre Berichte (Partien, Statistik, Exporte, doctor, die Stammtische).

## Was nicht geschah, vor dem Grund.

prefix-not-laid = nicht ausgelegt
prefix-not-hit = nicht angelegt
prefix-not-recorded = nicht eingetragen
prefix-not-changed = nicht geändert
prefix-not-flipped = nicht umgedreht

## Ein neues Spiel: was es begann, und die Fragen am Terminal.

new-session = neue { $edition }-Partie{ $named ->
    [no] {""}
   *[other] {" "}„{ $name }“
} für { $players } in { $path }
new-no-config = --table { $typed }: noch keine Konfiguration ({ $path }): behalte einen Tisch mit phase10 tables save NAME
new-give-flags = gib --edition und --players "Anna,Ben" an, oder starte in einem Terminal, um gefragt zu werden
new-give-players = gib --players "Anna,Ben,Cem" an (in Sitzreihenfolge)
again-anyway = { $name } hat noch keinen Sieger: trotzdem das nächste Spiel beginnen?
again-force = --again: { $name } hat noch keinen Sieger: mit --force beginnt das nächste Spiel trotzdem
new-ask-edition = Ausgabe
new-ask-players = Spieler in Sitzreihenfolge, durch Kommas getrennt ({ $lo } bis { $hi })
new-ask-players-count = { $edition } wird mit { $lo } bis { $hi } Spielern gespielt
new-ask-players-same = „{ $first }“ und „{ $second }“ sind derselbe Name (Groß- und Kleinschreibung zählt nicht): die Namen müssen sich unterscheiden
new-ask-dealer = Wer gibt zuerst?
new-ask-variation = Variante
new-ask-variation-choice = { $variation ->
    [standard] normal: Phasen 1 bis 10
    [ten-hands] zehn Runden: alle rücken jede Runde vor
    [phases] wer zuerst N Phasen schafft
   *[even-phases] nur die geraden Phasen (2, 4, 6, 8, 10)
}
new-ask-phases = Wie viele Phasen gewinnen?
new-ask-phases-range = eine Zahl von 1 bis 10
new-ask-house-rules = Hausregeln

## Der Tisch: die Gruppen, die in der laufenden Runde ausliegen.

table-hand = Runde { $hand }{ $flip ->
    [yes] {" "}· { $side } im Spiel
   *[no] {""}
}
table-game-over = Es wird keine Runde gespielt: das Spiel ist vorbei.
table-next-game = phase10 new --again beginnt das nächste Spiel.
table-nothing-laid = Noch nichts ausgelegt: phase10 lay NAME KARTEN trägt eine Phase ein, wie sie ausgelegt wird.
table-owner = Spieler
table-group = Gruppe
table-cards = Karten
table-down = { $name }: { $phase } ({ $count ->
    [one] 1 Karte
   *[other] { $count } Karten
} abgelegt)
table-not-down = { $name }: noch nicht ausgelegt
