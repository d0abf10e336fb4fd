## Der Tisch: wo das Spiel steht, was geschah, die Hilfe, die Plätze und Codes.

## Wo das Spiel steht, in Teilen.

hands-played = { $hands } gespielt
winner = Gewinner: { $name }
shared-win = Geteilter Sieg: { $names }
hand-number = Runde { $number }
replay = Stechen: { $names }
deals = { $name } gibt
side-in-play = { $side } im Spiel
sat-down = { $name } spielt ab Runde { $hand } mit { $total } Punkten mit (der damals höchste Stand am Tisch: Aussetzen ist kein Vorsprung)
taken-back = zurückgenommen: { $what }
taken-back-end = das Ende des Spiels

## Die Hilfe am Tisch.

help-lay = ann lay 7 7 7 + 9 9 W      eine Phase ausgelegt
help-phase = ann lay phase 4 …          Masters: die Phasenkarte; Twist: die Phase daneben
help-twist = ann lay twist 3 …          Twist, auf einem Twist-Feld: die gezogene Twist-Karte
help-hit = bob hit 7 on ann.1         Karten an eine Gruppe angelegt (on ann: die, an die sie passen)
help-flip = flip · dealer cy           eine Flip-Karte abgeworfen · Cy gibt diese Runde
help-out = out bob · new hand · cy left R7 W  das Ende der Runde · beiseite gespielt · die eigene Zeile
help-save = maya save R7 · maya draw R7  Masters: der Sparstapel, während die Runde läuft
help-players = players add zoë (seat 2)   auch players remove NAME, players rename NAME NEU
help-undo = undo · redo · edit 3       zurücknehmen · wiederholen · Runde 3 neu eintragen
help-check = check … · find …           eine Phase hier? (ann check …) · die Phase in einer Hand
help-phases = phases · status · table · seats  die Phasen · der Stand · die Gruppen · die Platz-Links
help-end = end · new game · bgstats   das Spiel endet · das nächste Spiel · die Partie für BG Stats
help-keys = Tab ergänzt · Pfeil hoch und runter holen Zeilen zurück (am Ende der Runde: zwischen den Antworten)
help-keys-esc = Esc leert die Zeile oder stellt eine Frage zurück; q Enter oder Strg-C beendet
help-rows = Am Ende der Runde wird jede Zeile der Reihe nach gefragt: Enter behält die gezeigte Antwort
help-quit = q beendet (oder das Ende der Eingabe)
help-names = Namen: in jeder Schreibung und mit oder ohne Akzente, ein Anfang des Namens, oder die Platznummer
help-cards = Karten: R7 B12 7 W S (oder rot 7, Joker, Aussetzen; Flip: R* *); + oder | zwischen Gruppen

## Was geschah, wie der Tisch es tippt.

event-hand-out = Runde { $number }: { $name } ist rausgegangen
event-hand = Runde { $number }: eingetragen
event-made-too = { $event }; { $names } hat es auch geschafft
event-flip = eine Flip-Karte: die { $side } liegt oben
event-laid = { $name } hat { $cards } ausgelegt
event-deals = { $name } gibt diese Runde
event-saved = { $name } hat eine Karte gespart
event-drew = { $name } hat { $cards } zurückgezogen
event-holds = { $name } hält { $cards }
event-tried = { $name } hat { $choice } versucht
event-hit = { $name } hat { $cards } angelegt
event-hit-on = { $name } hat { $cards } an { $on } angelegt
event-wins = { $name } gewinnt das Spiel
event-share = { $names } teilen sich den Sieg
choice-twist = Twist-Karte { $number }
choice-phase = Phase { $number }
choice-none = keine Phasenkarte

## Die Plätze auf den Handys, und die Codes auf dem Bildschirm.

not-the-seats-another = das ist der Platz von { $seat }: hier sagt { $seat } die eigenen Züge (die von { $other } werden an deren Platz gesagt, oder am Laptop des Tisches)
not-the-seats-hosts = { $seat } sagt hier die eigenen Züge (lay, hit, flip, check, out, left); undo, ein neues Spiel und wer wo sitzt werden am Laptop des Tisches gesagt
turned-away = der Server der Handys hat { $connections } abgewiesen (zu viele auf einmal, oder von einem Gerät); die Seiten versuchen es von selbst wieder
out-from-seat = { $name } ist rausgegangen: das Ende der Runde wird am Laptop des Tisches gefragt; jeder sagt dort, was er hält, oder am eigenen Handy (left R7 W, oder left 35)
seat-link = Platz von { $name }: { $url }
seats-kept = jeder Link ist der Platz eines Spielers auf dessen Handy: gib ihn nur ihm
seats-not-served = die Handys werden hier nicht bedient: play --serve (oder play --plain --serve) gibt jedem Platz seinen Link
bgstats-not-finished = bgstats: das Spiel ist nicht zu Ende, und BG Stats speichert beendete Partien (end beendet es vorzeitig)
bgstats-code-title = BG Stats: scanne ihn mit dem Handy, das die Partien der Gruppe speichert
code-too-big = der Code ist größer als dieser Bildschirm: play --serve gibt einen kurzen; der Link:
bgstats-code-keys = Enter oder Esc: fertig
bgstats-link = BG Stats: öffne das auf dem Handy, das die Partien der Gruppe speichert: { $link }
seat-code-title = Platz von { $name } ({ $number } von { $count }): scanne ihn mit dem Handy von { $name }
seat-code-keys = Enter: der nächste Platz · Esc: fertig

## Die eigenen Zeilen des einfachen Modus.

plain-banner = tippe, was passiert (? zeigt die Wörter, q beendet)
plain-too-long = nein: eine Zeile über { $most } Bytes wird nicht genommen
plain-not-utf8 = nein: die Zeile ist kein UTF-8-Text: tippe sie noch einmal
plain-keys = nein: Tasten wie Pfeil hoch und runter tun hier nichts (der einfache Modus liest Zeilen): tippe die Zeile noch einmal
plain-no = nein: { $why }
plain-no-mark = nein:{" "}
line-start-with = { $why }; oder beginne mit einem von: lay, hit, flip, out, undo, redo, check, find, new, end, edit, dealer, players, phases, ?
