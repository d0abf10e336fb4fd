## Das Gespräch am Tisch: Fragen, was zurückgestellt wurde, was nicht getan wurde.

set-aside-summary = das Ende der Runde ist zurückgestellt
set-aside-question = die Frage ist zurückgestellt
changed-elsewhere = der Tisch wurde an einem anderen Bildschirm geändert: { $what }, nichts wurde geschrieben
session-gone = die Spieldatei ist weg (redo holt eine zurück, die undo zurückgenommen hat)
ask-record = Runde { $number } eintragen? (y/n)
hint-record = y trägt sie ein; n geht zurück zu den Zeilen; Esc stellt sie zurück
hint-yes-no = y oder n
ask-untyped = { $held ->
    [one] wurde die letzte Karte
   *[other] wurden die letzten { $held } Karten
} von { $name } ungetippt angelegt? (y/n)
hint-untyped = y: die Runde endet mit { $name } raus, der Rest ungetippt; n: tippe zuerst die Anlagen
set-aside = zurückgestellt: nichts wurde geschrieben
back-to-rows-keys = zurück zu den Zeilen: Enter behält eine Antwort, Pfeil hoch und runter wechseln
back-to-rows = zurück zu den Zeilen: jede wird neu gefragt, Enter behält ihre Antwort
not-done-nothing = nicht getan: nichts wurde geschrieben
type-hits-first = dann tippe zuerst die übrigen Anlagen von { $name } ({ $name } hit KARTEN on BESITZER), und dann wieder out { $name }
changed-elsewhere-summary = der Tisch wurde an einem anderen Bildschirm geändert: das Ende der Runde ist zurückgestellt, nichts wurde geschrieben
not-recorded = nicht eingetragen: { $why }
not-laid = nicht ausgelegt: { $why }
not-hit = nicht angelegt: { $why }
not-done = nicht getan: { $why }
not-done-game = nicht getan: dieses Spiel { $why }
redone = wiederholt: { $what }
undone = zurückgenommen: { $what }
none-current = jetzt ist kein Spiel aktuell (redo holt das zurückgenommene wieder)
next-game = das nächste Spiel: { $name }, { $dealer } gibt zuerst
edit-as-recorded = Runde { $number } wie eingetragen: korrigiere eine Antwort, dann trägt y sie ein
edit-refused = edit { $number }: { $why }
ask-end = das Spiel nach Runde { $hand } beenden? { $names } { $count ->
    [one] gewinnt
   *[other] teilen sich den Sieg
} (y/n)
not-ended = nicht beendet: { $why }
new-game-file = new game gilt für die Spiele im Datenordner: dieses ist eine eigene Datei
new-game-none-current = new game folgt dem aktuellen Spiel, und jetzt ist keins aktuell
ask-new-game = dieses Spiel hat noch keinen Gewinner ({ $hands }): trotzdem das nächste Spiel beginnen? (y/n)
nothing-on-table-over = das Spiel ist vorbei: nichts liegt auf dem Tisch
nothing-laid-yet = in dieser Runde ist noch nichts ausgelegt
phase-of-game = Phase { $number }: { $phase }
phases-of-game = dieses Spiel hat die Phasen 1 bis { $last }

## Was ein undo oder redo getan hat.

undo-new-session = neues Spiel { $name }
undo-new-session-again = neues Spiel { $name } ({ $previous } ist wieder aktuell)
undo-new-session-none = neues Spiel { $name } (jetzt ist kein Spiel aktuell)
undo-new-session-none-cli = neues Spiel { $name } (jetzt ist kein Spiel aktuell: phase10 new beginnt eins)
undo-nothing-table = in { $name } ist nichts zurückzunehmen: es wurde von Hand geändert, seit es angelegt wurde, also nimmt undo das neue Spiel nicht zurück
undo-nothing = in { $name } ist nichts zurückzunehmen: es wurde von Hand geändert, seit phase10 new es anlegte, also nimmt undo das neue Spiel nicht zurück; phase10 sessions remove { $name } tut es
undo-removed-hand = Runde { $number } entfernt
redo-recorded-hand = Runde { $number } wieder eingetragen
undo-restored-hand = Runde { $number } wiederhergestellt, wie sie vor der Änderung war
redo-re-entered-hand = Runde { $number } wieder neu eingetragen

## Was eine Änderung tat, wie undo und redo es sagen.

done-recorded-hand = Runde { $hand } eingetragen
done-re-entered-hand = Runde { $hand } neu eingetragen
done-ended = das Spiel nach Runde { $hands } beendet
done-laid = { $name } hat in Runde { $hand } eine Phase ausgelegt
done-hit = { $name } hat in Runde { $hand } { $cards } angelegt
done-flipped = die Seite hat in Runde { $hand } gewechselt
done-saved = { $name } hat in Runde { $hand } eine Karte gespart
done-drew-back = { $name } hat in Runde { $hand } vom Sparstapel zurückgezogen
done-said-hold = { $name } hat in Runde { $hand } gesagt, was auf der Hand ist
done-said-phase-card = { $name } hat in Runde { $hand } die Phasenkarte gesagt
done-deals = { $name } gibt Runde { $hand }
done-sat-down = { $name } hat sich an den Tisch gesetzt
done-sat-down-again = { $name } hat sich wieder an den Tisch gesetzt
done-left-table = { $name } hat den Tisch verlassen
done-got-up = { $name } ist nach Runde { $hands } aufgestanden
done-renamed = { $was } heißt jetzt { $now }
