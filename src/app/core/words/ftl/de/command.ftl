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

## Eine Runde eintragen, mit Flags oder am Terminal.

hand-same-recorded = Runde { $number } ist dieselbe wie Runde { $before }; trotzdem eingetragen (phase10 undo nimmt es zurück)
hand-give-out = gib --out NAME an (mit --made, und --left NAME="KARTEN" oder --points NAME=N für die anderen), oder starte in einem Terminal, um gefragt zu werden
hand-made-twice = --made: { $name } steht zweimal da
hand-deals = Runde { $number }: { $name } gibt.
hand-no = nein: { $why }
hand-not-recorded = nicht eingetragen: { $why }
hand-heading = Runde { $number }:
hand-same-again = Runde { $number } ist dieselbe wie Runde { $before }: trotzdem noch einmal eintragen?
hand-same-not-recorded = nicht eingetragen: dieselbe wie Runde { $before } (nichts geschrieben)
hand-record = Runde { $number } eintragen?

## Ein geprüftes Anlegen, und wonach check oder find gefragt werden.

hit-say-whose = hit: sag, wessen Gruppe, mit --on BESITZER[.N] (phase10 hit { $first } ... --on Anna.1), oder prüfe Karten gegen eine Gruppe außerhalb des Spiels mit --onto "GRUPPE KARTEN"
hit-give-cards = hit: gib die angelegten Karten nach den Flags an (z. B. phase10 hit --onto "5 5 5" --as set 5); Trennzeichen allein sind keine Karte
hit-give-name = hit: gib NAME an, dann die angelegten Karten
hit-give-cards-after = hit { $name }: gib die angelegten Karten nach dem Namen an (z. B. hit { $name } R7 --on Anna)
hit-no-such-group = --as { $kind }: { $edition } hat keine solche Gruppe (es gibt: { $kinds })
setup-side-flip-only = --side: nur Flip-Karten haben zwei Seiten; lass --side weg oder nimm --edition flip
setup-own-list-range = --phase { $number }: die eigene Liste dieses Tisches hat die Phasen 1 bis { $count } (oder gib eine Phase an wie „2 Drillinge“)
setup-phase-range = --phase { $number }: die Tabelle von { $edition } hat die Phasen 1 bis 10 (oder gib eine Phase an wie „2 Drillinge“)
setup-no-twist-cards = --twist-card: die Ausgabe { $edition } hat keine Twist-Karten; nimm --edition twist
setup-twist-card-range = --twist-card { $number }: die Twist-Karten gehen von 1 bis 10
setup-no-phase-card = --player { $name }: { $name } hat in dieser Runde keine Phasenkarte gelegt; gib --phase N an
setup-game-over = --player { $name }: das Spiel ist vorbei
setup-no-phase-left = --player { $name }: { $name } hat keine Phase mehr auszulegen
setup-not-the-edition = --player: die Partie ist nicht { $edition }; lass --edition weg
setup-give-phase = gib --phase N, --phase "PHASE" oder --twist-card N an

## Die Argumente, wie clap sie liest: was falsch ist, in einer Zeile.

clap-give-command = gib einen Befehl an: phase10 play beginnt den Abend am Tisch-Bildschirm (phase10 new beginnt ein Spiel mit Flags; phase10 --help zählt alle auf)
clap-invalid-value = ungültiger Wert '{ $value }' für '{ $arg }'
clap-value-required = '{ $arg }' braucht einen Wert, und es wurde keiner angegeben
clap-unexpected-argument = unerwartetes Argument '{ $arg }'
clap-unrecognized-subcommand = unbekannter Befehl '{ $command }'
clap-conflict = das Argument '{ $arg }' geht nicht zusammen mit { $others }
clap-missing = diese nötigen Argumente fehlen: { $args }
clap-requires-command = '{ $command }' braucht einen Befehl
clap-no-equals = '{ $arg }' nimmt seinen Wert nach einem Gleichheitszeichen ({ $arg }=WERT)
clap-unexpected-value = unerwarteter Wert '{ $value }' für '{ $arg }'
clap-values = '{ $arg }' nimmt { $expected } Werte, und { $given } wurden angegeben
clap-not-utf8 = ein Argument ist kein UTF-8-Text
clap-not-read = die Argumente lassen sich nicht lesen
clap-possible = {" "}[mögliche Werte: { $values }]
clap-did-you-mean = ; meintest du { $meant }?
clap-trailing = ; um '{ $arg }' als Wert zu übergeben, schreibe '-- { $arg }'
clap-usage = {" "}(Aufruf: { $usage }; --help sagt mehr)
clap-help-says-more = {" "}(--help sagt mehr)
clap-or = {" "}oder{" "}

## Die Einstellungen eines Spiels, als Flags oder Schlüssel eines Tisches.

settings-name-players = nenne die Spieler in Sitzreihenfolge
settings-phases-range = { $number }: wer zuerst N Phasen schafft, gewinnt, N von 1 bis 10
settings-twist-rule = eine Twist-Hausregel, und dieser Tisch spielt { $edition }
settings-use = nimm { $first } oder { $second }
