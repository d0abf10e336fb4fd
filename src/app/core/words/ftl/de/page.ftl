## Die Seite der Handys, und was der Server einem Handy sagt oder ausgibt.

## Der Kopf der Seite, und was gerade geschah.

page-untitled = der Tisch
page-does-not-read = Die Datei lässt sich nicht lesen: { $problem }
page-no-longer-reads = Die Datei lässt sich nicht mehr lesen: { $problem }. Gezeigt, wie sie zuletzt stand.
# Der Umschalter zwischen den Sprachen der Seite (jede daneben in ihren eigenen Worten).
page-language = Sprache

## Ein beendetes Spiel, für BG Stats.

page-bgstats-log = Diese Partie in BG Stats eintragen
page-bgstats-file = die Partie als Datei (.bgsplay)

## Die Spieler.

page-players = Spieler
page-col-player = Spieler
# Die Spalte dessen, was ein Spieler spielt: eine Phase, ein Feld des Twist-Bretts, die Phasenkarten (Masters).
page-col-progress = { $progress ->
    [phase] Phase
    [space] Feld
   *[cards] Phasenkarten übrig
}
page-col-score = Punkte
page-col-hand = Diese Runde
page-note = { $note ->
    [winner] Gewinner
    [leads] vorn
   *[deals] gibt
}
page-away = weg
page-down-out = ausgelegt, raus
page-down-holds = ausgelegt, hält { $cards }
page-not-down = nicht ausgelegt
page-all-made = alle geschafft
page-made = { $count ->
    [0] keine geschafft
    [one] 1 Phase geschafft
   *[other] { $count } Phasen geschafft
}
page-none = keine
# Ein Twist-Feld als Wahl für die nächste Runde.
page-twist-choice = T ({ $first } oder { $second }), oder eine Twist-Karte
page-past = hinter Phase 10

## Die Gruppen auf dem Tisch, und was zuletzt geschah.

page-on-table = Auf dem Tisch
page-over = Das Spiel ist vorbei.
page-nothing-laid = In dieser Runde ist noch nichts ausgelegt.
page-col-group = Gruppe
page-col-cards = Karten
page-events = Was zuletzt geschah
page-nothing-yet = Noch nichts.

## Der eigene Teil eines Platzes.

page-your-seat = Dein Platz: { $name }
page-seat-phase = Phase { $phase }
page-not-down-yet = noch nicht ausgelegt
page-say-label = Sag, was du spielst (ohne deinen Namen)
page-say-button = Sagen
page-start-words = Wörter einfügen
page-footer-seat = Dein Platz: was du hier sagst, wird geprüft, als wäre es am Laptop des Tisches gesagt. Behalte diesen Link für dich.
page-footer-table = Nur lesen: phase10 zeigt diese Seite vom Laptop des Tisches.

## Was das Skript der Seite sagt.

page-js-done = erledigt
page-js-no-answer = Der Laptop des Tisches hat nicht geantwortet: sag es noch einmal.
page-js-not-served = Diese Seite wird nicht mehr gezeigt: scanne den Code am Laptop des Tisches noch einmal.
page-js-lost = Der Laptop des Tisches antwortet nicht: es wird gleich wieder versucht.

## Die kurzen Antworten des Servers an ein Handy.

page-not-found = nicht gefunden
page-say-takes-post = say nimmt nur einen POST an: eine Zeile in den Wörtern des Tisches
page-read-only = nur lesen: GET und HEAD
page-seat-get = hier GET und HEAD; eine Zeile wird mit einem POST an say gesagt
page-no-play = noch keine Partie: BG Stats speichert beendete Spiele
page-to-bgstats = zu BG Stats
page-too-slow = Anfrage zu langsam
page-too-large = Anfrage zu groß
page-busy = Der Laptop des Tisches hat zu viele Verbindungen: es wird gleich wieder versucht.
page-not-own-page = eine Zeile wird von der eigenen Seite des Platzes gesagt
page-give-length = gib die Länge der Zeile an (Content-Length)
page-two-lengths = zwei Längen, die sich unterscheiden
page-at-most = eine Zeile hat höchstens { $bytes } Bytes
page-not-utf8 = die Zeile ist kein UTF-8-Text
page-no-longer-sits = { $name } sitzt nicht mehr am Tisch

## Der Start des Servers.

page-give-address = { $flag }: gib eine Adresse mit Port an, etwa 192.168.1.20:8910, oder 127.0.0.1:0 für einen freien Port nur auf diesem Rechner (ohne { $flag } gilt die Netzwerkadresse dieses Rechners)
page-not-address = { $flag } { $given }: keine Adresse mit Port; gib eine an wie 192.168.1.20:8910, oder 127.0.0.1:0 für einen freien Port nur auf diesem Rechner
page-in-use = sie ist belegt; { $flag } { $ip }:0 nimmt einen freien Port
page-cannot-bind = { $error }; { $flag } 127.0.0.1:0 bedient nur diesen Rechner
page-cannot-listen = serve: kann nicht auf { $addr } lauschen: { $fix }
page-listened-on = serve: die Adresse, auf der gelauscht wird
page-no-thread = { $name }: kann keinen Thread starten
