
use builtin;
use str;

set edit:completion:arg-completer[phase10] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'phase10'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'phase10'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand check 'Check a claimed phase: all given cards are laid down'
            cand find 'Find the phase in a whole hand: the lay-down leaving the fewest points'
            cand hit 'Check whether cards can be hit onto a laid group'
            cand phases 'Print an edition''s phase table'
            cand rules 'The table''s rules card: edition, variation, house rules, the phases, and what the table keeps for itself (who a Skip hits)'
            cand new 'Start a session (asks for edition, players and variation when given no flags)'
            cand hand 'Record one hand (asks on a terminal; fully by flags for scripts)'
            cand status 'Standings: phases, scores, dealer, leader, winner'
            cand history 'One row per hand, like the paper score pad (--chart: the running totals drawn)'
            cand players 'The players at the table: list them, or rename one (everywhere the session names them; undo takes it back)'
            cand play 'The table screen: the whole evening in one window, typed as a table talks (ann lay 7 7 7 + 9 9 W, bob hit 7 on ann.1, out bob; ? shows the words)'
            cand watch 'The table screen, read only: for a second screen or a TV'
            cand serve 'The session on the local network, for the phones and the TV: prints the page''s address (and a QR code of it on a terminal), read only; each player''s own seat, refereed, with --seats; Ctrl-C stops'
            cand undo 'Take back the last change (a hand, an edit, a play, a player sitting down or getting up, the end; in the data dir, a new session)'
            cand redo 'Bring back what undo took back (several steps deep, until a new change)'
            cand lay 'Record a phase laid in the hand being played, checked as it is laid'
            cand table 'Show the laid groups of the hand being played'
            cand flip 'Flip: a Flip card was discarded; the side in play turns (an action, with --json too: the side in play is asked with phase10 status or table)'
            cand dealer 'Who deals the hand being played, where it is not the one in turn: the deal goes on from them (phase10 undo takes it back; hand --dealer says it at the end)'
            cand end 'End the game early, when the evening runs out: the furthest on wins, then the fewest points (phase10 undo takes it back)'
            cand export 'The score sheet of the current (or named) session, as CSV, JSON or Markdown, or the play for BG Stats (a file, or the link a phone opens)'
            cand stats 'Across every session in the data dir: games, wins, hands, head-to-head'
            cand edit 'Change hand N: only what the flags give (the rest kept), or at prompts that start from the recorded answers; every later hand is replayed and re-checked'
            cand sessions 'List sessions, switch the current one, remove one'
            cand tables 'The regulars: tables that meet again (new --table NAME), kept in the config'
            cand doctor 'Check a session file and explain what is wrong with it'
            cand sync 'Keep the data dir in step with the group''s other laptops, over git: commit what changed here, take in what changed there, send (sync --init REMOTE sets it up)'
            cand generate 'Write shell completions and the man page (for maintainers)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;check'= {
            cand --edition 'Edition whose deck and phase table apply [default: the session''s, else classic]'
            cand --player 'Check against this player''s phase in the hand being played'
            cand --phase 'Phase number (1-10) of the edition''s table, or a phrase like "1 set of 3 + 1 run of 4"'
            cand --twist-card 'Twist phase card number (1-10)'
            cand --side 'Flip: the side in play'
            cand --natural 'Natural cards needed: one per phase (printed rule) or one per group (house rule) [default: the session''s, else phase]'
            cand --runs-wrap 'House rule: a run may go on from 12 to 1 ("11 12 1 2"); --runs-wrap=false asks as printed [default: the session''s, else runs stop at 12]'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;find'= {
            cand --edition 'Edition whose deck and phase table apply [default: the session''s, else classic]'
            cand --player 'Check against this player''s phase in the hand being played'
            cand --phase 'Phase number (1-10) of the edition''s table, or a phrase like "1 set of 3 + 1 run of 4"'
            cand --twist-card 'Twist phase card number (1-10)'
            cand --side 'Flip: the side in play'
            cand --natural 'Natural cards needed: one per phase (printed rule) or one per group (house rule) [default: the session''s, else phase]'
            cand --runs-wrap 'House rule: a run may go on from 12 to 1 ("11 12 1 2"); --runs-wrap=false asks as printed [default: the session''s, else runs stop at 12]'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;hit'= {
            cand --edition 'Edition whose deck applies [default: the session''s, else classic]'
            cand --side 'Flip: the side in play [default: the session''s side in play]'
            cand --onto 'A laid group''s cards, in the order laid ("W 4 5 6" is a run 3-6): only check'
            cand --as 'What the --onto group is'
            cand --runs-wrap 'With --onto, house rule: a run may go on from 12 to 1 ("11 12 1 2"); --runs-wrap=false asks as printed [default: the session''s, else runs stop at 12]'
            cand --on 'Record a hit in the hand being played: NAME puts CARDs onto OWNER''s group N (1-based, in laid order; .N may be left out when only one group takes them)'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;phases'= {
            cand --edition 'Edition whose table to print [default: the session''s, else classic]'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;rules'= {
            cand --edition 'The edition''s card as printed, not the session''s [default: the session''s, else classic]'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;new'= {
            cand --edition 'Edition'
            cand --players 'Players in seating order, comma-separated ("Ann,Bob,Cy")'
            cand --dealer 'Who deals the first hand (default: the first player)'
            cand --phases 'Variation (b): the first to complete N phases wins'
            cand --natural 'House rule: natural cards needed per phase (printed rule) or per group'
            cand --board 'Twist: the board''s spaces (default "1 2 T 3 4 T 5 6 T 7 8 T 9 10")'
            cand --twist-tiebreak 'Twist house rule: cards left count their face value in the tiebreak'
            cand --go-out 'House rule: going out by discarding the last card only ("discard": no one puts down all 11), or either way (any)'
            cand --twist-pass 'Twist house rule: any move past the Phase 10 space finishes the board (any), or only Phase 10 made or a 2- or 3-space move from just before it (barrier)'
            cand --runs-wrap 'House rule: a run may go on from 12 to 1 ("11 12 1 2"); as printed, runs stop at 12 (--runs-wrap=false, where a --table plays it)'
            cand --phase-list 'The table''s own phases, played in order (classic, flip): 1 to 20 in the rulebook''s words separated by '';'' ("1 set of 5; 1 run of 9"), or a list''s name: even, masters, flip, twist-cards'
            cand --name 'Session name (default: today''s date; with --table, the table''s name and the date)'
            cand --table 'The regulars'' table in the config: its players, edition and house rules, each unless a flag here says otherwise'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --ten-hands 'Variation (a): ten hands, everyone advances every hand, lowest total wins'
            cand --even-phases 'Variation (c): only the even phases 2, 4, 6, 8, 10'
            cand --again 'The next game of the current session''s table: same players and seats, edition, variation and house rules; the first dealer moves one seat on (or --dealer)'
            cand --force 'With --again: start the next game though the current one has no winner yet'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;hand'= {
            cand --dealer 'Who dealt this hand, where it was not the one in turn (the deal goes on from them)'
            cand --out 'Who went out'
            cand --made 'Who made their phase (the one who went out has made it)'
            cand --left 'Cards left in a player''s hand: NAME="CARDS"'
            cand --points 'Points left in a player''s hand: NAME=N (or a list: Bob=50,Cy=25)'
            cand --laid 'The phase a player laid, checked against their phase: NAME="CARDS + CARDS"'
            cand --side 'Flip: the side in play when the hand ended'
            cand --attempt 'Masters: the phase card a player attempted: NAME=N'
            cand --save 'Masters: the card a player saved: NAME=CARD'
            cand --unsave 'Masters: saved cards a player drew back: NAME=CARDS'
            cand --choose 'Twist: the phase chosen on a Twist space: NAME=N'
            cand --twist-card 'Twist: the Twist card drawn on a Twist space: NAME=N'
            cand --untyped 'A hand played live, ended short of its plays: these players'' last cards were hit without being typed (who went out put down the rest so)'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;status'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --show-saved 'Masters: show the save piles (private at the table)'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;history'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --chart 'Draw each player''s running total hand by hand (Twist: the board space), 80 columns wide'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;players'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand list 'List the players in seat order (the default)'
            cand add 'A player sits down: from the next hand, at phase 1, on the table''s highest total (sitting out is no head start), or again after getting up, where they were'
            cand remove 'A player gets up: they play no more hands; their standing stays on the pad'
            cand rename 'Rename a player: in the players, and in every hand and play of the session'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;players;list'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;players;add'= {
            cand --seat 'The seat to take (1-based; the others move one on); default: the last'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;players;remove'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;players;rename'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;players;help'= {
            cand list 'List the players in seat order (the default)'
            cand add 'A player sits down: from the next hand, at phase 1, on the table''s highest total (sitting out is no head start), or again after getting up, where they were'
            cand remove 'A player gets up: they play no more hands; their standing stays on the pad'
            cand rename 'Rename a player: in the players, and in every hand and play of the session'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;players;help;list'= {
        }
        &'phase10;players;help;add'= {
        }
        &'phase10;players;help;remove'= {
        }
        &'phase10;players;help;rename'= {
        }
        &'phase10;players;help;help'= {
        }
        &'phase10;play'= {
            cand --serve 'Serve the session read only to the phones beside the screen (as phase10 serve; ? shows the address): --serve, or --serve=ADDR:PORT'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --plain 'The same words line by line, each answer printed as a line of text (no screen): for a screen reader, a braille display, or a log'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;watch'= {
            cand --serve 'Serve the session read only to the phones beside the screen (as phase10 serve; ? shows the address): --serve, or --serve=ADDR:PORT'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;serve'= {
            cand --bind 'Where to listen [default: this machine''s address on its network, port 8910]; 127.0.0.1:0 takes a free port on this machine only'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --seats 'Show each seated player''s own link to their seat, as a QR code in turn (Enter shows the next), for the host to hand round the table'
            cand --new-seats 'New seat links all round (the old ones stop working), as after a phone lost'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;undo'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;redo'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;lay'= {
            cand --choose 'Twist, on a Twist space: the phase chosen beside it'
            cand --twist-card 'Twist, on a Twist space: the Twist card drawn'
            cand --attempt 'Masters: the phase card laid'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;table'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;flip'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;dealer'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;end'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;export'= {
            cand --format 'csv: one row per hand per player; json: settings, players, hands, standings; markdown: the score pad as a table for a chat; bgstats: the finished game as a BG Stats play file (.bgsplay: open it on the phone to import the play)'
            cand --scheme 'With --link: web gives the https:// link (chat apps make it clickable), app the app''s own bgstats:// one'
            cand --season 'With --format bgstats: every finished game of the season in the data dir as one play file: a year (2026), a quarter (2026-Q4), or a season named in the config'
            cand --output 'Write to this file instead of standard output'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --link 'With --format bgstats: print the BG Stats push link instead, in its https:// form (opened on a phone with BG Stats, it shows the import dialog)'
            cand --all 'With --format bgstats: every finished game in the data dir as one play file'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;stats'= {
            cand --edition 'Only this edition''s games'
            cand --since 'Only games started on or after this date (YYYY-MM-DD)'
            cand --player 'Only this player (any case), with their biggest rival and nemesis'
            cand --season 'Only this season''s games: a year (2026), a quarter (2026-Q4), or a season named in the config ([season.NAME] with from and to)'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --ratings 'Each player''s rating, from every finished game in the order played (Weng-Lin)'
            cand --seasons 'Each season''s champion: every year played, and the config''s named seasons'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;edit'= {
            cand --dealer 'Who dealt this hand, where it was not the one in turn (the deal goes on from them)'
            cand --out 'Who went out'
            cand --made 'Who made their phase (the one who went out has made it)'
            cand --left 'Cards left in a player''s hand: NAME="CARDS"'
            cand --points 'Points left in a player''s hand: NAME=N (or a list: Bob=50,Cy=25)'
            cand --laid 'The phase a player laid, checked against their phase: NAME="CARDS + CARDS"'
            cand --side 'Flip: the side in play when the hand ended'
            cand --attempt 'Masters: the phase card a player attempted: NAME=N'
            cand --save 'Masters: the card a player saved: NAME=CARD'
            cand --unsave 'Masters: saved cards a player drew back: NAME=CARDS'
            cand --choose 'Twist: the phase chosen on a Twist space: NAME=N'
            cand --twist-card 'Twist: the Twist card drawn on a Twist space: NAME=N'
            cand --untyped 'A hand played live, ended short of its plays: these players'' last cards were hit without being typed (who went out put down the rest so)'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;sessions'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand list 'List the sessions in the data directory (the default)'
            cand switch 'Make a session the current one'
            cand remove 'Delete a session file'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;sessions;list'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;sessions;switch'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;sessions;remove'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --yes 'Do not ask for confirmation'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;sessions;help'= {
            cand list 'List the sessions in the data directory (the default)'
            cand switch 'Make a session the current one'
            cand remove 'Delete a session file'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;sessions;help;list'= {
        }
        &'phase10;sessions;help;switch'= {
        }
        &'phase10;sessions;help;remove'= {
        }
        &'phase10;sessions;help;help'= {
        }
        &'phase10;tables'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand list 'List the tables in the config (the default)'
            cand save 'Keep the current session''s table (its players at the table, edition, variation and house rules) as NAME, for phase10 new --table NAME'
            cand remove 'Take a table out of the config'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;tables;list'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;tables;save'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --force 'Replace a table of that name with other players or another edition'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;tables;remove'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;tables;help'= {
            cand list 'List the tables in the config (the default)'
            cand save 'Keep the current session''s table (its players at the table, edition, variation and house rules) as NAME, for phase10 new --table NAME'
            cand remove 'Take a table out of the config'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;tables;help;list'= {
        }
        &'phase10;tables;help;save'= {
        }
        &'phase10;tables;help;remove'= {
        }
        &'phase10;tables;help;help'= {
        }
        &'phase10;doctor'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;sync'= {
            cand --init 'Set the data dir up to keep in step with REMOTE: a path (an empty repository is made there, e.g. on a drive), or a file://, ssh or https address of a repository'
            cand --keep 'A game changed on two laptops between syncs: NAME keeps it as it is here, NAME@LAPTOP takes that laptop''s copy in its place; the other copies go; then sync'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --status 'Say what is ahead (changed here, to send) and behind (changed elsewhere, to receive), and any copy waiting; changes nothing here'
            cand --config 'Keep the config''s regular tables and seasons in step too (from now on, on this laptop)'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;generate'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --color 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]'
            cand --lang 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'phase10;help'= {
            cand check 'Check a claimed phase: all given cards are laid down'
            cand find 'Find the phase in a whole hand: the lay-down leaving the fewest points'
            cand hit 'Check whether cards can be hit onto a laid group'
            cand phases 'Print an edition''s phase table'
            cand rules 'The table''s rules card: edition, variation, house rules, the phases, and what the table keeps for itself (who a Skip hits)'
            cand new 'Start a session (asks for edition, players and variation when given no flags)'
            cand hand 'Record one hand (asks on a terminal; fully by flags for scripts)'
            cand status 'Standings: phases, scores, dealer, leader, winner'
            cand history 'One row per hand, like the paper score pad (--chart: the running totals drawn)'
            cand players 'The players at the table: list them, or rename one (everywhere the session names them; undo takes it back)'
            cand play 'The table screen: the whole evening in one window, typed as a table talks (ann lay 7 7 7 + 9 9 W, bob hit 7 on ann.1, out bob; ? shows the words)'
            cand watch 'The table screen, read only: for a second screen or a TV'
            cand serve 'The session on the local network, for the phones and the TV: prints the page''s address (and a QR code of it on a terminal), read only; each player''s own seat, refereed, with --seats; Ctrl-C stops'
            cand undo 'Take back the last change (a hand, an edit, a play, a player sitting down or getting up, the end; in the data dir, a new session)'
            cand redo 'Bring back what undo took back (several steps deep, until a new change)'
            cand lay 'Record a phase laid in the hand being played, checked as it is laid'
            cand table 'Show the laid groups of the hand being played'
            cand flip 'Flip: a Flip card was discarded; the side in play turns (an action, with --json too: the side in play is asked with phase10 status or table)'
            cand dealer 'Who deals the hand being played, where it is not the one in turn: the deal goes on from them (phase10 undo takes it back; hand --dealer says it at the end)'
            cand end 'End the game early, when the evening runs out: the furthest on wins, then the fewest points (phase10 undo takes it back)'
            cand export 'The score sheet of the current (or named) session, as CSV, JSON or Markdown, or the play for BG Stats (a file, or the link a phone opens)'
            cand stats 'Across every session in the data dir: games, wins, hands, head-to-head'
            cand edit 'Change hand N: only what the flags give (the rest kept), or at prompts that start from the recorded answers; every later hand is replayed and re-checked'
            cand sessions 'List sessions, switch the current one, remove one'
            cand tables 'The regulars: tables that meet again (new --table NAME), kept in the config'
            cand doctor 'Check a session file and explain what is wrong with it'
            cand sync 'Keep the data dir in step with the group''s other laptops, over git: commit what changed here, take in what changed there, send (sync --init REMOTE sets it up)'
            cand generate 'Write shell completions and the man page (for maintainers)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;help;check'= {
        }
        &'phase10;help;find'= {
        }
        &'phase10;help;hit'= {
        }
        &'phase10;help;phases'= {
        }
        &'phase10;help;rules'= {
        }
        &'phase10;help;new'= {
        }
        &'phase10;help;hand'= {
        }
        &'phase10;help;status'= {
        }
        &'phase10;help;history'= {
        }
        &'phase10;help;players'= {
            cand list 'List the players in seat order (the default)'
            cand add 'A player sits down: from the next hand, at phase 1, on the table''s highest total (sitting out is no head start), or again after getting up, where they were'
            cand remove 'A player gets up: they play no more hands; their standing stays on the pad'
            cand rename 'Rename a player: in the players, and in every hand and play of the session'
        }
        &'phase10;help;players;list'= {
        }
        &'phase10;help;players;add'= {
        }
        &'phase10;help;players;remove'= {
        }
        &'phase10;help;players;rename'= {
        }
        &'phase10;help;play'= {
        }
        &'phase10;help;watch'= {
        }
        &'phase10;help;serve'= {
        }
        &'phase10;help;undo'= {
        }
        &'phase10;help;redo'= {
        }
        &'phase10;help;lay'= {
        }
        &'phase10;help;table'= {
        }
        &'phase10;help;flip'= {
        }
        &'phase10;help;dealer'= {
        }
        &'phase10;help;end'= {
        }
        &'phase10;help;export'= {
        }
        &'phase10;help;stats'= {
        }
        &'phase10;help;edit'= {
        }
        &'phase10;help;sessions'= {
            cand list 'List the sessions in the data directory (the default)'
            cand switch 'Make a session the current one'
            cand remove 'Delete a session file'
        }
        &'phase10;help;sessions;list'= {
        }
        &'phase10;help;sessions;switch'= {
        }
        &'phase10;help;sessions;remove'= {
        }
        &'phase10;help;tables'= {
            cand list 'List the tables in the config (the default)'
            cand save 'Keep the current session''s table (its players at the table, edition, variation and house rules) as NAME, for phase10 new --table NAME'
            cand remove 'Take a table out of the config'
        }
        &'phase10;help;tables;list'= {
        }
        &'phase10;help;tables;save'= {
        }
        &'phase10;help;tables;remove'= {
        }
        &'phase10;help;doctor'= {
        }
        &'phase10;help;sync'= {
        }
        &'phase10;help;generate'= {
        }
        &'phase10;help;help'= {
        }
    ]
    $completions[$command]
}
