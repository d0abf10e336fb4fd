# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_phase10_global_optspecs
    string join \n json file= color= lang= h/help V/version
end

function __fish_phase10_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_phase10_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_phase10_using_subcommand
    set -l cmd (__fish_phase10_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c phase10 -n "__fish_phase10_needs_command" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_needs_command" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_needs_command" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_needs_command" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_needs_command" -s V -l version -d 'Print version'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "check" -d 'Check a claimed phase: all given cards are laid down'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "find" -d 'Find the phase in a whole hand: the lay-down leaving the fewest points'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "hit" -d 'Check whether cards can be hit onto a laid group'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "phases" -d 'Print an edition\'s phase table'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "rules" -d 'The table\'s rules card: edition, variation, house rules, the phases, and what the table keeps for itself (who a Skip hits)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "new" -d 'Start a session (asks for edition, players and variation when given no flags)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "hand" -d 'Record one hand (asks on a terminal; fully by flags for scripts)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "status" -d 'Standings: phases, scores, dealer, leader, winner'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "history" -d 'One row per hand, like the paper score pad (--chart: the running totals drawn)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "players" -d 'The players at the table: list them, or rename one (everywhere the session names them; undo takes it back)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "play" -d 'The table screen: the whole evening in one window, typed as a table talks (ann lay 7 7 7 + 9 9 W, bob hit 7 on ann.1, out bob; ? shows the words)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "watch" -d 'The table screen, read only: for a second screen or a TV'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "serve" -d 'The session on the local network, for the phones and the TV: prints the page\'s address (and a QR code of it on a terminal), read only; each player\'s own seat, refereed, with --seats; Ctrl-C stops'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "undo" -d 'Take back the last change (a hand, an edit, a play, a player sitting down or getting up, the end; in the data dir, a new session)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "redo" -d 'Bring back what undo took back (several steps deep, until a new change)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "lay" -d 'Record a phase laid in the hand being played, checked as it is laid'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "table" -d 'Show the laid groups of the hand being played'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "flip" -d 'Flip: a Flip card was discarded; the side in play turns (an action, with --json too: the side in play is asked with phase10 status or table)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "dealer" -d 'Who deals the hand being played, where it is not the one in turn: the deal goes on from them (phase10 undo takes it back; hand --dealer says it at the end)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "end" -d 'End the game early, when the evening runs out: the furthest on wins, then the fewest points (phase10 undo takes it back)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "export" -d 'The score sheet of the current (or named) session, as CSV, JSON or Markdown, or the play for BG Stats (a file, or the link a phone opens)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "stats" -d 'Across every session in the data dir: games, wins, hands, head-to-head'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "edit" -d 'Change hand N: only what the flags give (the rest kept), or at prompts that start from the recorded answers; every later hand is replayed and re-checked'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "sessions" -d 'List sessions, switch the current one, remove one'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "tables" -d 'The regulars: tables that meet again (new --table NAME), kept in the config'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "doctor" -d 'Check a session file and explain what is wrong with it'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "sync" -d 'Keep the data dir in step with the group\'s other laptops, over git: commit what changed here, take in what changed there, send (sync --init REMOTE sets it up)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "generate" -d 'Write shell completions and the man page (for maintainers)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l edition -d 'Edition whose deck and phase table apply [default: the session\'s, else classic]' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l player -d 'Check against this player\'s phase in the hand being played' -r
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l phase -d 'Phase number (1-10) of the edition\'s table, or a phrase like "1 set of 3 + 1 run of 4"' -r
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l twist-card -d 'Twist phase card number (1-10)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l side -d 'Flip: the side in play' -r -f -a "color\t''
colour\t''
wild\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l natural -d 'Natural cards needed: one per phase (printed rule) or one per group (house rule) [default: the session\'s, else phase]' -r -f -a "phase\t''
group\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l runs-wrap -d 'House rule: a run may go on from 12 to 1 ("11 12 1 2"); --runs-wrap=false asks as printed [default: the session\'s, else runs stop at 12]' -r -f -a "true\t''
false\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand check" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l edition -d 'Edition whose deck and phase table apply [default: the session\'s, else classic]' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l player -d 'Check against this player\'s phase in the hand being played' -r
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l phase -d 'Phase number (1-10) of the edition\'s table, or a phrase like "1 set of 3 + 1 run of 4"' -r
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l twist-card -d 'Twist phase card number (1-10)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l side -d 'Flip: the side in play' -r -f -a "color\t''
colour\t''
wild\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l natural -d 'Natural cards needed: one per phase (printed rule) or one per group (house rule) [default: the session\'s, else phase]' -r -f -a "phase\t''
group\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l runs-wrap -d 'House rule: a run may go on from 12 to 1 ("11 12 1 2"); --runs-wrap=false asks as printed [default: the session\'s, else runs stop at 12]' -r -f -a "true\t''
false\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand find" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l edition -d 'Edition whose deck applies [default: the session\'s, else classic]' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l side -d 'Flip: the side in play [default: the session\'s side in play]' -r -f -a "color\t''
colour\t''
wild\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l onto -d 'A laid group\'s cards, in the order laid ("W 4 5 6" is a run 3-6): only check' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l as -d 'What the --onto group is' -r -f -a "set\t''
run\t''
color\t''
colour\t''
color-run\t''
colour-run\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l runs-wrap -d 'With --onto, house rule: a run may go on from 12 to 1 ("11 12 1 2"); --runs-wrap=false asks as printed [default: the session\'s, else runs stop at 12]' -r -f -a "true\t''
false\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l on -d 'Record a hit in the hand being played: NAME puts CARDs onto OWNER\'s group N (1-based, in laid order; .N may be left out when only one group takes them)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand phases" -l edition -d 'Edition whose table to print [default: the session\'s, else classic]' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand phases" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand phases" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand phases" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand phases" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand phases" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand rules" -l edition -d 'The edition\'s card as printed, not the session\'s [default: the session\'s, else classic]' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand rules" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand rules" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand rules" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand rules" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand rules" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l edition -d 'Edition' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l players -d 'Players in seating order, comma-separated ("Ann,Bob,Cy")' -r
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l dealer -d 'Who deals the first hand (default: the first player)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l phases -d 'Variation (b): the first to complete N phases wins' -r
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l natural -d 'House rule: natural cards needed per phase (printed rule) or per group' -r -f -a "phase\t''
group\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l board -d 'Twist: the board\'s spaces (default "1 2 T 3 4 T 5 6 T 7 8 T 9 10")' -r
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l twist-tiebreak -d 'Twist house rule: cards left count their face value in the tiebreak' -r -f -a "value\t''
face\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l go-out -d 'House rule: going out by discarding the last card only ("discard": no one puts down all 11), or either way (any)' -r -f -a "any\t''
discard\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l twist-pass -d 'Twist house rule: any move past the Phase 10 space finishes the board (any), or only Phase 10 made or a 2- or 3-space move from just before it (barrier)' -r -f -a "barrier\t''
any\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l runs-wrap -d 'House rule: a run may go on from 12 to 1 ("11 12 1 2"); as printed, runs stop at 12 (--runs-wrap=false, where a --table plays it)' -r -f -a "true\t''
false\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l phase-list -d 'The table\'s own phases, played in order (classic, flip): 1 to 20 in the rulebook\'s words separated by \';\' ("1 set of 5; 1 run of 9"), or a list\'s name: even, masters, flip, twist-cards' -r
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l name -d 'Session name (default: today\'s date; with --table, the table\'s name and the date)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l table -d 'The regulars\' table in the config: its players, edition and house rules, each unless a flag here says otherwise' -r
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l ten-hands -d 'Variation (a): ten hands, everyone advances every hand, lowest total wins'
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l even-phases -d 'Variation (c): only the even phases 2, 4, 6, 8, 10'
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l again -d 'The next game of the current session\'s table: same players and seats, edition, variation and house rules; the first dealer moves one seat on (or --dealer)'
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l force -d 'With --again: start the next game though the current one has no winner yet'
complete -c phase10 -n "__fish_phase10_using_subcommand new" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand new" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l dealer -d 'Who dealt this hand, where it was not the one in turn (the deal goes on from them)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l out -d 'Who went out' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l made -d 'Who made their phase (the one who went out has made it)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l left -d 'Cards left in a player\'s hand: NAME="CARDS"' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l points -d 'Points left in a player\'s hand: NAME=N (or a list: Bob=50,Cy=25)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l laid -d 'The phase a player laid, checked against their phase: NAME="CARDS + CARDS"' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l side -d 'Flip: the side in play when the hand ended' -r -f -a "color\t''
colour\t''
wild\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l attempt -d 'Masters: the phase card a player attempted: NAME=N' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l save -d 'Masters: the card a player saved: NAME=CARD' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l unsave -d 'Masters: saved cards a player drew back: NAME=CARDS' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l choose -d 'Twist: the phase chosen on a Twist space: NAME=N' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l twist-card -d 'Twist: the Twist card drawn on a Twist space: NAME=N' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l untyped -d 'A hand played live, ended short of its plays: these players\' last cards were hit without being typed (who went out put down the rest so)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand hand" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand status" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand status" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand status" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand status" -l show-saved -d 'Masters: show the save piles (private at the table)'
complete -c phase10 -n "__fish_phase10_using_subcommand status" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand history" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand history" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand history" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand history" -l chart -d 'Draw each player\'s running total hand by hand (Twist: the board space), 80 columns wide'
complete -c phase10 -n "__fish_phase10_using_subcommand history" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand history" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and not __fish_seen_subcommand_from list add remove rename help" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand players; and not __fish_seen_subcommand_from list add remove rename help" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand players; and not __fish_seen_subcommand_from list add remove rename help" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand players; and not __fish_seen_subcommand_from list add remove rename help" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and not __fish_seen_subcommand_from list add remove rename help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and not __fish_seen_subcommand_from list add remove rename help" -f -a "list" -d 'List the players in seat order (the default)'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and not __fish_seen_subcommand_from list add remove rename help" -f -a "add" -d 'A player sits down: from the next hand, at phase 1, on the table\'s highest total (sitting out is no head start), or again after getting up, where they were'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and not __fish_seen_subcommand_from list add remove rename help" -f -a "remove" -d 'A player gets up: they play no more hands; their standing stays on the pad'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and not __fish_seen_subcommand_from list add remove rename help" -f -a "rename" -d 'Rename a player: in the players, and in every hand and play of the session'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and not __fish_seen_subcommand_from list add remove rename help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from list" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from list" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from list" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from list" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from add" -l seat -d 'The seat to take (1-based; the others move one on); default: the last' -r
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from add" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from add" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from add" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from add" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from remove" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from remove" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from remove" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from remove" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from rename" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from rename" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from rename" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from rename" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from rename" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the players in seat order (the default)'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "add" -d 'A player sits down: from the next hand, at phase 1, on the table\'s highest total (sitting out is no head start), or again after getting up, where they were'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "remove" -d 'A player gets up: they play no more hands; their standing stays on the pad'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "rename" -d 'Rename a player: in the players, and in every hand and play of the session'
complete -c phase10 -n "__fish_phase10_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c phase10 -n "__fish_phase10_using_subcommand play" -l serve -d 'Serve the session read only to the phones beside the screen (as phase10 serve; ? shows the address): --serve, or --serve=ADDR:PORT' -r
complete -c phase10 -n "__fish_phase10_using_subcommand play" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand play" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand play" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand play" -l plain -d 'The same words line by line, each answer printed as a line of text (no screen): for a screen reader, a braille display, or a log'
complete -c phase10 -n "__fish_phase10_using_subcommand play" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand play" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand watch" -l serve -d 'Serve the session read only to the phones beside the screen (as phase10 serve; ? shows the address): --serve, or --serve=ADDR:PORT' -r
complete -c phase10 -n "__fish_phase10_using_subcommand watch" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand watch" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand watch" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand watch" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand watch" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand serve" -l bind -d 'Where to listen [default: this machine\'s address on its network, port 8910]; 127.0.0.1:0 takes a free port on this machine only' -r
complete -c phase10 -n "__fish_phase10_using_subcommand serve" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand serve" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand serve" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand serve" -l seats -d 'Show each seated player\'s own link to their seat, as a QR code in turn (Enter shows the next), for the host to hand round the table'
complete -c phase10 -n "__fish_phase10_using_subcommand serve" -l new-seats -d 'New seat links all round (the old ones stop working), as after a phone lost'
complete -c phase10 -n "__fish_phase10_using_subcommand serve" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand undo" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand undo" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand undo" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand undo" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand undo" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand redo" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand redo" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand redo" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand redo" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand redo" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand lay" -l choose -d 'Twist, on a Twist space: the phase chosen beside it' -r
complete -c phase10 -n "__fish_phase10_using_subcommand lay" -l twist-card -d 'Twist, on a Twist space: the Twist card drawn' -r
complete -c phase10 -n "__fish_phase10_using_subcommand lay" -l attempt -d 'Masters: the phase card laid' -r
complete -c phase10 -n "__fish_phase10_using_subcommand lay" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand lay" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand lay" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand lay" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand lay" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand table" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand table" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand table" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand table" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand table" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand flip" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand flip" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand flip" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand flip" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand flip" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand dealer" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand dealer" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand dealer" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand dealer" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand dealer" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand end" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand end" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand end" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand end" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand end" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand export" -l format -d 'csv: one row per hand per player; json: settings, players, hands, standings; markdown: the score pad as a table for a chat; bgstats: the finished game as a BG Stats play file (.bgsplay: open it on the phone to import the play)' -r -f -a "csv\t''
json\t''
markdown\t''
bgstats\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand export" -l scheme -d 'With --link: web gives the https:// link (chat apps make it clickable), app the app\'s own bgstats:// one' -r -f -a "web\t''
app\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand export" -l season -d 'With --format bgstats: every finished game of the season in the data dir as one play file: a year (2026), a quarter (2026-Q4), or a season named in the config' -r
complete -c phase10 -n "__fish_phase10_using_subcommand export" -l output -d 'Write to this file instead of standard output' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand export" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand export" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand export" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand export" -l link -d 'With --format bgstats: print the BG Stats push link instead, in its https:// form (opened on a phone with BG Stats, it shows the import dialog)'
complete -c phase10 -n "__fish_phase10_using_subcommand export" -l all -d 'With --format bgstats: every finished game in the data dir as one play file'
complete -c phase10 -n "__fish_phase10_using_subcommand export" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -l edition -d 'Only this edition\'s games' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -l since -d 'Only games started on or after this date (YYYY-MM-DD)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -l player -d 'Only this player (any case), with their biggest rival and nemesis' -r
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -l season -d 'Only this season\'s games: a year (2026), a quarter (2026-Q4), or a season named in the config ([season.NAME] with from and to)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -l ratings -d 'Each player\'s rating, from every finished game in the order played (Weng-Lin)'
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -l seasons -d 'Each season\'s champion: every year played, and the config\'s named seasons'
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand stats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l dealer -d 'Who dealt this hand, where it was not the one in turn (the deal goes on from them)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l out -d 'Who went out' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l made -d 'Who made their phase (the one who went out has made it)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l left -d 'Cards left in a player\'s hand: NAME="CARDS"' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l points -d 'Points left in a player\'s hand: NAME=N (or a list: Bob=50,Cy=25)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l laid -d 'The phase a player laid, checked against their phase: NAME="CARDS + CARDS"' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l side -d 'Flip: the side in play when the hand ended' -r -f -a "color\t''
colour\t''
wild\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l attempt -d 'Masters: the phase card a player attempted: NAME=N' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l save -d 'Masters: the card a player saved: NAME=CARD' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l unsave -d 'Masters: saved cards a player drew back: NAME=CARDS' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l choose -d 'Twist: the phase chosen on a Twist space: NAME=N' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l twist-card -d 'Twist: the Twist card drawn on a Twist space: NAME=N' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l untyped -d 'A hand played live, ended short of its plays: these players\' last cards were hit without being typed (who went out put down the rest so)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and not __fish_seen_subcommand_from list switch remove help" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and not __fish_seen_subcommand_from list switch remove help" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and not __fish_seen_subcommand_from list switch remove help" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and not __fish_seen_subcommand_from list switch remove help" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and not __fish_seen_subcommand_from list switch remove help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and not __fish_seen_subcommand_from list switch remove help" -f -a "list" -d 'List the sessions in the data directory (the default)'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and not __fish_seen_subcommand_from list switch remove help" -f -a "switch" -d 'Make a session the current one'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and not __fish_seen_subcommand_from list switch remove help" -f -a "remove" -d 'Delete a session file'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and not __fish_seen_subcommand_from list switch remove help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from list" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from list" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from list" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from list" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from switch" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from switch" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from switch" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from switch" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from switch" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from remove" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from remove" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from remove" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from remove" -l yes -d 'Do not ask for confirmation'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from remove" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the sessions in the data directory (the default)'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from help" -f -a "switch" -d 'Make a session the current one'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from help" -f -a "remove" -d 'Delete a session file'
complete -c phase10 -n "__fish_phase10_using_subcommand sessions; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and not __fish_seen_subcommand_from list save remove help" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and not __fish_seen_subcommand_from list save remove help" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and not __fish_seen_subcommand_from list save remove help" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and not __fish_seen_subcommand_from list save remove help" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and not __fish_seen_subcommand_from list save remove help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and not __fish_seen_subcommand_from list save remove help" -f -a "list" -d 'List the tables in the config (the default)'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and not __fish_seen_subcommand_from list save remove help" -f -a "save" -d 'Keep the current session\'s table (its players at the table, edition, variation and house rules) as NAME, for phase10 new --table NAME'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and not __fish_seen_subcommand_from list save remove help" -f -a "remove" -d 'Take a table out of the config'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and not __fish_seen_subcommand_from list save remove help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from list" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from list" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from list" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from list" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from save" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from save" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from save" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from save" -l force -d 'Replace a table of that name with other players or another edition'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from save" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from save" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from remove" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from remove" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from remove" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from remove" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the tables in the config (the default)'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from help" -f -a "save" -d 'Keep the current session\'s table (its players at the table, edition, variation and house rules) as NAME, for phase10 new --table NAME'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from help" -f -a "remove" -d 'Take a table out of the config'
complete -c phase10 -n "__fish_phase10_using_subcommand tables; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c phase10 -n "__fish_phase10_using_subcommand doctor" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand doctor" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand doctor" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand doctor" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand doctor" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand sync" -l init -d 'Set the data dir up to keep in step with REMOTE: a path (an empty repository is made there, e.g. on a drive), or a file://, ssh or https address of a repository' -r
complete -c phase10 -n "__fish_phase10_using_subcommand sync" -l keep -d 'A game changed on two laptops between syncs: NAME keeps it as it is here, NAME@LAPTOP takes that laptop\'s copy in its place; the other copies go; then sync' -r
complete -c phase10 -n "__fish_phase10_using_subcommand sync" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand sync" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand sync" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand sync" -l status -d 'Say what is ahead (changed here, to send) and behind (changed elsewhere, to receive), and any copy waiting; changes nothing here'
complete -c phase10 -n "__fish_phase10_using_subcommand sync" -l config -d 'Keep the config\'s regular tables and seasons in step too (from now on, on this laptop)'
complete -c phase10 -n "__fish_phase10_using_subcommand sync" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand sync" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand generate" -l file -d 'Session file to use instead of the current session [env: PHASE10_FILE]' -r -F
complete -c phase10 -n "__fish_phase10_using_subcommand generate" -l color -d 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set or TERM is dumb (CLICOLOR_FORCE forces it)'
always\t''
never\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand generate" -l lang -d 'Language: en (English) or de (Deutsch) [default: the table\'s, else the config\'s language, else LC_ALL, LC_MESSAGES or LANG]' -r
complete -c phase10 -n "__fish_phase10_using_subcommand generate" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand generate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "check" -d 'Check a claimed phase: all given cards are laid down'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "find" -d 'Find the phase in a whole hand: the lay-down leaving the fewest points'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "hit" -d 'Check whether cards can be hit onto a laid group'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "phases" -d 'Print an edition\'s phase table'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "rules" -d 'The table\'s rules card: edition, variation, house rules, the phases, and what the table keeps for itself (who a Skip hits)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "new" -d 'Start a session (asks for edition, players and variation when given no flags)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "hand" -d 'Record one hand (asks on a terminal; fully by flags for scripts)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "status" -d 'Standings: phases, scores, dealer, leader, winner'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "history" -d 'One row per hand, like the paper score pad (--chart: the running totals drawn)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "players" -d 'The players at the table: list them, or rename one (everywhere the session names them; undo takes it back)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "play" -d 'The table screen: the whole evening in one window, typed as a table talks (ann lay 7 7 7 + 9 9 W, bob hit 7 on ann.1, out bob; ? shows the words)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "watch" -d 'The table screen, read only: for a second screen or a TV'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "serve" -d 'The session on the local network, for the phones and the TV: prints the page\'s address (and a QR code of it on a terminal), read only; each player\'s own seat, refereed, with --seats; Ctrl-C stops'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "undo" -d 'Take back the last change (a hand, an edit, a play, a player sitting down or getting up, the end; in the data dir, a new session)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "redo" -d 'Bring back what undo took back (several steps deep, until a new change)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "lay" -d 'Record a phase laid in the hand being played, checked as it is laid'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "table" -d 'Show the laid groups of the hand being played'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "flip" -d 'Flip: a Flip card was discarded; the side in play turns (an action, with --json too: the side in play is asked with phase10 status or table)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "dealer" -d 'Who deals the hand being played, where it is not the one in turn: the deal goes on from them (phase10 undo takes it back; hand --dealer says it at the end)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "end" -d 'End the game early, when the evening runs out: the furthest on wins, then the fewest points (phase10 undo takes it back)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "export" -d 'The score sheet of the current (or named) session, as CSV, JSON or Markdown, or the play for BG Stats (a file, or the link a phone opens)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "stats" -d 'Across every session in the data dir: games, wins, hands, head-to-head'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "edit" -d 'Change hand N: only what the flags give (the rest kept), or at prompts that start from the recorded answers; every later hand is replayed and re-checked'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "sessions" -d 'List sessions, switch the current one, remove one'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "tables" -d 'The regulars: tables that meet again (new --table NAME), kept in the config'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "doctor" -d 'Check a session file and explain what is wrong with it'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "sync" -d 'Keep the data dir in step with the group\'s other laptops, over git: commit what changed here, take in what changed there, send (sync --init REMOTE sets it up)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "generate" -d 'Write shell completions and the man page (for maintainers)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases rules new hand status history players play watch serve undo redo lay table flip dealer end export stats edit sessions tables doctor sync generate help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "list" -d 'List the players in seat order (the default)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "add" -d 'A player sits down: from the next hand, at phase 1, on the table\'s highest total (sitting out is no head start), or again after getting up, where they were'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "remove" -d 'A player gets up: they play no more hands; their standing stays on the pad'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "rename" -d 'Rename a player: in the players, and in every hand and play of the session'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and __fish_seen_subcommand_from sessions" -f -a "list" -d 'List the sessions in the data directory (the default)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and __fish_seen_subcommand_from sessions" -f -a "switch" -d 'Make a session the current one'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and __fish_seen_subcommand_from sessions" -f -a "remove" -d 'Delete a session file'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and __fish_seen_subcommand_from tables" -f -a "list" -d 'List the tables in the config (the default)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and __fish_seen_subcommand_from tables" -f -a "save" -d 'Keep the current session\'s table (its players at the table, edition, variation and house rules) as NAME, for phase10 new --table NAME'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and __fish_seen_subcommand_from tables" -f -a "remove" -d 'Take a table out of the config'
