
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
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check a claimed phase: all given cards are laid down')
            [CompletionResult]::new('find', 'find', [CompletionResultType]::ParameterValue, 'Find the phase in a whole hand: the lay-down leaving the fewest points')
            [CompletionResult]::new('hit', 'hit', [CompletionResultType]::ParameterValue, 'Check whether cards can be hit onto a laid group')
            [CompletionResult]::new('phases', 'phases', [CompletionResultType]::ParameterValue, 'Print an edition''s phase table')
            [CompletionResult]::new('generate', 'generate', [CompletionResultType]::ParameterValue, 'Write shell completions and the man page (for maintainers)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'phase10;check' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'Edition whose deck and phase table apply')
            [CompletionResult]::new('--phase', '--phase', [CompletionResultType]::ParameterName, 'Phase number (1-10) of the edition''s table, or a phrase like "1 set of 3 + 1 run of 4"')
            [CompletionResult]::new('--twist-card', '--twist-card', [CompletionResultType]::ParameterName, 'Twist phase card number (1-10)')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'Flip: the side in play')
            [CompletionResult]::new('--natural', '--natural', [CompletionResultType]::ParameterName, 'Natural cards needed: one per phase (printed rule) or one per group (house rule)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'phase10;find' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'Edition whose deck and phase table apply')
            [CompletionResult]::new('--phase', '--phase', [CompletionResultType]::ParameterName, 'Phase number (1-10) of the edition''s table, or a phrase like "1 set of 3 + 1 run of 4"')
            [CompletionResult]::new('--twist-card', '--twist-card', [CompletionResultType]::ParameterName, 'Twist phase card number (1-10)')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'Flip: the side in play')
            [CompletionResult]::new('--natural', '--natural', [CompletionResultType]::ParameterName, 'Natural cards needed: one per phase (printed rule) or one per group (house rule)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'phase10;hit' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'Edition whose deck applies')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'Flip: the side in play')
            [CompletionResult]::new('--onto', '--onto', [CompletionResultType]::ParameterName, 'The laid group''s cards, in the order laid ("W 4 5 6" is a run 3-6)')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'What the laid group is')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'phase10;phases' {
            [CompletionResult]::new('--edition', '--edition', [CompletionResultType]::ParameterName, 'Edition whose table to print')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'phase10;generate' {
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object instead of text')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'phase10;help' {
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check a claimed phase: all given cards are laid down')
            [CompletionResult]::new('find', 'find', [CompletionResultType]::ParameterValue, 'Find the phase in a whole hand: the lay-down leaving the fewest points')
            [CompletionResult]::new('hit', 'hit', [CompletionResultType]::ParameterValue, 'Check whether cards can be hit onto a laid group')
            [CompletionResult]::new('phases', 'phases', [CompletionResultType]::ParameterValue, 'Print an edition''s phase table')
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
