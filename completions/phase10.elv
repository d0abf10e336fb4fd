
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
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand check 'Check a claimed phase: all given cards are laid down'
            cand find 'Find the phase in a whole hand: the lay-down leaving the fewest points'
            cand hit 'Check whether cards can be hit onto a laid group'
            cand phases 'Print an edition''s phase table'
            cand generate 'Write shell completions and the man page (for maintainers)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'phase10;check'= {
            cand --edition 'Edition whose deck and phase table apply'
            cand --phase 'Phase number (1-10) of the edition''s table, or a phrase like "1 set of 3 + 1 run of 4"'
            cand --twist-card 'Twist phase card number (1-10)'
            cand --side 'Flip: the side in play'
            cand --natural 'Natural cards needed: one per phase (printed rule) or one per group (house rule)'
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
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;hit'= {
            cand --edition 'Edition whose deck applies'
            cand --side 'Flip: the side in play'
            cand --onto 'The laid group''s cards, in the order laid ("W 4 5 6" is a run 3-6)'
            cand --as 'What the laid group is'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;phases'= {
            cand --edition 'Edition whose table to print'
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;generate'= {
            cand --json 'Print one JSON object instead of text'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'phase10;help'= {
            cand check 'Check a claimed phase: all given cards are laid down'
            cand find 'Find the phase in a whole hand: the lay-down leaving the fewest points'
            cand hit 'Check whether cards can be hit onto a laid group'
            cand phases 'Print an edition''s phase table'
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
        &'phase10;help;generate'= {
        }
        &'phase10;help;help'= {
        }
    ]
    $completions[$command]
}
