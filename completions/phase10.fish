# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_phase10_global_optspecs
    string join \n json h/help V/version
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

complete -c phase10 -n "__fish_phase10_needs_command" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c phase10 -n "__fish_phase10_needs_command" -s V -l version -d 'Print version'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "check" -d 'Check a claimed phase: all given cards are laid down'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "find" -d 'Find the phase in a whole hand: the lay-down leaving the fewest points'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "hit" -d 'Check whether cards can be hit onto a laid group'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "phases" -d 'Print an edition\'s phase table'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "generate" -d 'Write shell completions and the man page (for maintainers)'
complete -c phase10 -n "__fish_phase10_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l edition -d 'Edition whose deck and phase table apply' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l phase -d 'Phase number (1-10) of the edition\'s table, or a phrase like "1 set of 3 + 1 run of 4"' -r
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l twist-card -d 'Twist phase card number (1-10)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l side -d 'Flip: the side in play' -r -f -a "color\t''
colour\t''
wild\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l natural -d 'Natural cards needed: one per phase (printed rule) or one per group (house rule)' -r -f -a "phase\t''
group\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand check" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand check" -s h -l help -d 'Print help'
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l edition -d 'Edition whose deck and phase table apply' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l phase -d 'Phase number (1-10) of the edition\'s table, or a phrase like "1 set of 3 + 1 run of 4"' -r
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l twist-card -d 'Twist phase card number (1-10)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l side -d 'Flip: the side in play' -r -f -a "color\t''
colour\t''
wild\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l natural -d 'Natural cards needed: one per phase (printed rule) or one per group (house rule)' -r -f -a "phase\t''
group\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand find" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand find" -s h -l help -d 'Print help'
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l edition -d 'Edition whose deck applies' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l side -d 'Flip: the side in play' -r -f -a "color\t''
colour\t''
wild\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l onto -d 'The laid group\'s cards, in the order laid ("W 4 5 6" is a run 3-6)' -r
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l as -d 'What the laid group is' -r -f -a "set\t''
run\t''
color\t''
colour\t''
color-run\t''
colour-run\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand hit" -s h -l help -d 'Print help'
complete -c phase10 -n "__fish_phase10_using_subcommand phases" -l edition -d 'Edition whose table to print' -r -f -a "classic\t''
flip\t''
twist\t''
masters\t''"
complete -c phase10 -n "__fish_phase10_using_subcommand phases" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand phases" -s h -l help -d 'Print help'
complete -c phase10 -n "__fish_phase10_using_subcommand generate" -l json -d 'Print one JSON object instead of text'
complete -c phase10 -n "__fish_phase10_using_subcommand generate" -s h -l help -d 'Print help'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases generate help" -f -a "check" -d 'Check a claimed phase: all given cards are laid down'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases generate help" -f -a "find" -d 'Find the phase in a whole hand: the lay-down leaving the fewest points'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases generate help" -f -a "hit" -d 'Check whether cards can be hit onto a laid group'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases generate help" -f -a "phases" -d 'Print an edition\'s phase table'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases generate help" -f -a "generate" -d 'Write shell completions and the man page (for maintainers)'
complete -c phase10 -n "__fish_phase10_using_subcommand help; and not __fish_seen_subcommand_from check find hit phases generate help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
