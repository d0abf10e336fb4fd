## Was ein Ereignis bewirkt hat: der Text der Kommandozeile und die eine Zeile des Tisches.

## Die Kommandozeile.

laid-phase = { $name } hat { $attempt } ausgelegt
read-in-order = in getippter Reihenfolge gelesen; für { $other } undo und lay { $cards }
hit-onto = { $name } hat { $cards } an { $group } angelegt
now = jetzt: { $cards }
hit-shared = { $name } hat { $cards } angelegt:
share = { $cards } an { $group }, jetzt: { $now }
flipped = die { $side } ist jetzt im Spiel (Runde { $hand })
saved = { $name } hat eine Karte gespart (Runde { $hand })
holds = { $name } hält { $left } (Runde { $hand })
tried = { $name } hat { $choice } versucht (Runde { $hand })
drew = { $name } hat { $cards } vom eigenen Stapel zurückgezogen (Runde { $hand })
dealer = { $name } gibt Runde { $hand }: danach gibt jeweils der linke Nachbar
recorded = Runde { $number } eingetragen
re-entered = Runde { $number } neu eingetragen
changed = geändert: { $what }
unchanged = Runde { $number } ist schon so eingetragen: nichts geändert
sits-down = { $name } setzt sich auf Platz { $seat }{ $from ->
    [1] {""}
   *[other] , ab Runde { $from }
}
sits-down-on = { $name } setzt sich auf Platz { $seat }{ $from ->
    [1] {""}
   *[other] , ab Runde { $from }
}, mit { $total } Punkten (der höchste Stand am Tisch: kein Vorsprung)
left-before = { $name } hat den Tisch vor der ersten Runde verlassen
got-up = { $name } ist nach Runde { $hand } aufgestanden: der Stand bleibt auf dem Block; { $name } spielt, führt und gewinnt nicht mehr
renamed = { $was } heißt jetzt { $name } (Platz { $seat }), in jeder Runde
ended-after = das Spiel endete nach Runde { $hand }

## Die eine Zeile des Tisches.

line-laid = { $name } hat { $attempt } ausgelegt: { $groups }
line-read-in-order = {" "}(in getippter Reihenfolge gelesen; für { $other } undo und lay { $cards })
line-share = { $cards } an { $group }, jetzt { $now }
line-hit = { $name } hat { $share } angelegt
line-hit-shared = { $name } hat { $cards } angelegt: { $shares }
line-flipped = eine Flip-Karte: die { $side } ist jetzt im Spiel
line-saved = { $name } hat eine Karte gespart
line-holds = { $name } hält { $left }
line-tried = { $name } hat { $choice } versucht
line-drew = { $name } hat { $cards } vom eigenen Stapel zurückgezogen
line-recorded = Runde { $number } eingetragen: { $hand }; { $next }
line-re-entered = Runde { $number } neu eingetragen: { $next }
line-re-entered-changed = Runde { $number } neu eingetragen: geändert: { $what }; { $next }
line-unchanged = Runde { $number } ist schon so eingetragen: nichts geändert
line-sits-down = { $name } setzt sich auf Platz { $seat }, ab Runde { $from }; { $next }
line-sits-down-on = { $name } setzt sich auf Platz { $seat }, ab Runde { $from }, mit { $total } Punkten (der höchste Stand am Tisch); { $next }
line-left-before = { $name } hat den Tisch vor der ersten Runde verlassen; { $next }
line-got-up = { $name } ist nach Runde { $hand } aufgestanden: der Stand bleibt auf dem Block; { $next }
line-renamed = { $was } heißt jetzt { $name } (Platz { $seat }), in jeder Runde
line-ended = das Spiel endete nach Runde { $hand }: { $next }
