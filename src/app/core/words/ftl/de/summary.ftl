## Das Ende der Runde: die Frage jeder Zeile und was sie nimmt, die Zeilen, und warum
## eine Antwort nicht genommen wird.

## Die Fragen.

ask-dealer = wer hat gegeben
ask-replay-out = wer hat das Stechen gewonnen
ask-out = wer ist rausgegangen
ask-made = wer hat es noch geschafft
ask-side = welche Seite lag oben, als die Runde endete
ask-phase-card = Phasenkarte von { $name }
ask-phase-beside = Phase von { $name } ({ $before } oder { $after }, oder twist N)
ask-phase = Phase von { $name }
ask-left = übrige Karten von { $name }
ask-save = { $name } hat gespart
ask-unsave = { $name } hat zurückgezogen

## Was eine Zeile nimmt.

takes-name = ein Name, sein Anfang, oder die Platznummer
takes-names = Namen, oder none
takes-side = color oder wild
takes-twist-space = auf einem Twist-Feld: { $before } oder { $after } ist die Phase daneben; twist N ist die gezogene Twist-Karte
takes-phase-card = die Zahl auf der Phasenkarte: eine von { $open }
takes-left = die Karten (z. B. { $example }) oder ihre Punkte
takes-left-holds = hält { $holds }; die Karten (z. B. { $example }) oder ihre Punkte
takes-save = die gesparte Karte (nicht gezeigt), oder Enter für keine
takes-unsave = die zurückgezogenen gesparten Karten, oder Enter für keine

## Warum eine Antwort nicht genommen wird.

not-one-of-players = "{ $typed }" ist keiner der Spieler ({ $players })
not-one-of-players-hint = "{ $typed }" ist keiner der Spieler ({ $players }); meintest du { $hint }?
not-in-this-hand = { $name } spielt diese Runde nicht
not-at-table-this-hand = { $name } sitzt diese Runde nicht am Tisch
dealer-played = ein Zug dieser Runde sagt, { $name } hat gegeben: nimm diesen Zug zurück, um es zu ändern
no-out = sag, wer rausgegangen ist
out-made = { $name } ist rausgegangen: wer rausgeht, hat es geschafft
no-left = übrige Karten oder Punkte von { $name }
holds-given = { $name } hält { $holds }; { $given } angegeben
deck-counted = die Karten auf dem Tisch und in den Händen, zusammengezählt: { $why }
one-card = eine Karte: man spart eine Karte pro Runde
twist-cards-range = Twist-Karten gehen von 1 bis 10
record-or-not = y trägt die Runde ein, n geht zurück zu den Zeilen

## Die Zeilen.

rows-edit = Runde { $number } neu eingetragen:
rows-title = Runde { $number }: das Ende der Runde:
row-went-out = ist rausgegangen
row-went-out-untyped = ist rausgegangen ({ $count } ungetippt angelegt)
row-made = hat es geschafft
row-not-made = hat es nicht geschafft
row-phase = Phase { $phase }
row-left = übrig { $left }
row-left-holds = übrig { $left } (hält { $holds })
row-saved = hat eine Karte gespart
row-drew = hat { $cards } zurückgezogen
row-no = nein: { $why }
row-same-as = dasselbe wie Runde { $number }: doppelt getippt? n geht zurück zu den Zeilen
