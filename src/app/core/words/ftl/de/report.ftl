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
tables-rule-phases-win = { $count ->
    [one] 1 Phase gewinnt
   *[other] { $count } Phasen gewinnen
}
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

## Statistik: die Zeilen der Spieler, Wertungen, Rivalen, Saisons.

stats-since-date = --since { $date }: schreib das Datum als JJJJ-MM-TT
stats-season-not = --season { $season }: kein Jahr und kein Quartal, und { $problem }
stats-did-you-mean = Keine beendeten Spiele von „{ $name }“; meintest du { $hint }?
stats-none = Noch keine beendeten Spiele.
stats-none-match = Noch keine beendeten Spiele, die passen.
stats-season = Saison { $name }: { $from } bis { $to }
stats-skipped = übersprungen: { $what }
stats-edition = Ausgabe: { $edition }
stats-no-win = kein Sieg
stats-fastest-win = schnellster Sieg in { $hands }
stats-col-player = Spieler
stats-col-games = Spiele
stats-col-wins = Siege
stats-col-win-rate = Sieg-%
stats-col-hands = Runden
stats-col-avg = Ø Punkte
stats-col-phases = Phasen/Runde
stats-col-fastest = schnellster
stats-points-a-hand = { $points } Punkte pro Runde
stats-phases-a-hand = { $phases } Phasen pro Runde
stats-beat = geschlagen (gewonnene Spiele gegen jeden):
stats-rating-heading = Wertung: Weng-Lin, jedes beendete Spiel in der gespielten Reihenfolge nachgespielt (Start bei 25, höher ist besser)
stats-col-edition = Ausgabe
stats-col-rating = Wertung
stats-col-last-game = letztes Spiel
stats-ahead-of = am häufigsten vor { $names } ins Ziel (je { $games })
stats-ahead-of-none = noch vor niemandem ins Ziel
stats-behind = am häufigsten hinter { $names } (je { $games })
stats-behind-none = noch hinter niemandem
stats-champion-heading = Meister: die meisten Siege in der Saison, dann die bessere Wertung über ihre Spiele
stats-col-season = Saison
stats-col-champion = Meister

## Exporte: die Spalten und Worte der Blätter, und was geschrieben wurde.

export-link-bgstats = --link: der Push-Link ist der von BG Stats: gib --format bgstats --link an
export-unfinished = nicht exportiert: das Spiel ist nicht beendet, und BG Stats nimmt nur beendete Partien (phase10 end beendet es vorzeitig, wer am weitesten ist, gewinnt)
export-kept-file = --output { $path }: diese Datei verwaltet phase10 selbst (die Partie, ihr Journal oder Backup, das Datenverzeichnis oder die Konfiguration); exportiere in eine eigene Datei
export-wrote = { $path } geschrieben ({ $what }, { $format })
export-season-bgstats = { $asked }: die Partien einer Saison gehen an BG Stats: gib --format bgstats { $asked } an
export-no-game-season = nicht exportiert: kein beendetes Spiel in der Saison { $name } ({ $from } bis { $to })
export-no-game = nicht exportiert: kein beendetes Spiel im Datenverzeichnis
export-col-hand = Runde
export-col-dealer = Geber
export-col-player = Spieler
export-col-phase = Phase
export-col-made = geschafft
export-col-out = raus
export-col-position = Feld
export-col-finished = im Ziel
export-col-points = Punkte
export-col-total = Stand
export-col-note = Notiz
export-replay = { $number } (Stechen)
export-mark-out = raus
export-winner = Sieger: **{ $name }**
export-shared-win = Geteilter Sieg: **{ $names }**

## Doctor: eine Partiedatei geprüft.

doctor-fine = { $path }: in Ordnung: ein { $edition }-Spiel, { $players }, { $hands } gespielt{ $pending ->
    [yes] {" "}(der letzte Schritt des Journals hat die Datei nie erreicht: die nächste Änderung nimmt ihn heraus)
   *[no] {""}
}
doctor-by-hand = Korrigiere die Zeile oben von Hand (die Datei ist einfaches TOML); phase10 ändert nichts, bis sie sich nachspielen lässt.
doctor-journal-only = Die Partie selbst ist in Ordnung; nur undo und redo brauchen das Journal.
doctor-backup-sound = Die vorige Fassung liegt in { $path } und ist in Ordnung: kopiere sie zurück, oder korrigiere die Zeile oben von Hand.
doctor-backup-broken = Die vorige Fassung hilft nicht: { $problem }

## Spieler: die Notizen der Liste.

players-sat-down = { $name } (dabei ab Runde { $hand })
players-got-up = { $name } (nach Runde { $hand } aufgestanden)

