_phase10() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="phase10"
                ;;
            phase10,check)
                cmd="phase10__subcmd__check"
                ;;
            phase10,find)
                cmd="phase10__subcmd__find"
                ;;
            phase10,generate)
                cmd="phase10__subcmd__generate"
                ;;
            phase10,help)
                cmd="phase10__subcmd__help"
                ;;
            phase10,hit)
                cmd="phase10__subcmd__hit"
                ;;
            phase10,phases)
                cmd="phase10__subcmd__phases"
                ;;
            phase10__subcmd__help,check)
                cmd="phase10__subcmd__help__subcmd__check"
                ;;
            phase10__subcmd__help,find)
                cmd="phase10__subcmd__help__subcmd__find"
                ;;
            phase10__subcmd__help,generate)
                cmd="phase10__subcmd__help__subcmd__generate"
                ;;
            phase10__subcmd__help,help)
                cmd="phase10__subcmd__help__subcmd__help"
                ;;
            phase10__subcmd__help,hit)
                cmd="phase10__subcmd__help__subcmd__hit"
                ;;
            phase10__subcmd__help,phases)
                cmd="phase10__subcmd__help__subcmd__phases"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        phase10)
            opts="-h -V --json --help --version check find hit phases generate help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__check)
            opts="-h --edition --phase --twist-card --side --natural --json --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --edition)
                    COMPREPLY=($(compgen -W "classic flip twist masters" -- "${cur}"))
                    return 0
                    ;;
                --phase)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --twist-card)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --side)
                    COMPREPLY=($(compgen -W "color colour wild" -- "${cur}"))
                    return 0
                    ;;
                --natural)
                    COMPREPLY=($(compgen -W "phase group" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__find)
            opts="-h --edition --phase --twist-card --side --natural --json --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --edition)
                    COMPREPLY=($(compgen -W "classic flip twist masters" -- "${cur}"))
                    return 0
                    ;;
                --phase)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --twist-card)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --side)
                    COMPREPLY=($(compgen -W "color colour wild" -- "${cur}"))
                    return 0
                    ;;
                --natural)
                    COMPREPLY=($(compgen -W "phase group" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__generate)
            opts="-h --json --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__help)
            opts="check find hit phases generate help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__help__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__help__subcmd__find)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__help__subcmd__generate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__help__subcmd__hit)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__help__subcmd__phases)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__hit)
            opts="-h --edition --side --onto --as --json --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --edition)
                    COMPREPLY=($(compgen -W "classic flip twist masters" -- "${cur}"))
                    return 0
                    ;;
                --side)
                    COMPREPLY=($(compgen -W "color colour wild" -- "${cur}"))
                    return 0
                    ;;
                --onto)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -W "set run color colour color-run colour-run" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        phase10__subcmd__phases)
            opts="-h --edition --json --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --edition)
                    COMPREPLY=($(compgen -W "classic flip twist masters" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _phase10 -o nosort -o bashdefault -o default phase10
else
    complete -F _phase10 -o bashdefault -o default phase10
fi
