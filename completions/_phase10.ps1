
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'phase10' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'phase10'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'phase10' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check a claimed phase: all given cards are laid down')
            [CompletionResult]::new('find', 'find', [CompletionResultType]::ParameterValue, 'Find the phase in a whole hand: the lay-down leaving the fewest points')
            [CompletionResult]::new('hit', 'hit', [CompletionResultType]::ParameterValue, 'Check whether cards can be hit onto a laid group')
            [CompletionResult]::new('phases', 'phases', [CompletionResultType]::ParameterValue, 'Print an edition''s phase table')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'The table''s rules card: edition, variation, house rules, the phases, and what the table keeps for itself (who a Skip hits)')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a session (asks for edition, players and variation when given no flags)')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'Record one hand (asks on a terminal; fully by flags for scripts)')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Standings: phases, scores, dealer, leader, winner')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'One row per hand, like the paper score pad (--chart: the running totals drawn)')
            [CompletionResult]::new('players', 'players', [CompletionResultType]::ParameterValue, 'The players at the table: list them, or rename one (everywhere the session names them; undo takes it back)')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'The table screen: the whole evening in one window, typed as a table talks (ann lay 7 7 7 + 9 9 W, bob hit 7 on ann.1, out bob; ? shows the words)')
            [CompletionResult]::new('watch', 'watch', [CompletionResultType]::ParameterValue, 'The table screen, read only: for a second screen or a TV')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'The session on the local network, for the phones and the TV: prints the page''s address (and a QR code of it on a terminal), read only; each player''s own seat, refereed, with --seats; Ctrl-C stops')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Take back the last change (a hand, an edit, a play, a player sitting down or getting up, the end; in the data dir, a new session)')
            [CompletionResult]::new('redo', 'redo', [CompletionResultType]::ParameterValue, 'Bring back what undo took back (several steps deep, until a new change)')
            [CompletionResult]::new('lay', 'lay', [CompletionResultType]::ParameterValue, 'Record a phase laid in the hand being played, checked as it is laid')
            [CompletionResult]::new('table', 'table', [CompletionResultType]::ParameterValue, 'Show the laid groups of the hand being played')
            [CompletionResult]::new('flip', 'flip', [CompletionResultType]::ParameterValue, 'Flip: a Flip card was discarded; the side in play turns (an action, with --json too: the side in play is asked with phase10 status or table)')
            [CompletionResult]::new('dealer', 'dealer', [CompletionResultType]::ParameterValue, 'Who deals the hand being played, where it is not the one in turn: the deal goes on from them (phase10 undo takes it back; hand --dealer says it at the end)')
            [CompletionResult]::new('end', 'end', [CompletionResultType]::ParameterValue, 'End the game early, when the evening runs out: the furthest on wins, then the fewest points (phase10 undo takes it back)')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'The score sheet of the current (or named) session, as CSV, JSON or Markdown, or the play for BG Stats (a file, or the link a phone opens)')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Across every session in the data dir: games, wins, hands, head-to-head')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change hand N: only what the flags give (the rest kept), or at prompts that start from the recorded answers; every later hand is replayed and re-checked')
            [CompletionResult]::new('sessions', 'sessions', [CompletionResultType]::ParameterValue, 'List sessions, switch the current one, remove one')
            [CompletionResult]::new('tables', 'tables', [CompletionResultType]::ParameterValue, 'The regulars: tables that meet again (new --table NAME), kept in the config')
            [CompletionResult]::new('doctor', 'doctor', [CompletionResultType]::ParameterValue, 'Check a session file and explain what is wrong with it')
            [CompletionResult]::new('sync', 'sync', [CompletionResultType]::ParameterValue, 'Keep the data dir in step with the group''s other laptops, over git: commit what changed here, take in what changed there, send (sync --init REMOTE sets it up)')
            [CompletionResult]::new('generate', 'generate', [CompletionResultType]::ParameterValue, 'Write shell completions and the man page (for maintainers)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'phase10;check' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'Edition whose deck and phase table apply [default: the session''s, else classic]')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'Check against this player''s phase in the hand being played')
            [CompletionResult]::new('--phase', '--phase', [CompletionResultType]::ParameterName, 'Phase number (1-10) of the edition''s table, or a phrase like "1 set of 3 + 1 run of 4"')
            [CompletionResult]::new('--twist-card', '--twist-card', [CompletionResultType]::ParameterName, 'Twist phase card number (1-10)')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'Flip: the side in play')
            [CompletionResult]::new('--natural', '--natural', [CompletionResultType]::ParameterName, 'Natural cards needed: one per phase (printed rule) or one per group (house rule) [default: the session''s, else phase]')
            [CompletionResult]::new('--runs-wrap', '--runs-wrap', [CompletionResultType]::ParameterName, 'House rule: a run may go on from 12 to 1 ("11 12 1 2"); --runs-wrap=false asks as printed [default: the session''s, else runs stop at 12]')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;find' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'Edition whose deck and phase table apply [default: the session''s, else classic]')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'Check against this player''s phase in the hand being played')
            [CompletionResult]::new('--phase', '--phase', [CompletionResultType]::ParameterName, 'Phase number (1-10) of the edition''s table, or a phrase like "1 set of 3 + 1 run of 4"')
            [CompletionResult]::new('--twist-card', '--twist-card', [CompletionResultType]::ParameterName, 'Twist phase card number (1-10)')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'Flip: the side in play')
            [CompletionResult]::new('--natural', '--natural', [CompletionResultType]::ParameterName, 'Natural cards needed: one per phase (printed rule) or one per group (house rule) [default: the session''s, else phase]')
            [CompletionResult]::new('--runs-wrap', '--runs-wrap', [CompletionResultType]::ParameterName, 'House rule: a run may go on from 12 to 1 ("11 12 1 2"); --runs-wrap=false asks as printed [default: the session''s, else runs stop at 12]')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;hit' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'Edition whose deck applies [default: the session''s, else classic]')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'Flip: the side in play [default: the session''s side in play]')
            [CompletionResult]::new('--onto', '--onto', [CompletionResultType]::ParameterName, 'A laid group''s cards, in the order laid ("W 4 5 6" is a run 3-6): only check')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'What the --onto group is')
            [CompletionResult]::new('--runs-wrap', '--runs-wrap', [CompletionResultType]::ParameterName, 'With --onto, house rule: a run may go on from 12 to 1 ("11 12 1 2"); --runs-wrap=false asks as printed [default: the session''s, else runs stop at 12]')
            [CompletionResult]::new('--on', '--on', [CompletionResultType]::ParameterName, 'Record a hit in the hand being played: NAME puts CARDs onto OWNER''s group N (1-based, in laid order; .N may be left out when only one group takes them)')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;phases' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'Edition whose table to print [default: the session''s, else classic]')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;rules' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'The edition''s card as printed, not the session''s [default: the session''s, else classic]')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;new' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'Edition')
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, comma-separated ("Ann,Bob,Cy")')
            [CompletionResult]::new('--dealer', '--dealer', [CompletionResultType]::ParameterName, 'Who deals the first hand (default: the first player)')
            [CompletionResult]::new('--phases', '--phases', [CompletionResultType]::ParameterName, 'Variation (b): the first to complete N phases wins')
            [CompletionResult]::new('--natural', '--natural', [CompletionResultType]::ParameterName, 'House rule: natural cards needed per phase (printed rule) or per group')
            [CompletionResult]::new('--board', '--board', [CompletionResultType]::ParameterName, 'Twist: the board''s spaces (default "1 2 T 3 4 T 5 6 T 7 8 T 9 10")')
            [CompletionResult]::new('--twist-tiebreak', '--twist-tiebreak', [CompletionResultType]::ParameterName, 'Twist house rule: cards left count their face value in the tiebreak')
            [CompletionResult]::new('--go-out', '--go-out', [CompletionResultType]::ParameterName, 'House rule: going out by discarding the last card only ("discard": no one puts down all 11), or either way (any)')
            [CompletionResult]::new('--twist-pass', '--twist-pass', [CompletionResultType]::ParameterName, 'Twist house rule: any move past the Phase 10 space finishes the board (any), or only Phase 10 made or a 2- or 3-space move from just before it (barrier)')
            [CompletionResult]::new('--runs-wrap', '--runs-wrap', [CompletionResultType]::ParameterName, 'House rule: a run may go on from 12 to 1 ("11 12 1 2"); as printed, runs stop at 12 (--runs-wrap=false, where a --table plays it)')
            [CompletionResult]::new('--phase-list', '--phase-list', [CompletionResultType]::ParameterName, 'The table''s own phases, played in order (classic, flip): 1 to 20 in the rulebook''s words separated by '';'' ("1 set of 5; 1 run of 9"), or a list''s name: even, masters, flip, twist-cards')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'Session name (default: today''s date; with --table, the table''s name and the date)')
            [CompletionResult]::new('--table', '--table', [CompletionResultType]::ParameterName, 'The regulars'' table in the config: its players, edition and house rules, each unless a flag here says otherwise')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--ten-hands', '--ten-hands', [CompletionResultType]::ParameterName, 'Variation (a): ten hands, everyone advances every hand, lowest total wins')
            [CompletionResult]::new('--even-phases', '--even-phases', [CompletionResultType]::ParameterName, 'Variation (c): only the even phases 2, 4, 6, 8, 10')
            [CompletionResult]::new('--again', '--again', [CompletionResultType]::ParameterName, 'The next game of the current session''s table: same players and seats, edition, variation and house rules; the first dealer moves one seat on (or --dealer)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'With --again: start the next game though the current one has no winner yet')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;hand' {
            [CompletionResult]::new('--dealer', '--dealer', [CompletionResultType]::ParameterName, 'Who dealt this hand, where it was not the one in turn (the deal goes on from them)')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Who went out')
            [CompletionResult]::new('--made', '--made', [CompletionResultType]::ParameterName, 'Who made their phase (the one who went out has made it)')
            [CompletionResult]::new('--left', '--left', [CompletionResultType]::ParameterName, 'Cards left in a player''s hand: NAME="CARDS"')
            [CompletionResult]::new('--points', '--points', [CompletionResultType]::ParameterName, 'Points left in a player''s hand: NAME=N (or a list: Bob=50,Cy=25)')
            [CompletionResult]::new('--laid', '--laid', [CompletionResultType]::ParameterName, 'The phase a player laid, checked against their phase: NAME="CARDS + CARDS"')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'Flip: the side in play when the hand ended')
            [CompletionResult]::new('--attempt', '--attempt', [CompletionResultType]::ParameterName, 'Masters: the phase card a player attempted: NAME=N')
            [CompletionResult]::new('--save', '--save', [CompletionResultType]::ParameterName, 'Masters: the card a player saved: NAME=CARD')
            [CompletionResult]::new('--unsave', '--unsave', [CompletionResultType]::ParameterName, 'Masters: saved cards a player drew back: NAME=CARDS')
            [CompletionResult]::new('--choose', '--choose', [CompletionResultType]::ParameterName, 'Twist: the phase chosen on a Twist space: NAME=N')
            [CompletionResult]::new('--twist-card', '--twist-card', [CompletionResultType]::ParameterName, 'Twist: the Twist card drawn on a Twist space: NAME=N')
            [CompletionResult]::new('--untyped', '--untyped', [CompletionResultType]::ParameterName, 'A hand played live, ended short of its plays: these players'' last cards were hit without being typed (who went out put down the rest so)')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;status' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--show-saved', '--show-saved', [CompletionResultType]::ParameterName, 'Masters: show the save piles (private at the table)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;history' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--chart', '--chart', [CompletionResultType]::ParameterName, 'Draw each player''s running total hand by hand (Twist: the board space), 80 columns wide')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;players' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the players in seat order (the default)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'A player sits down: from the next hand, at phase 1, on the table''s highest total (sitting out is no head start), or again after getting up, where they were')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'A player gets up: they play no more hands; their standing stays on the pad')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a player: in the players, and in every hand and play of the session')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'phase10;players;list' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;players;add' {
            [CompletionResult]::new('--seat', '--seat', [CompletionResultType]::ParameterName, 'The seat to take (1-based; the others move one on); default: the last')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;players;remove' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;players;rename' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;players;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the players in seat order (the default)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'A player sits down: from the next hand, at phase 1, on the table''s highest total (sitting out is no head start), or again after getting up, where they were')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'A player gets up: they play no more hands; their standing stays on the pad')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a player: in the players, and in every hand and play of the session')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'phase10;players;help;list' {
            break
        }
        'phase10;players;help;add' {
            break
        }
        'phase10;players;help;remove' {
            break
        }
        'phase10;players;help;rename' {
            break
        }
        'phase10;players;help;help' {
            break
        }
        'phase10;play' {
            [CompletionResult]::new('--serve', '--serve', [CompletionResultType]::ParameterName, 'Serve the session read only to the phones beside the screen (as phase10 serve; ? shows the address): --serve, or --serve=ADDR:PORT')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'The same words line by line, each answer printed as a line of text (no screen): for a screen reader, a braille display, or a log')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;watch' {
            [CompletionResult]::new('--serve', '--serve', [CompletionResultType]::ParameterName, 'Serve the session read only to the phones beside the screen (as phase10 serve; ? shows the address): --serve, or --serve=ADDR:PORT')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;serve' {
            [CompletionResult]::new('--bind', '--bind', [CompletionResultType]::ParameterName, 'Where to listen [default: this machine''s address on its network, port 8910]; 127.0.0.1:0 takes a free port on this machine only')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--seats', '--seats', [CompletionResultType]::ParameterName, 'Show each seated player''s own link to their seat, as a QR code in turn (Enter shows the next), for the host to hand round the table')
            [CompletionResult]::new('--new-seats', '--new-seats', [CompletionResultType]::ParameterName, 'New seat links all round (the old ones stop working), as after a phone lost')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;undo' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;redo' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;lay' {
            [CompletionResult]::new('--choose', '--choose', [CompletionResultType]::ParameterName, 'Twist, on a Twist space: the phase chosen beside it')
            [CompletionResult]::new('--twist-card', '--twist-card', [CompletionResultType]::ParameterName, 'Twist, on a Twist space: the Twist card drawn')
            [CompletionResult]::new('--attempt', '--attempt', [CompletionResultType]::ParameterName, 'Masters: the phase card laid')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;table' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;flip' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;dealer' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;end' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;export' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'csv: one row per hand per player; json: settings, players, hands, standings; markdown: the score pad as a table for a chat; bgstats: the finished game as a BG Stats play file (.bgsplay: open it on the phone to import the play)')
            [CompletionResult]::new('--scheme', '--scheme', [CompletionResultType]::ParameterName, 'With --link: web gives the https:// link (chat apps make it clickable), app the app''s own bgstats:// one')
            [CompletionResult]::new('--season', '--season', [CompletionResultType]::ParameterName, 'With --format bgstats: every finished game of the season in the data dir as one play file: a year (2026), a quarter (2026-Q4), or a season named in the config')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write to this file instead of standard output')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--link', '--link', [CompletionResultType]::ParameterName, 'With --format bgstats: print the BG Stats push link instead, in its https:// form (opened on a phone with BG Stats, it shows the import dialog)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'With --format bgstats: every finished game in the data dir as one play file')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;stats' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'Only this edition''s games')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only games started on or after this date (YYYY-MM-DD)')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'Only this player (any case), with their biggest rival and nemesis')
            [CompletionResult]::new('--season', '--season', [CompletionResultType]::ParameterName, 'Only this season''s games: a year (2026), a quarter (2026-Q4), or a season named in the config ([season.NAME] with from and to)')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--ratings', '--ratings', [CompletionResultType]::ParameterName, 'Each player''s rating, from every finished game in the order played (Weng-Lin)')
            [CompletionResult]::new('--seasons', '--seasons', [CompletionResultType]::ParameterName, 'Each season''s champion: every year played, and the config''s named seasons')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;edit' {
            [CompletionResult]::new('--dealer', '--dealer', [CompletionResultType]::ParameterName, 'Who dealt this hand, where it was not the one in turn (the deal goes on from them)')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Who went out')
            [CompletionResult]::new('--made', '--made', [CompletionResultType]::ParameterName, 'Who made their phase (the one who went out has made it)')
            [CompletionResult]::new('--left', '--left', [CompletionResultType]::ParameterName, 'Cards left in a player''s hand: NAME="CARDS"')
            [CompletionResult]::new('--points', '--points', [CompletionResultType]::ParameterName, 'Points left in a player''s hand: NAME=N (or a list: Bob=50,Cy=25)')
            [CompletionResult]::new('--laid', '--laid', [CompletionResultType]::ParameterName, 'The phase a player laid, checked against their phase: NAME="CARDS + CARDS"')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'Flip: the side in play when the hand ended')
            [CompletionResult]::new('--attempt', '--attempt', [CompletionResultType]::ParameterName, 'Masters: the phase card a player attempted: NAME=N')
            [CompletionResult]::new('--save', '--save', [CompletionResultType]::ParameterName, 'Masters: the card a player saved: NAME=CARD')
            [CompletionResult]::new('--unsave', '--unsave', [CompletionResultType]::ParameterName, 'Masters: saved cards a player drew back: NAME=CARDS')
            [CompletionResult]::new('--choose', '--choose', [CompletionResultType]::ParameterName, 'Twist: the phase chosen on a Twist space: NAME=N')
            [CompletionResult]::new('--twist-card', '--twist-card', [CompletionResultType]::ParameterName, 'Twist: the Twist card drawn on a Twist space: NAME=N')
            [CompletionResult]::new('--untyped', '--untyped', [CompletionResultType]::ParameterName, 'A hand played live, ended short of its plays: these players'' last cards were hit without being typed (who went out put down the rest so)')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;sessions' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the sessions in the data directory (the default)')
            [CompletionResult]::new('switch', 'switch', [CompletionResultType]::ParameterValue, 'Make a session the current one')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Delete a session file')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'phase10;sessions;list' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;sessions;switch' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;sessions;remove' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Do not ask for confirmation')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;sessions;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the sessions in the data directory (the default)')
            [CompletionResult]::new('switch', 'switch', [CompletionResultType]::ParameterValue, 'Make a session the current one')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Delete a session file')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'phase10;sessions;help;list' {
            break
        }
        'phase10;sessions;help;switch' {
            break
        }
        'phase10;sessions;help;remove' {
            break
        }
        'phase10;sessions;help;help' {
            break
        }
        'phase10;tables' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the tables in the config (the default)')
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Keep the current session''s table (its players at the table, edition, variation and house rules) as NAME, for phase10 new --table NAME')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Take a table out of the config')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'phase10;tables;list' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;tables;save' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Replace a table of that name with other players or another edition')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;tables;remove' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;tables;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the tables in the config (the default)')
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Keep the current session''s table (its players at the table, edition, variation and house rules) as NAME, for phase10 new --table NAME')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Take a table out of the config')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'phase10;tables;help;list' {
            break
        }
        'phase10;tables;help;save' {
            break
        }
        'phase10;tables;help;remove' {
            break
        }
        'phase10;tables;help;help' {
            break
        }
        'phase10;doctor' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;sync' {
            [CompletionResult]::new('--init', '--init', [CompletionResultType]::ParameterName, 'Set the data dir up to keep in step with REMOTE: a path (an empty repository is made there, e.g. on a drive), or a file://, ssh or https address of a repository')
            [CompletionResult]::new('--keep', '--keep', [CompletionResultType]::ParameterName, 'A game changed on two laptops between syncs: NAME keeps it as it is here, NAME@LAPTOP takes that laptop''s copy in its place; the other copies go; then sync')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'Say what is ahead (changed here, to send) and behind (changed elsewhere, to receive), and any copy waiting; changes nothing here')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Keep the config''s regular tables and seasons in step too (from now on, on this laptop)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;generate' {
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Session file to use instead of the current session [env: PHASE10_FILE]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env: PHASE10_COLOR; set but empty means unset] [default: auto]')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language: en (English) or de (Deutsch) [default: the table''s, else the config''s language, else LC_ALL, LC_MESSAGES or LANG]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'phase10;help' {
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check a claimed phase: all given cards are laid down')
            [CompletionResult]::new('find', 'find', [CompletionResultType]::ParameterValue, 'Find the phase in a whole hand: the lay-down leaving the fewest points')
            [CompletionResult]::new('hit', 'hit', [CompletionResultType]::ParameterValue, 'Check whether cards can be hit onto a laid group')
            [CompletionResult]::new('phases', 'phases', [CompletionResultType]::ParameterValue, 'Print an edition''s phase table')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'The table''s rules card: edition, variation, house rules, the phases, and what the table keeps for itself (who a Skip hits)')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a session (asks for edition, players and variation when given no flags)')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'Record one hand (asks on a terminal; fully by flags for scripts)')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Standings: phases, scores, dealer, leader, winner')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'One row per hand, like the paper score pad (--chart: the running totals drawn)')
            [CompletionResult]::new('players', 'players', [CompletionResultType]::ParameterValue, 'The players at the table: list them, or rename one (everywhere the session names them; undo takes it back)')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'The table screen: the whole evening in one window, typed as a table talks (ann lay 7 7 7 + 9 9 W, bob hit 7 on ann.1, out bob; ? shows the words)')
            [CompletionResult]::new('watch', 'watch', [CompletionResultType]::ParameterValue, 'The table screen, read only: for a second screen or a TV')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'The session on the local network, for the phones and the TV: prints the page''s address (and a QR code of it on a terminal), read only; each player''s own seat, refereed, with --seats; Ctrl-C stops')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Take back the last change (a hand, an edit, a play, a player sitting down or getting up, the end; in the data dir, a new session)')
            [CompletionResult]::new('redo', 'redo', [CompletionResultType]::ParameterValue, 'Bring back what undo took back (several steps deep, until a new change)')
            [CompletionResult]::new('lay', 'lay', [CompletionResultType]::ParameterValue, 'Record a phase laid in the hand being played, checked as it is laid')
            [CompletionResult]::new('table', 'table', [CompletionResultType]::ParameterValue, 'Show the laid groups of the hand being played')
            [CompletionResult]::new('flip', 'flip', [CompletionResultType]::ParameterValue, 'Flip: a Flip card was discarded; the side in play turns (an action, with --json too: the side in play is asked with phase10 status or table)')
            [CompletionResult]::new('dealer', 'dealer', [CompletionResultType]::ParameterValue, 'Who deals the hand being played, where it is not the one in turn: the deal goes on from them (phase10 undo takes it back; hand --dealer says it at the end)')
            [CompletionResult]::new('end', 'end', [CompletionResultType]::ParameterValue, 'End the game early, when the evening runs out: the furthest on wins, then the fewest points (phase10 undo takes it back)')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'The score sheet of the current (or named) session, as CSV, JSON or Markdown, or the play for BG Stats (a file, or the link a phone opens)')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Across every session in the data dir: games, wins, hands, head-to-head')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change hand N: only what the flags give (the rest kept), or at prompts that start from the recorded answers; every later hand is replayed and re-checked')
            [CompletionResult]::new('sessions', 'sessions', [CompletionResultType]::ParameterValue, 'List sessions, switch the current one, remove one')
            [CompletionResult]::new('tables', 'tables', [CompletionResultType]::ParameterValue, 'The regulars: tables that meet again (new --table NAME), kept in the config')
            [CompletionResult]::new('doctor', 'doctor', [CompletionResultType]::ParameterValue, 'Check a session file and explain what is wrong with it')
            [CompletionResult]::new('sync', 'sync', [CompletionResultType]::ParameterValue, 'Keep the data dir in step with the group''s other laptops, over git: commit what changed here, take in what changed there, send (sync --init REMOTE sets it up)')
            [CompletionResult]::new('generate', 'generate', [CompletionResultType]::ParameterValue, 'Write shell completions and the man page (for maintainers)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'phase10;help;check' {
            break
        }
        'phase10;help;find' {
            break
        }
        'phase10;help;hit' {
            break
        }
        'phase10;help;phases' {
            break
        }
        'phase10;help;rules' {
            break
        }
        'phase10;help;new' {
            break
        }
        'phase10;help;hand' {
            break
        }
        'phase10;help;status' {
            break
        }
        'phase10;help;history' {
            break
        }
        'phase10;help;players' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the players in seat order (the default)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'A player sits down: from the next hand, at phase 1, on the table''s highest total (sitting out is no head start), or again after getting up, where they were')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'A player gets up: they play no more hands; their standing stays on the pad')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a player: in the players, and in every hand and play of the session')
            break
        }
        'phase10;help;players;list' {
            break
        }
        'phase10;help;players;add' {
            break
        }
        'phase10;help;players;remove' {
            break
        }
        'phase10;help;players;rename' {
            break
        }
        'phase10;help;play' {
            break
        }
        'phase10;help;watch' {
            break
        }
        'phase10;help;serve' {
            break
        }
        'phase10;help;undo' {
            break
        }
        'phase10;help;redo' {
            break
        }
        'phase10;help;lay' {
            break
        }
        'phase10;help;table' {
            break
        }
        'phase10;help;flip' {
            break
        }
        'phase10;help;dealer' {
            break
        }
        'phase10;help;end' {
            break
        }
        'phase10;help;export' {
            break
        }
        'phase10;help;stats' {
            break
        }
        'phase10;help;edit' {
            break
        }
        'phase10;help;sessions' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the sessions in the data directory (the default)')
            [CompletionResult]::new('switch', 'switch', [CompletionResultType]::ParameterValue, 'Make a session the current one')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Delete a session file')
            break
        }
        'phase10;help;sessions;list' {
            break
        }
        'phase10;help;sessions;switch' {
            break
        }
        'phase10;help;sessions;remove' {
            break
        }
        'phase10;help;tables' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the tables in the config (the default)')
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Keep the current session''s table (its players at the table, edition, variation and house rules) as NAME, for phase10 new --table NAME')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Take a table out of the config')
            break
        }
        'phase10;help;tables;list' {
            break
        }
        'phase10;help;tables;save' {
            break
        }
        'phase10;help;tables;remove' {
            break
        }
        'phase10;help;doctor' {
            break
        }
        'phase10;help;sync' {
            break
        }
        'phase10;help;generate' {
            break
        }
        'phase10;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
