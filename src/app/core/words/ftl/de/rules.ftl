## Die Regeln in Worten: eine Hausregel, wie ein Spiel gewonnen wird, die Erinnerungen des Tisches.

house-natural = jede Gruppe braucht eine natürliche Karte
house-go-out = rausgehen heißt die letzte Karte abwerfen (niemand legt alle 11 aus)
house-runs-wrap = eine Folge darf von 12 auf 1 weitergehen (11 12 1 2)
house-twist-pass = jeder Zug hinter das Feld Phase 10 beendet das Brett
house-twist-tiebreak = übrige Karten zählen bei Gleichstand ihren Zahlenwert
goal-own-list = die eigenen { $phases } { $phases ->
    [one] Phase
   *[other] Phasen
} des Tisches, der Reihe nach; wer zuerst Phase { $phases } schafft, gewinnt; bei Gleichstand: die wenigsten Punkte, dann ein Stechen
goal-board = wer zuerst hinter das Feld Phase 10 kommt, gewinnt; mehrere zugleich: wer rausging, sonst die wenigsten übrigen Punkte
goal-chosen = wer zuerst alle zehn Phasenkarten schafft, gewinnt, in beliebiger Reihenfolge; bei Gleichstand: die wenigsten Punkte
goal-ten-hands = zehn Runden, jeder rückt jede Runde eine Phase weiter; der niedrigste Stand gewinnt
goal-phases = wer zuerst { $phases } Phasen schafft, gewinnt; bei Gleichstand: die wenigsten Punkte
goal-even-phases = nur die geraden Phasen, der Reihe nach; wer sie zuerst schafft, gewinnt; bei Gleichstand: die wenigsten Punkte
goal-standard = die Phasen der Reihe nach; wer zuerst Phase 10 schafft, gewinnt; bei Gleichstand: die wenigsten Punkte, dann ein Stechen
remind-turn = ein Zug: eine Karte ziehen, auslegen oder anlegen, dann eine abwerfen
remind-hits = anlegen erst, wenn die eigene Phase ausliegt, und nur im eigenen Zug
remind-skip = ein abgeworfener Aussetzer lässt den genannten Spieler einmal aussetzen: phase10 sieht nicht, wen
remind-one-skip = höchstens ein Aussetzer gegen jeden Spieler pro Runde am Tisch
remind-flip = eine abgeworfene Flip-Karte wendet das Spiel: tippe flip
remind-save = einmal pro Runde darfst du eine Karte sparen, statt sie abzuwerfen
remind-twist-space = auf einem Twist-Feld: wähle eine Phase daneben, oder ziehe eine Twist-Karte und halte sie geheim
card-title = Regeln { $edition }
house-none = keine: die Regeln wie gedruckt
phases-on-board = Phasen auf dem Brett:
phases-title = Phasen:
twist-phase-cards = Twist-Phasenkarten:
board-title = Brett: { $board }
reminders-title = Was der Tisch selbst im Blick behält (phase10 sieht es nicht):
