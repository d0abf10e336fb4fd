## The phones' page, and what the server says to a phone or prints.

## The head of the page, and what just happened.

page-untitled = the table
page-does-not-read = The file does not read: { $problem }
page-no-longer-reads = The file no longer reads: { $problem }. Shown as it last stood.
# The switch between the page's languages (each named in its own words beside it).
page-language = Language

## A finished game, for BG Stats.

page-bgstats-log = Log this play in BG Stats
page-bgstats-file = the play file (.bgsplay)

## The players.

page-players = Players
page-col-player = Player
# The column of what a player plays: a phase, a Twist board space, Masters' phase cards.
page-col-progress = { $progress ->
    [phase] Phase
    [space] Space
   *[cards] Phase cards left
}
page-col-score = Score
page-col-hand = This hand
page-note = { $note ->
    [winner] winner
    [leads] leads
   *[deals] deals
}
page-away = away
page-down-out = down, out
page-down-holds = down, holds { $cards }
page-not-down = not down
page-all-made = all made
page-made = { $count ->
    [0] none made
    [one] 1 phase made
   *[other] { $count } phases made
}
page-none = none
# A Twist space as the next hand's choice.
page-twist-choice = T ({ $first } or { $second }), or a Twist card
page-past = past 10

## The groups on the table, and the last events.

page-on-table = On the table
page-over = The game is over.
page-nothing-laid = Nothing laid yet this hand.
page-col-group = Group
page-col-cards = Cards
page-events = Last events
page-nothing-yet = Nothing yet.

## A seat's own part.

page-your-seat = Your seat: { $name }
page-seat-phase = phase { $phase }
page-not-down-yet = not down yet
page-say-label = Say what you play (your name is implied)
page-say-button = Say it
page-start-words = Start the words
page-footer-seat = Your seat: what you say here is refereed as if said at the table's laptop. Keep this link to yourself.
page-footer-table = Read only: phase10 serves this page from the table's laptop.

## What the page's script says.

page-js-done = done
page-js-no-answer = The table's laptop did not answer: say it again.
page-js-not-served = This page is no longer served: scan the table laptop's code again.
page-js-lost = The table's laptop does not answer: trying again.

## The server's short answers to a phone.

page-not-found = not found
page-say-takes-post = say takes a POST: one line of the table's words
page-read-only = read only: GET and HEAD
page-seat-get = GET and HEAD here; a line is said with a POST to say
page-no-play = no play yet: BG Stats keeps finished games
page-to-bgstats = to BG Stats
page-too-slow = request too slow
page-too-large = request too large
page-busy = The table's laptop has too many connections: trying again.
page-not-own-page = a line is said from the seat's own page
page-give-length = give the line's length (Content-Length)
page-two-lengths = two lengths that differ
page-at-most = a line of at most { $bytes } bytes
page-not-utf8 = the line is not UTF-8 text
page-no-longer-sits = { $name } no longer sits at the table

## Starting the server.

page-give-address = { $flag }: give an address and port, like 192.168.1.20:8910, or 127.0.0.1:0 for a free port on this machine only (leave { $flag } out for this machine's network address)
page-not-address = { $flag } { $given }: not an address and port; give one like 192.168.1.20:8910, or 127.0.0.1:0 for a free port on this machine only
page-in-use = it is in use; { $flag } { $ip }:0 takes a free port
page-cannot-bind = { $error }; { $flag } 127.0.0.1:0 serves this machine only
page-cannot-listen = serve: cannot listen on { $addr }: { $fix }
page-listened-on = serve: the address listened on
page-no-thread = { $name }: cannot start a thread