## Ändern, rückgängig und wiederholen, eine Änderung neu gefragt.

edit-give = edit { $number }: gib an, was sich geändert hat (z. B. --left Dee="R7" oder --out Ann), oder starte in einem Terminal, um gefragt zu werden, ausgehend von den eingetragenen Antworten
undo-done = { $redo ->
    [yes] wiederhergestellt
   *[no] rückgängig gemacht
}: { $what }
change-asking-again = Die Partie hat sich geändert, während du geantwortet hast (sie hat jetzt { $hands }): ich frage noch einmal.

## Serve: was es am Terminal ausgibt.

serve-unprinted = serve: die Adresse der Seite ließ sich nicht auf die Standardausgabe schreiben ({ $problem }); starte es dort, wo seine Ausgabe gelesen werden kann (ein Terminal oder eine Datei)
serve-phones = Handys in diesem Netz: scannt den Code, oder tippt { $url }
    Nur lesen; jeder Spieler an seinem eigenen Platz: phase10 serve --seats. Strg-C beendet.
serve-seat = Platz von { $name } ({ $number } von { $count }): { $link }
serve-next-seat = Enter für den Code des nächsten Platzes.
serve-seats-done = Jeder Link ist der Platz seines Spielers: behalte ihn für dich. Der Tisch, nur lesen: { $url }
    Strg-C beendet.

## Spielen und zuschauen: der Bildschirm, oder Zeilen.

play-not-json = { $verb } ist ein Bildschirm, keine Antwort: für ein Skript phase10 status --json und phase10 table --json
play-no-terminal = { $verb } braucht ein Terminal zum Zeichnen; für ein Skript phase10 status und phase10 table{ $watch ->
    [yes] {""}
   *[no] , oder phase10 play --plain
}
play-plain-not-json = play --plain gibt Textzeilen aus, keine Antwort: für ein Skript phase10 status --json
play-first-game = Noch kein Spiel: das erste beginnt hier.
play-saved-unprinted = gespeichert, aber die Antworten ließen sich nicht ausgeben ({ $problem }); phase10 status zeigt, wo das Spiel steht

## Die Fragen am Terminal: Hinweise, eine abgelehnte Antwort, eine verlassene Frage.

prompt-cancelled = abgebrochen ({ $why }); nichts wurde geschrieben
prompt-cancelled-ended = abgebrochen (die Eingabe endete); nichts wurde geschrieben
prompt-cancelled-q = abgebrochen (q); nichts wurde geschrieben
prompt-tick = { $prompt } (Leertaste zum Ankreuzen, Enter wenn fertig)
prompt-secret = { $prompt } (wird nicht angezeigt; Enter für keins)
prompt-numbers = { $prompt } (ihre Nummern, durch Kommas getrennt; none für keine)
prompt-y-or-n = { $prompt } (y oder n)
prompt-no = nein: { $why }
prompt-too-long = nein: eine Antwort über { $most } Bytes wird nicht genommen
prompt-not-utf8 = nein: die Antwort ist kein UTF-8-Text: tippe sie noch einmal
prompt-needed = nein: eine Antwort ist nötig: tippe sie
prompt-answer-y-or-n = nein: antworte y oder n
prompt-give-number = gib eine Zahl von 1 bis { $count } an
prompt-none-of = „{ $answer }“ ist keine der Möglichkeiten: gib ihre Nummer an (1 bis { $count })
prompt-more-than-one = mit „{ $answer }“ beginnt mehr als eine Möglichkeit: gib ihre Nummer an

## Eine Partie für BG Stats: die Rolle jedes Spielers, die Kommentare der Partie.

bgstats-past = hinter Phase 10
bgstats-space = Feld { $space }
bgstats-made = { $made } von { $target } { $target ->
    [one] Phase
   *[other] Phasen
} geschafft
bgstats-edition = Ausgabe { $edition }
bgstats-own-phases = die eigenen { $count } Phasen des Tisches
bgstats-sat-down = { $name } dabei ab Runde { $hand }
bgstats-got-up = { $name } nach Runde { $hand } aufgestanden
bgstats-ended-points = vorzeitig beendet, bevor jemand fertig war: wer am weitesten war, gewann, dann die wenigsten Punkte
bgstats-ended = vorzeitig beendet, bevor jemand fertig war: wer am weitesten war, gewann
bgstats-recorded = { $parts }; eingetragen mit phase10

## Das nächste Spiel nach dem aktuellen.

again-no-current = --again: keine aktuelle Partie, an die sich anschließen ließe; beginne eine mit phase10 new --players
