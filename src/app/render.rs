//! Tables and text: one pure function per view.

use comfy_table::{ContentArrangement, Table, presets};
use phase10::group::Laid;

/// A table with the house style.
pub fn table() -> Table {
    let mut t = Table::new();
    t.load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic);
    t
}

/// Laid groups, one a line: "  run of 4 (3–6): 3 4 W=5 6".
pub fn groups(groups: &[Laid]) -> String {
    let mut text = String::new();
    for g in groups {
        text.push_str(&format!("  {}: {}\n", g.describe(), g.show()));
    }
    text
}

/// A numbered list of phases.
pub fn phase_table(phrases: &[&str]) -> String {
    let mut t = table();
    t.set_header(["#", "phase"]);
    for (i, p) in phrases.iter().enumerate() {
        let phase: phase10::Phase = p.parse().expect("tables parse");
        t.add_row([(i + 1).to_string(), phase.to_string()]);
    }
    format!("{t}\n")
}

use phase10::board::Board;
use phase10::edition::{Progress, Variation};
use phase10::session::{Session, Standings};

fn list(nums: &[u8]) -> String {
    if nums.is_empty() {
        "–".into()
    } else {
        nums.iter()
            .map(std::string::ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The standings table.
pub fn status(session: &Session, state: &Standings, show_saved: bool) -> String {
    let rules = session.rules();
    let mut head = session.edition.to_string();
    if session.variation != Variation::Standard {
        head.push_str(&format!(" · {}", session.variation.name()));
    }
    if let Some(n) = session.phases_to_win {
        head.push_str(&format!(" ({n} phases win)"));
    }
    let n = state.hands.len();
    head.push_str(&format!(
        " · {n} hand{} played",
        if n == 1 { "" } else { "s" }
    ));
    if state.winner.is_none() {
        head.push_str(&format!(" · {} deals next", session.players[state.dealer]));
    }
    let mut t = table();
    let mut header = vec!["seat", "player"];
    match rules.progress {
        Progress::Chosen => header.extend(["completed", "open"]),
        Progress::Board => header.extend(["space", "phases made"]),
        Progress::InOrder => header.extend(["next phase", "completed"]),
    }
    if rules.keeps_score {
        header.push("score");
    }
    if show_saved && rules.progress == Progress::Chosen {
        header.push("save pile");
    }
    header.push("");
    t.set_header(header);
    let lead = session.leader(state);
    for (s, p) in state.players.iter().enumerate() {
        let mut row = vec![(s + 1).to_string(), p.name.clone()];
        match rules.progress {
            Progress::Chosen => {
                let open: Vec<u8> = (1..=10).filter(|n| !p.completed.contains(n)).collect();
                let mut done = p.completed.clone();
                done.sort_unstable();
                row.extend([list(&done), list(&open)]);
            }
            Progress::Board => {
                let board = state.board.as_ref().expect("twist has a board");
                let space = match board.spaces[p.position] {
                    _ if p.finished => "past 10".to_string(),
                    phase10::board::Space::Twist => {
                        let (a, b) = board.neighbours(p.position);
                        format!("T: {a} or {b}, or a Twist card")
                    }
                    phase10::board::Space::Phase(n) => n.to_string(),
                };
                row.extend([space, list(&p.completed)]);
            }
            Progress::InOrder => {
                row.extend([
                    session.next_phase(state, s).unwrap_or_else(|| "–".into()),
                    list(&p.completed),
                ]);
            }
        }
        if rules.keeps_score {
            row.push(p.score.to_string());
        }
        if show_saved && rules.progress == Progress::Chosen {
            row.push(if p.saved.is_empty() {
                "–".into()
            } else {
                phase10::card::show(&p.saved)
            });
        }
        let mut notes = Vec::new();
        if state.winner == Some(s) {
            notes.push("winner");
        } else if lead == Some(s) {
            notes.push("leader");
        }
        if state.winner.is_none() && state.dealer == s {
            notes.push("deals");
        }
        row.push(notes.join(", "));
        t.add_row(row);
    }
    let mut out = format!("{head}\n{t}\n");
    if let Some(board) = &state.board {
        out.push_str(&track(session, state, board));
    }
    out
}

/// The Twist board as a track with the pawns (seat numbers) under their spaces.
pub fn track(session: &Session, state: &Standings, board: &Board) -> String {
    const W: usize = 4;
    let cells = board.spaces.len() + 1;
    let mut lines = vec![String::from("board ")];
    for s in &board.spaces {
        lines[0].push_str(&format!("{:>W$}", s.to_string()));
    }
    lines[0].push_str(&format!("{:>W$}", "»"));
    let mut stacks: Vec<Vec<String>> = vec![Vec::new(); cells];
    for (seat, p) in state.players.iter().enumerate() {
        let at = if p.finished { cells - 1 } else { p.position };
        stacks[at].push((seat + 1).to_string());
    }
    let height = stacks.iter().map(Vec::len).max().unwrap_or(0);
    for row in 0..height {
        let mut line = String::from(if row == 0 { "pawns " } else { "      " });
        for stack in &stacks {
            line.push_str(&format!(
                "{:>W$}",
                stack.get(row).map_or("", String::as_str)
            ));
        }
        lines.push(line.trim_end().to_string());
    }
    let legend: Vec<String> = session
        .players
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{} {n}", i + 1))
        .collect();
    lines.push(format!(
        "      (» is past Phase 10)  pawns: {}",
        legend.join(", ")
    ));
    lines.join("\n") + "\n"
}

/// One hand in a line or two: who went out, who made it, the points.
pub fn hand_summary(session: &Session, state: &Standings, index: usize) -> String {
    let h = &state.hands[index];
    let mut parts = Vec::new();
    for (s, t) in h.entries.iter().enumerate() {
        if !t.played {
            continue;
        }
        let name = &session.players[s];
        let mut bits = Vec::new();
        if t.out {
            bits.push("went out".to_string());
        } else if t.made {
            bits.push("made it".into());
        } else if !h.replay {
            bits.push("did not make it".into());
        }
        if let Some(a) = &t.attempt {
            bits.push(format!("phase {a}"));
        }
        if let (Some(p), true) = (t.points, session.rules().keeps_score) {
            bits.push(format!("+{p} = {}", t.total));
        }
        if state.board.is_some() && !h.replay {
            bits.push(format!("now on {}", board_space(state, t)));
        }
        parts.push(format!("  {name}: {}", bits.join(", ")));
    }
    parts.join("\n") + "\n"
}

/// The winner, a pending replay, or who deals next.
pub fn outcome(session: &Session, state: &Standings) -> String {
    if let Some(w) = state.winner {
        let how = state
            .decided
            .map_or("", phase10::session::Decided::describe);
        return format!("Winner: {} ({how})\n", session.players[w]);
    }
    if let Some(tied) = &state.tiebreak {
        return format!(
            "Tied: {}. The next hand is the replay of phase {} between them only: the first to go out wins (phase10 hand --out NAME).\n",
            session.names(tied),
            session.next_phase(state, tied[0]).unwrap_or_default()
        );
    }
    format!(
        "Next: hand {}, {} deals.\n",
        state.hands.len() + 1,
        session.players[state.dealer]
    )
}

/// The paper score pad: one row per hand.
pub fn history(session: &Session, state: &Standings) -> String {
    let keeps = session.rules().keeps_score;
    let mut t = table();
    let mut header = vec!["#".to_string(), "dealer".into(), "out".into()];
    header.extend(session.players.iter().cloned());
    t.set_header(header);
    for h in &state.hands {
        let out = h
            .entries
            .iter()
            .position(|t| t.out)
            .map(|s| session.players[s].clone());
        let mut row = vec![
            if h.replay {
                format!("{} (replay)", h.number)
            } else {
                h.number.to_string()
            },
            session.players[h.dealer].clone(),
            out.unwrap_or_default(),
        ];
        for turn in &h.entries {
            if !turn.played {
                row.push("–".into());
                continue;
            }
            let mark = if h.replay {
                if turn.out { "won" } else { "" }
            } else if turn.made {
                "✓"
            } else {
                "✗"
            };
            let attempt = turn.attempt.clone().unwrap_or_default();
            let mut cell = format!("{attempt} {mark}").trim().to_string();
            if state.board.is_some() {
                cell.push_str(&format!(" → {}", board_space(state, turn)));
            }
            if keeps && !h.replay {
                cell.push_str(&format!("\n+{} = {}", turn.points.unwrap_or(0), turn.total));
            }
            row.push(cell);
        }
        t.add_row(row);
    }
    if state.hands.is_empty() {
        return "No hands yet: record one with phase10 hand.\n".into();
    }
    format!("{t}\n")
}

/// Where a pawn stood after a hand: "T", "7", "past 10".
fn board_space(state: &Standings, turn: &phase10::session::Entry) -> String {
    match &state.board {
        Some(_) if turn.finished => "past 10".into(),
        Some(b) => b.spaces[turn.position].to_string(),
        None => String::new(),
    }
}
