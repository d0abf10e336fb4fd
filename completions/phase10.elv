
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
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand check 'Check a claimed phase: all given cards are laid down'
            cand find 'Find the phase in a whole hand: the lay-down leaving the fewest points'
            cand hit 'Check whether cards can be hit onto a laid group'
            cand phases 'Print an edition''s phase table'
            cand new 'Start a session (asks for edition, players and variation when given no flags)'
            cand hand 'Record one hand (asks on a terminal; fully by flags for scripts)'
            cand status 'Standings: phases, scores, dealer, leader, winner'
            cand history 'One row per hand, like the paper score pad'
            cand undo 'Take back the last change (a hand recorded, or an edit)'
            cand redo 'Bring back what undo took back (several steps deep, until a new change)'
            cand edit 'Re-enter hand N; every later hand is replayed and re-checked'
            cand sessions 'List sessions, switch the current one, remove one'
            cand doctor 'Check a session file and explain what is wrong with it'
            cand generate 'Write shell completions and the man page (for maintainers)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;check'= {
            cand --edition 'Edition whose deck and phase table apply'
            cand --phase 'Phase number (1-10) of the edition''s table, or a phrase like "1 set of 3 + 1 run of 4"'
            cand --twist-card 'Twist phase card number (1-10)'
            cand --side 'Flip: the side in play'
            cand --natural 'Natural cards needed: one per phase (printed rule) or one per group (house rule)'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;find'= {
            cand --edition 'Edition whose deck and phase table apply'
            cand --phase 'Phase number (1-10) of the edition''s table, or a phrase like "1 set of 3 + 1 run of 4"'
            cand --twist-card 'Twist phase card number (1-10)'
            cand --side 'Flip: the side in play'
            cand --natural 'Natural cards needed: one per phase (printed rule) or one per group (house rule)'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;hit'= {
            cand --edition 'Edition whose deck applies'
            cand --side 'Flip: the side in play'
            cand --onto 'The laid group''s cards, in the order laid ("W 4 5 6" is a run 3-6)'
            cand --as 'What the laid group is'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;phases'= {
            cand --edition 'Edition whose table to print'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;new'= {
            cand --edition 'Edition'
            cand --players 'Players in seating order, comma-separated ("Ann,Bob,Cy")'
            cand --dealer 'Who deals the first hand (default: the first player)'
            cand --phases 'Variation (b): the first to complete N phases wins'
            cand --natural 'House rule: natural cards needed per phase (printed rule) or per group'
            cand --board 'Twist: the board''s spaces (default "1 2 T 3 4 T 5 6 T 7 8 T 9 10")'
            cand --twist-tiebreak 'Twist house rule: cards left count their face value in the tiebreak'
            cand --name 'Session name (default: today''s date)'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --ten-hands 'Variation (a): ten hands, everyone advances every hand, lowest total wins'
            cand --even-phases 'Variation (c): only the even phases 2, 4, 6, 8, 10'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;hand'= {
            cand --out 'Who went out'
            cand --made 'Who made their phase (the one who went out has made it)'
            cand --left 'Cards left in a player''s hand: NAME="CARDS"'
            cand --points 'Points left in a player''s hand: NAME=N'
            cand --laid 'The phase a player laid, checked against their phase: NAME="CARDS + CARDS"'
            cand --side 'Flip: the side in play when the hand ended'
            cand --attempt 'Masters: the phase card a player attempted: NAME=N'
            cand --save 'Masters: the card a player saved: NAME=CARD'
            cand --unsave 'Masters: saved cards a player drew back: NAME=CARDS'
            cand --choose 'Twist: the phase chosen on a Twist space: NAME=N'
            cand --twist-card 'Twist: the Twist card drawn on a Twist space: NAME=N'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;status'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --show-saved 'Masters: show the save piles (private at the table)'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;history'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;undo'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;redo'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;edit'= {
            cand --out 'Who went out'
            cand --made 'Who made their phase (the one who went out has made it)'
            cand --left 'Cards left in a player''s hand: NAME="CARDS"'
            cand --points 'Points left in a player''s hand: NAME=N'
            cand --laid 'The phase a player laid, checked against their phase: NAME="CARDS + CARDS"'
            cand --side 'Flip: the side in play when the hand ended'
            cand --attempt 'Masters: the phase card a player attempted: NAME=N'
            cand --save 'Masters: the card a player saved: NAME=CARD'
            cand --unsave 'Masters: saved cards a player drew back: NAME=CARDS'
            cand --choose 'Twist: the phase chosen on a Twist space: NAME=N'
            cand --twist-card 'Twist: the Twist card drawn on a Twist space: NAME=N'
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;sessions'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
            cand list 'List the sessions in the data directory (the default)'
            cand switch 'Make a session the current one'
            cand remove 'Delete a session file'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;sessions;list'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;sessions;switch'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;sessions;remove'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --yes 'Do not ask for confirmation'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
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
        &'phase10;doctor'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;generate'= {
            cand --file 'Session file to use instead of the current session [env: PHASE10_FILE]'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;help'= {
            cand check 'Check a claimed phase: all given cards are laid down'
            cand find 'Find the phase in a whole hand: the lay-down leaving the fewest points'
            cand hit 'Check whether cards can be hit onto a laid group'
            cand phases 'Print an edition''s phase table'
            cand new 'Start a session (asks for edition, players and variation when given no flags)'
            cand hand 'Record one hand (asks on a terminal; fully by flags for scripts)'
            cand status 'Standings: phases, scores, dealer, leader, winner'
            cand history 'One row per hand, like the paper score pad'
            cand undo 'Take back the last change (a hand recorded, or an edit)'
            cand redo 'Bring back what undo took back (several steps deep, until a new change)'
            cand edit 'Re-enter hand N; every later hand is replayed and re-checked'
            cand sessions 'List sessions, switch the current one, remove one'
            cand doctor 'Check a session file and explain what is wrong with it'
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
        &'phase10;help;new'= {
        }
        &'phase10;help;hand'= {
        }
        &'phase10;help;status'= {
        }
        &'phase10;help;history'= {
        }
        &'phase10;help;undo'= {
        }
        &'phase10;help;redo'= {
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
        &'phase10;help;doctor'= {
        }
        &'phase10;help;generate'= {
        }
        &'phase10;help;help'= {
        }
    ]
    $completions[$command]
}
