## Die Berichte der Kommandozeile und ihre Befehle: Partien, Statistik, Exporte, doctor,
## die Stammtische, die Phasentabellen, die Fragen am Terminal.

## Partien: die Liste, ein Wechsel, ein Löschen.

sessions-current = aktuelle Partie: { $name }
sessions-no-such = keine Partie „{ $name }“ in { $dir }
sessions-remove-confirm = „{ $name }“ löschen: bestätige mit --yes (das lässt sich nicht rückgängig machen)
sessions-remove-ask = Partie „{ $name }“ löschen? Das lässt sich nicht rückgängig machen
sessions-not-removed = nicht gelöscht
sessions-removed = Partie { $name } gelöscht
sessions-none-left = jetzt ist keine Partie aktuell, und keine ist übrig: beginne eine mit phase10 new
sessions-one-left = jetzt ist keine Partie aktuell; übrig ist: { $name } (phase10 sessions switch { $name })
sessions-left = jetzt ist keine Partie aktuell; übrig: { $names } (phase10 sessions switch NAME)
sessions-in-play = läuft
sessions-won-by = gewonnen von { $name }
sessions-shared-by = geteilt von { $names }
sessions-broken = kaputt: { $problem }
sessions-none = Keine Partien in { $dir }: beginne eine mit phase10 new
sessions-col-name = Name
sessions-col-edition = Ausgabe
sessions-col-players = Spieler
sessions-col-hands = Runden
sessions-col-state = Stand
sessions-col-created = begonnen

## Phasen: die Tabelle einer Ausgabe.

phases-heading = Phasen ({ $edition })
phases-own = die eigenen Phasen dieses Tisches ({ $edition })
phases-twist-cards = Twist-Phasenkarten

## Die Stammtische.

tables-removed = Tisch { $name } aus { $path } entfernt
tables-none = Noch keine Tische in { $path }: phase10 tables save NAME merkt sich den Tisch der aktuellen Partie als NAME
tables-col-table = Tisch
tables-col-edition = Ausgabe
tables-col-players = Spieler
tables-col-house-rules = Hausregeln
tables-rule-ten-hands = zehn Runden
tables-rule-phases-win = { $count } Phasen gewinnen
tables-rule-even-phases = gerade Phasen
tables-rule-natural = natural = group
tables-rule-tiebreak = Zahlenwert bei Gleichstand
tables-rule-go-out = rausgehen durch Abwerfen
tables-rule-twist-pass = jeder Zug über Phase 10 hinaus
tables-rule-runs-wrap = Folgen gehen von 12 auf 1 weiter
tables-rule-own-phases = eigene Phasen ({ $count })
tables-in = (in { $path })
tables-not-usable = nicht nutzbar: { $problem }
tables-kept = Tisch { $name } ({ $edition }, { $players }) in { $path } gemerkt: phase10 new --table { $name } beginnt sein nächstes Spiel
