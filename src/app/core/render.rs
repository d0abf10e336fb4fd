//! Tables and text: one pure function per view.

use comfy_table::{ContentArrangement, Table, presets};

/// A table's text before it is drawn: its header and rows of cells (the score pad is
/// built so, to be cut into sheets before it is drawn).
#[derive(Debug, Default)]
pub struct Cells {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Cells {
    /// The cells as a table in the house style.
    pub fn table(&self) -> Table {
        let mut t = table();
        t.set_header(self.header.clone());
        for r in &self.rows {
            t.add_row(r.clone());
        }
        t
    }

    /// Each column's width drawn unwrapped, its borders and padding with it (the
    /// table's right border apart).
    pub fn natural_widths(&self) -> Vec<usize> {
        natural_widths(
            std::iter::once(&self.header)
                .chain(&self.rows)
                .map(|r| r.iter().map(String::as_str).collect::<Vec<_>>()),
        )
    }

    pub fn drawn(&self) -> String {
        self.table().to_string()
    }
}

/// The columns' widths of rows of cells drawn unwrapped (each cell's widest line),
/// with the borders and padding.
fn natural_widths<'a>(rows: impl Iterator<Item = Vec<&'a str>>) -> Vec<usize> {
    let mut widths: Vec<usize> = Vec::new();
    for row in rows {
        if widths.len() < row.len() {
            widths.resize(row.len(), 0);
        }
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(
                cell.split('\n')
                    .map(super::paint::columns)
                    .max()
                    .unwrap_or(0),
            );
        }
    }
    widths.iter().map(|w| w + 3).collect()
}

/// A table drawn: comfy-table, the one drawer.
pub fn drawn(t: &Table) -> String {
    t.to_string()
}
use crate::rules::group::Laid;
use crate::session::progress;

/// A table with the house style.
pub fn table() -> Table {
    let mut t = Table::new();
    // Colour where paint decides (a cell styled only then), whatever comfy-table would
    // guess of the terminal.
    if super::paint::enabled() {
        t.enforce_styling();
    } else {
        t.force_no_tty();
    }
    t.load_style(if crate::app::core::paint::ascii() {
        presets::ASCII_FULL_CONDENSED
    } else {
        presets::UTF8_FULL_CONDENSED
    })
    .set_content_arrangement(ContentArrangement::Dynamic)
    .set_width(u16::try_from(width()).unwrap_or(80));
    t
}

/// A table's cells as they may be drawn: text from a file shown (`^[`, not an
/// escape), so the table neither measures nor closes a sequence of a file's.
pub fn row<S: AsRef<str>>(cells: impl IntoIterator<Item = S>) -> Vec<String> {
    cells
        .into_iter()
        .map(|c| crate::app::core::paint::shown(c.as_ref()).into_owned())
        .collect()
}

/// Laid groups, one a line: "  run of 4 (3–6): 3 4 W=5 6".
pub fn groups(groups: &[Laid]) -> String {
    let mut text = String::new();
    for g in groups {
        text.push_str(&format!(
            "  {}: {}\n",
            crate::app::core::words::terms::laid(g),
            crate::app::core::paint::cards(&g.show())
        ));
    }
    text
}

/// A numbered list of phases.
pub fn phase_table(phrases: &[&str]) -> String {
    let mut t = table();
    t.set_header(["#".to_string(), say!(Words, "col-phase")]);
    for (i, p) in phrases.iter().enumerate() {
        let phase: crate::Phase = p.parse().expect("tables parse");
        t.add_row(row([(i + 1).to_string(), terms::phase(&phase)]));
    }
    format!("{}\n", drawn(&t))
}

use crate::app::core::words::catalogue::Area::{self, Render as Words};
use crate::app::core::words::terms;
use crate::rules::board::Board;
use crate::rules::edition::{Progress, Variation};
use crate::say;
use crate::session::{Session, Standings};

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

/// "1 hand", "2 hands", "0 cards", in the spoken language.
pub use crate::app::core::words::count;

/// The standings table: the typed report `status --json` prints, drawn.
pub fn status(session: &Session, state: &Standings, show_saved: bool) -> String {
    status_as(session, state, show_saved, false)
}

/// The same read out line by line (plain mode, for a screen reader): a line a player,
/// each cell with its column's name, and no drawing of the board (each player's space
/// is in their line).
pub fn status_read_out(session: &Session, state: &Standings) -> String {
    status_as(session, state, false, true)
}

fn status_as(session: &Session, state: &Standings, show_saved: bool, read_out: bool) -> String {
    let report = crate::session::report::status(session, state);
    let rules = session.rules();
    let over = state.is_over();
    let mut head = report.edition.clone();
    if session.variation != Variation::Standard {
        head.push_str(&format!(" · {}", report.variation));
    }
    if let Some(n) = report.phases_to_win {
        head.push_str(&format!(
            " {}",
            say!(Words, "head-phases-win", "count" => n)
        ));
    }
    if !report.phase_list.is_empty() {
        let phases = count(report.phase_list.len(), "phase");
        head.push_str(&format!(
            " · {}",
            say!(Words, "head-own-phases", "phases" => phases)
        ));
    }
    head.push_str(&format!(
        " · {}",
        say!(Words, "head-played", "count" => report.hands)
    ));
    if !over {
        let deals = say!(Words, "head-deals-next", "name" => report.dealer.as_str());
        head.push_str(&format!(" · {deals}"));
        // Flip: the side in play (turned by the flips of the hand being played).
        if let Some(side) = report.side {
            let side = super::words::side(side);
            head.push_str(&format!(
                " · {}",
                say!(super::words::catalogue::Area::Table, "side-in-play", "side" => side)
            ));
        }
    }
    let winners: Vec<&str> = state
        .winners()
        .iter()
        .map(|&s| session.players[s].as_str())
        .collect();
    let build = |names: &[String]| {
        let mut t = table();
        let mut header = vec!["col-seat", "col-player"];
        match rules.progress {
            Progress::Chosen => header.extend(["col-completed", "col-open"]),
            Progress::Board => header.extend(["col-space", "col-phases-made"]),
            Progress::InOrder => header.extend(["col-next-phase", "col-completed"]),
        }
        if rules.keeps_score {
            header.push("col-score");
        }
        if show_saved && rules.progress == Progress::Chosen {
            header.push("col-save-pile");
        }
        let mut header: Vec<String> = header.into_iter().map(|id| say!(Words, id)).collect();
        header.push(String::new());
        t.set_header(self::row(header));
        for (s, p) in report.players.iter().enumerate() {
            let mut row = vec![p.seat.to_string(), names[s].clone()];
            match rules.progress {
                Progress::Chosen => {
                    let mut done = p.completed.clone();
                    done.sort_unstable();
                    row.extend([list(&done), list(p.open.as_deref().unwrap_or_default())]);
                }
                Progress::Board => {
                    let board = state.board.as_ref().expect("twist has a board");
                    let space = board
                        .pawn(p.position.unwrap_or_default(), p.finished)
                        .choice();
                    row.extend([space, list(&p.completed)]);
                }
                Progress::InOrder => {
                    row.extend([
                        p.phase.map_or_else(|| "–".into(), |n| n.to_string()),
                        list(&p.completed),
                    ]);
                }
            }
            if rules.keeps_score {
                row.push(p.score.to_string());
            }
            if show_saved && rules.progress == Progress::Chosen {
                let saved = p.saved.clone().unwrap_or_default();
                row.push(if saved.is_empty() {
                    "–".into()
                } else {
                    saved.join(" ")
                });
            }
            let mut notes = Vec::new();
            // The winner and the leader stand out (comfy-table styles the cell).
            let mut style: Option<(Option<comfy_table::Color>, comfy_table::Attribute)> = None;
            if winners.contains(&p.name.as_str()) {
                notes.push(say!(Words, "note-winner"));
                style = Some((
                    Some(comfy_table::Color::DarkGreen),
                    comfy_table::Attribute::Bold,
                ));
            } else if report.leader.as_deref() == Some(p.name.as_str()) {
                notes.push(say!(Words, "note-leader"));
                style = Some((None, comfy_table::Attribute::Bold));
            }
            if !over && report.dealer == p.name {
                notes.push(say!(Words, "note-deals"));
            }
            if !p.at_table {
                notes.push(say!(Words, "note-away"));
            }
            let mut cells: Vec<comfy_table::Cell> = self::row(row)
                .into_iter()
                .map(comfy_table::Cell::new)
                .collect();
            let mut note = comfy_table::Cell::new(notes.join(", "));
            if let (Some((fg, attribute)), true) = (style, crate::app::core::paint::enabled()) {
                if let Some(fg) = fg {
                    note = note.fg(fg);
                }
                note = note.add_attribute(attribute);
            }
            cells.push(note);
            t.add_row(cells);
        }
        t
    };
    // Too wide for the terminal (six long names, say): short names, spelled out under
    // the table, rather than a name broken in two.
    let mut t = build(&session.players);
    let mut legend = String::new();
    if !read_out && !fits(&t, width()) {
        let seats = session.players.len().max(1);
        let max = (width().saturating_sub(40) / seats.min(2)).clamp(6, 16);
        let short = short_names(&session.players, max);
        t = build(&short);
        let cut: Vec<String> = short
            .iter()
            .zip(&session.players)
            .filter(|(s, full)| s != full)
            .map(|(s, full)| spelled_out(s, full))
            .collect();
        if !cut.is_empty() {
            legend = fold(&cut, width(), "  ", ";  ");
        }
    }
    // Who sat down or got up mid-game, under the table.
    let moved: Vec<String> = report
        .players
        .iter()
        .filter_map(|p| {
            let name = &p.name;
            match (p.joined_from, p.left_after) {
                (_, Some(h)) => {
                    Some(say!(Words, "moved-got-up", "name" => name.as_str(), "hand" => h))
                }
                // A newcomer's total starts on the table's highest (no head start).
                (Some(h), None) if h > 1 && rules.keeps_score => Some(say!(
                    Words,
                    "moved-sat-down-highest",
                    "name" => name.as_str(),
                    "hand" => h,
                )),
                (Some(h), None) => {
                    Some(say!(Words, "moved-sat-down", "name" => name.as_str(), "hand" => h))
                }
                (None, None) => None,
            }
        })
        .collect();
    if !moved.is_empty() {
        legend.push_str(&fold(&moved, width(), "  ", ";  "));
    }
    // The line above the table folds at the terminal's width as a sentence would.
    let head = fold(
        &head.split(" · ").map(str::to_string).collect::<Vec<_>>(),
        width(),
        "",
        " · ",
    );
    let mut head = head.trim_end().to_string();
    let house: Vec<String> = session
        .house_rules()
        .iter()
        .map(super::words::rules::house_rule)
        .collect();
    if !house.is_empty() {
        let line = fold(&house, width(), "  ", ";  ");
        head = format!(
            "{head}\n{}\n{}",
            say!(Words, "house-rules"),
            line.trim_end()
        );
    }
    if read_out {
        return format!("{head}\n{}{legend}", lines_of(&t));
    }
    let mut out = format!("{head}\n{}\n{legend}", drawn(&t));
    if let Some(board) = &state.board {
        out.push_str(&track(session, state, board));
    }
    out
}

/// A table read out: a line a row, each cell after its column's name (a column with
/// no name, a row's notes, last), empty cells and dashes left out.
pub fn lines_of(t: &Table) -> String {
    let names: Vec<String> = t
        .header()
        .map(|h| h.cell_iter().map(comfy_table::Cell::content).collect())
        .unwrap_or_default();
    let mut out = String::new();
    for row in t.row_iter() {
        let said: Vec<String> = row
            .cell_iter()
            .enumerate()
            .filter_map(|(i, cell)| {
                let value = cell.content();
                let value = value.trim();
                if value.is_empty() || value == "–" {
                    return None;
                }
                Some(match names.get(i).map(|n| n.trim()) {
                    Some(name) if !name.is_empty() => format!("{name} {value}"),
                    _ => value.to_string(),
                })
            })
            .collect();
        out.push_str(&said.join(", "));
        out.push('\n');
    }
    out
}

/// The Twist board as a track with the pawns (seat numbers) under their spaces.
pub fn track(session: &Session, state: &Standings, board: &Board) -> String {
    const W: usize = 4;
    let cells = board.spaces.len() + 1;
    // The two labels as wide as the wider, and a space.
    let (board_label, pawns_label) = (say!(Words, "board-label"), say!(Words, "pawns-label"));
    let label_w = board_label.chars().count().max(pawns_label.chars().count()) + 1;
    let mut lines = vec![format!("{board_label:<label_w$}")];
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
        let mut line = if row == 0 {
            format!("{pawns_label:<label_w$}")
        } else {
            " ".repeat(label_w)
        };
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
    let mut items = legend;
    items[0] = say!(Words, "board-legend", "first" => items[0].as_str());
    lines.push(
        fold(&items, width(), &" ".repeat(label_w), ", ")
            .trim_end()
            .to_string(),
    );
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
            bits.push(say!(Area::Summary, "row-went-out"));
        } else if t.made {
            bits.push(say!(Area::Summary, "row-made"));
        } else if !h.replay {
            bits.push(say!(Area::Summary, "row-not-made"));
        }
        if let Some(a) = &t.attempt {
            bits.push(match a.strip_prefix('T') {
                Some(n) => say!(Area::Table, "choice-twist", "number" => n),
                None => say!(Area::Table, "choice-phase", "number" => a.as_str()),
            });
        }
        if let (Some(p), true) = (t.points, session.rules().keeps_score) {
            bits.push(format!("+{p} = {}", t.total));
        }
        if state.board.is_some() && !h.replay {
            bits.push(say!(Words, "now-on", "space" => board_space(state, t)));
        }
        parts.push(format!("  {name}: {}", bits.join(", ")));
    }
    parts.join("\n") + "\n"
}

/// The winner, a pending replay, or who deals next.
pub fn outcome(session: &Session, state: &Standings) -> String {
    outcome_in(session, state, crate::app::core::words::Face::Hand)
}

/// The winner, a pending replay, or who deals next, in the words of `face` (the table's:
/// no colour, `out NAME`).
pub fn outcome_in(
    session: &Session,
    state: &Standings,
    face: crate::app::core::words::Face,
) -> String {
    let table = face == crate::app::core::words::Face::Table;
    let good = |text: &str| {
        if table {
            text.to_string()
        } else {
            crate::app::core::paint::good(text)
        }
    };
    if let Some(w) = state.winner {
        let how = state.decided.map_or_else(String::new, decided);
        let winner = say!(Area::Table, "winner", "name" => session.players[w].as_str());
        return format!("{} ({how})\n", good(&winner));
    }
    if let (Some(tied), Some(crate::session::Decided::Ended)) = (&state.tiebreak, state.decided) {
        let names: Vec<String> = tied.iter().map(|&s| session.players[s].clone()).collect();
        let shared = say!(Area::Table, "shared-win", "names" => super::words::listed(&names));
        return format!("{} {}\n", good(&shared), say!(Words, "shared-early"));
    }
    if let Some(tied) = &state.tiebreak {
        let advice = if table {
            "out NAME"
        } else {
            "phase10 hand --out NAME"
        };
        let tied = say!(
            Words,
            "tied",
            "names" => session.names(tied),
            "phase" => progress::next_phase(session, state, tied[0]).unwrap_or_default(),
            "advice" => advice,
        );
        return format!("{tied}\n");
    }
    let next = say!(
        Words,
        "next-hand",
        "number" => state.hands.len() + 1,
        "name" => session.players[state.dealer].as_str(),
    );
    format!("{next}\n")
}

/// The paper score pad: one row per hand. Too wide for the terminal (six long names,
/// say), the pad folds: short names, who dealt and who went out under the hand number,
/// each cell on three lines.
pub fn history(session: &Session, state: &Standings) -> String {
    if state.hands.is_empty() {
        return format!("{}\n", say!(Words, "no-hands-yet"));
    }
    let mut text = score_pad(session, state);
    // Why a newcomer's first total is more than their points.
    for d in crate::session::seats::sat_down(session, state) {
        let said = super::words::sat_down(&session.players[d.seat], &d);
        let words: Vec<String> = said.split(' ').map(String::from).collect();
        text.push_str(&fold(&words, width(), "", " "));
    }
    text
}

/// The score pad fitted to the terminal: whole, narrowed, or on sheets.
fn score_pad(session: &Session, state: &Standings) -> String {
    let seats = session.players.len();
    // (Built only where its header alone fits: a long game's pad is costly to build.)
    let header = |names: &[String]| {
        names
            .iter()
            .map(|n| super::paint::columns(n) + 3)
            .sum::<usize>()
    };
    // (The hand's number, the dealer and who went out: 4, 9 and 6 columns at least.)
    if header(&session.players) + 20 <= width()
        && let Some(text) = fitted_cells(&pad(session, state, &session.players, false), width())
    {
        return format!("{text}\n");
    }
    let max = (width().saturating_sub(14) / seats)
        .saturating_sub(3)
        .clamp(4, 16);
    let short = short_names(&session.players, max);
    let narrow = pad(session, state, &short, true);
    let fits = header(&short) + 5 <= width();
    let mut out = match fits.then(|| fitted_cells(&narrow, width())).flatten() {
        Some(text) => format!("{text}\n"),
        // Still too wide (a long game through many regulars): the pad on sheets, as
        // many players a sheet as fit, each sheet the hands its players played.
        None => sheets(&narrow.natural_widths(), width())
            .iter()
            .map(|sheet| format!("{}\n", sheet_of(&narrow, state, sheet).drawn()))
            .collect::<Vec<_>>()
            .join("\n"),
    };
    let cut: Vec<String> = short
        .iter()
        .zip(&session.players)
        .filter(|(s, full)| s != full)
        .map(|(s, full)| spelled_out(s, full))
        .collect();
    if !cut.is_empty() {
        out.push_str(&fold(&cut, width(), "  ", ";  "));
    }
    out
}

/// Whether a table's lines fit in `width` columns without wrapping a word.
pub fn fits(t: &Table, width: usize) -> bool {
    fitted(t, width).is_some()
}

/// The table drawn, where its lines fit in `width` columns without wrapping a word
/// (drawn once: a wide table is costly to draw).
pub fn fitted(t: &Table, width: usize) -> Option<String> {
    let cells = |r: &comfy_table::Row| r.cell_iter().map(comfy_table::Cell::content).collect();
    let rows: Vec<Vec<String>> = t
        .header()
        .map(cells)
        .into_iter()
        .chain(t.row_iter().map(cells))
        .collect();
    fitted_by(
        &natural_widths(rows.iter().map(|r| r.iter().map(String::as_str).collect())),
        width,
        || drawn(t),
    )
}

/// The cells drawn, where their lines fit in `width` columns without wrapping a word.
fn fitted_cells(cells: &Cells, width: usize) -> Option<String> {
    fitted_by(&cells.natural_widths(), width, || cells.drawn())
}

/// Drawn where the columns' unwrapped widths fit, and every line drawn fits: comfy-table
/// wraps what does not fit (a header or cell on more lines than its content has is the
/// sign), so the content is measured first and only a table that can fit is drawn.
fn fitted_by(widths: &[usize], width: usize, draw: impl FnOnce() -> String) -> Option<String> {
    if widths.iter().sum::<usize>() + 1 > width {
        return None;
    }
    let text = draw();
    text.lines()
        .all(|l| super::paint::columns(l) <= width)
        .then_some(text)
}

/// A sheet of the narrow pad (`full`, every seat): the players in `seats`, and only
/// the hands one of them played.
fn sheet_of(full: &Cells, state: &Standings, seats: &[usize]) -> Cells {
    let pick = |row: &[String]| {
        std::iter::once(row[0].clone())
            .chain(seats.iter().map(|&s| row[s + 1].clone()))
            .collect()
    };
    Cells {
        header: pick(&full.header),
        rows: state
            .hands
            .iter()
            .zip(&full.rows)
            .filter(|(h, _)| seats.iter().any(|&s| h.entries[s].played))
            .map(|(_, row)| pick(row))
            .collect(),
    }
}

/// The players' seats on sheets of the pad that fit in `width`: `widths` the narrow
/// pad's columns (the hand's first), each sheet as many players as fit (one at least).
fn sheets(widths: &[usize], width: usize) -> Vec<Vec<usize>> {
    let first = widths.first().copied().unwrap_or(0) + 1;
    let mut sheets: Vec<Vec<usize>> = Vec::new();
    let mut used = first;
    for (seat, w) in widths.iter().skip(1).enumerate() {
        match sheets.last_mut() {
            Some(sheet) if used + w <= width => sheet.push(seat),
            _ => {
                sheets.push(vec![seat]);
                used = first;
            }
        }
        used += w;
    }
    sheets
}

/// The pad: a row a hand, a column a seat (`narrow`: who dealt and who went out under
/// the hand's number, each cell on three lines).
fn pad(session: &Session, state: &Standings, names: &[String], narrow: bool) -> Cells {
    let keeps = session.rules().keeps_score;
    let mut t = Cells::default();
    let mut header = vec!["#".to_string()];
    if !narrow {
        header.extend([say!(Words, "col-dealer"), say!(Words, "col-out")]);
    }
    header.extend(names.iter().cloned());
    t.header = self::row(header);
    for h in &state.hands {
        let out = h
            .entries
            .iter()
            .position(|t| t.out)
            .map(|s| names[s].clone());
        let number = if h.replay {
            say!(Words, "pad-replay", "number" => h.number)
        } else {
            h.number.to_string()
        };
        let mut row = if narrow {
            let deals = say!(Words, "pad-deals", "name" => names[h.dealer].as_str());
            let mut first = format!("{number}\n{deals}");
            if let Some(o) = &out {
                first.push_str(&format!(
                    "\n{}",
                    say!(Words, "pad-out", "name" => o.as_str())
                ));
            }
            vec![first]
        } else {
            vec![number, names[h.dealer].clone(), out.unwrap_or_default()]
        };
        for turn in &h.entries {
            if !turn.played {
                row.push("–".into());
                continue;
            }
            let mark = if h.replay {
                if turn.out {
                    say!(Words, "pad-won")
                } else {
                    String::new()
                }
            } else if turn.made {
                "✓".to_string()
            } else {
                "✗".to_string()
            };
            let attempt = turn.attempt.clone().unwrap_or_default();
            let mut cell = format!("{attempt} {mark}").trim().to_string();
            if state.board.is_some() {
                cell.push_str(&format!(" → {}", board_space(state, turn)));
            }
            if keeps && !h.replay {
                if narrow {
                    cell.push_str(&format!(
                        "\n+{}\n= {}",
                        turn.points.unwrap_or(0),
                        turn.total
                    ));
                } else {
                    cell.push_str(&format!("\n+{} = {}", turn.points.unwrap_or(0), turn.total));
                }
            }
            row.push(cell);
        }
        t.rows.push(self::row(row));
    }
    t
}

/// Where a pawn stood after a hand: "7", "T (2 or 3)", "past 10".
fn board_space(state: &Standings, turn: &crate::session::Entry) -> String {
    state
        .board
        .as_ref()
        .map(|b| b.pawn(turn.position, turn.finished).to_string())
        .unwrap_or_default()
}

/// Items in lines of at most `width` columns, each line starting with `indent`.
pub fn fold(items: &[String], width: usize, indent: &str, sep: &str) -> String {
    let mut out = String::new();
    let mut line = String::from(indent);
    for item in items {
        let start = line.len() == indent.len();
        if !start
            && super::paint::columns(&line)
                + super::paint::columns(sep)
                + super::paint::columns(item)
                > width
        {
            out.push_str(line.trim_end());
            out.push('\n');
            line = String::from(indent);
        } else if !start {
            line.push_str(sep);
        }
        line.push_str(item);
    }
    out.push_str(line.trim_end());
    out.push('\n');
    out
}

/// A short name spelled out under a table: the whole name where it begins with the
/// short one ("Dmitri Ivanovich", not "Dmitri Dmitri Ivanovich"), else both ("Bartho… =
/// Bartholomew Jones", "3 = Ann Lee").
fn spelled_out(short: &str, full: &str) -> String {
    let word = full.split_whitespace().next().unwrap_or(full);
    if word == short {
        full.to_string()
    } else {
        format!("{short} = {full}")
    }
}

/// Names short enough for narrow columns: the first word when the first words differ,
/// cut to `max` characters with "…"; a seat number where two would read the same.
pub fn short_names(names: &[String], max: usize) -> Vec<String> {
    let first: Vec<&str> = names
        .iter()
        .map(|n| n.split_whitespace().next().unwrap_or(n))
        .collect();
    let distinct = first
        .iter()
        .collect::<std::collections::BTreeSet<_>>()
        .len()
        == first.len();
    let mut out: Vec<String> = names
        .iter()
        .zip(&first)
        .map(|(full, word)| {
            let n = if distinct { *word } else { full.as_str() };
            if super::paint::columns(n) > max {
                let cut = super::paint::cut_to(n, max.saturating_sub(1).max(1));
                format!("{cut}…")
            } else {
                n.to_string()
            }
        })
        .collect();
    let clash = out.iter().collect::<std::collections::BTreeSet<_>>().len() != out.len();
    if clash {
        for (i, n) in out.iter_mut().enumerate() {
            let cut: String = n.chars().take(max.saturating_sub(3).max(1)).collect();
            *n = format!("{cut}·{}", i + 1);
        }
    }
    out
}

/// The width to draw in: `COLUMNS`, the terminal's, or 80 (a pipe, a file).
/// Lines of prose wider than `width` folded at spaces, the rest of a line indented two
/// more than its start (tables are made to fit already). Colour codes take no room.
pub fn wrap_long(text: &str, width: usize) -> std::borrow::Cow<'_, str> {
    let visible = super::paint::columns;
    if text.lines().all(|l| visible(l) <= width) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for line in text.split_inclusive('\n') {
        let (body, end) = line.strip_suffix('\n').map_or((line, ""), |b| (b, "\n"));
        if visible(body) <= width {
            out.push_str(line);
            continue;
        }
        let indent: String = body.chars().take_while(|c| *c == ' ').collect();
        let more = format!("{indent}  ");
        let mut current = indent.clone();
        for (i, word) in body.trim_start().split(' ').enumerate() {
            if i == 0 {
                current.push_str(word);
            } else if visible(&current) + 1 + visible(word) > width {
                out.push_str(&current);
                out.push('\n');
                current = format!("{more}{word}");
            } else {
                current.push(' ');
                current.push_str(word);
            }
        }
        out.push_str(&current);
        out.push_str(end);
    }
    std::borrow::Cow::Owned(out)
}

/// The width to fold prose at: where the terminal (or `COLUMNS`) says it, none for a
/// pipe that said nothing (a script reads whole lines).
pub fn known_width() -> Option<usize> {
    use std::io::IsTerminal;
    (std::env::var_os("COLUMNS").is_some() || std::io::stdout().is_terminal()).then(width)
}

pub fn width() -> usize {
    let from_env = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok());
    let terminal = || {
        use std::io::IsTerminal;
        std::io::stdout()
            .is_terminal()
            .then(|| Table::new().width().map(usize::from))
            .flatten()
    };
    from_env.or_else(terminal).unwrap_or(80).clamp(40, 400)
}

/// Each player's running total hand by hand (Twist: the board space after each hand),
/// drawn in `width` columns: one mark a player a hand, the seat number; `*` where
/// several meet.
pub fn chart(session: &Session, state: &Standings, width: usize) -> String {
    if state.hands.is_empty() {
        return format!("{}\n", say!(Words, "no-hands-yet"));
    }
    let board = state.board.as_ref();
    // The value each player stands at after each hand.
    let value = |t: &crate::session::Entry| -> u32 {
        match board {
            Some(b) if t.finished => b.spaces.len() as u32 + 1,
            Some(_) => t.position as u32 + 1,
            None => t.total,
        }
    };
    let seats = session.players.len();
    // (None: a hand the player was not at the table for; they are not drawn there.)
    let mut series: Vec<Vec<Option<u32>>> = vec![Vec::new(); seats];
    for h in &state.hands {
        for (s, t) in h.entries.iter().enumerate() {
            let before = series[s]
                .iter()
                .rev()
                .find_map(|v| *v)
                .unwrap_or(u32::from(board.is_some()));
            series[s].push(if !state.seating.sits(s, h.number) {
                None
            } else if t.played {
                Some(value(t))
            } else {
                Some(before)
            });
        }
    }
    let top = series
        .iter()
        .flatten()
        .flatten()
        .copied()
        .max()
        .unwrap_or(0)
        .max(1);
    let label_w = top.to_string().len().max(3);
    let margin = label_w + 2;
    let plot_w = width.saturating_sub(margin + 1).max(10);
    let n = state.hands.len();
    // Columns a hand; past one column a hand, hands share columns (the last one shows).
    let step = (plot_w / n).clamp(1, 4);
    let cols = (n * step).min(plot_w);
    let column = |i: usize| -> usize {
        if n * step <= plot_w {
            i * step
        } else {
            i * (plot_w - 1) / (n - 1).max(1)
        }
    };
    // Twist: every space of the board up to the furthest pawn, one row each.
    let height: usize = if board.is_some() { top as usize } else { 18 };
    let row_of = |v: u32| -> usize {
        if board.is_some() {
            return (top - v.max(1)) as usize;
        }
        let (v, top, span) = (u64::from(v), u64::from(top), (height - 1) as u64);
        let r = usize::try_from((v * span + top / 2) / top).unwrap_or(0);
        height - 1 - r.min(height - 1)
    };
    let mut grid = vec![vec![' '; cols.max(1)]; height];
    for (s, values) in series.iter().enumerate() {
        let mark = char::from_digit((s + 1) as u32, 10).unwrap_or('#');
        for (i, v) in values.iter().enumerate() {
            let Some(v) = *v else { continue };
            let (r, c) = (row_of(v), column(i).min(cols - 1));
            let cell = &mut grid[r][c];
            *cell = if *cell == ' ' || *cell == mark {
                mark
            } else {
                '*'
            };
        }
    }
    let mut out = String::new();
    let title = if board.is_some() {
        say!(Words, "chart-board")
    } else {
        say!(Words, "chart-totals")
    };
    out.push_str(&format!("{title}\n"));
    for (r, line) in grid.iter().enumerate() {
        let label = if let Some(b) = board {
            // One row a space, named as on the board.
            let v = top as usize - r;
            b.spaces
                .get(v - 1)
                .map_or_else(|| "»".to_string(), ToString::to_string)
        } else if r == 0 {
            top.to_string()
        } else if r == height - 1 {
            if board.is_some() {
                "1".into()
            } else {
                "0".into()
            }
        } else if r == row_of(top / 2) {
            (top / 2).to_string()
        } else {
            String::new()
        };
        let text: String = line.iter().collect();
        out.push_str(&format!("{label:>label_w$} | {}\n", text.trim_end()));
    }
    out.push_str(&format!("{:>label_w$} +{}\n", "", "-".repeat(cols + 1)));
    // Hand numbers under their columns, as many as fit.
    let mut axis = vec![' '; cols + 8];
    let mut free = 0;
    for i in 0..n {
        let c = column(i);
        let label = (i + 1).to_string();
        if (i == 0 || (i + 1) % 5 == 0 || i == n - 1) && c >= free && c + label.len() <= axis.len()
        {
            for (k, ch) in label.chars().enumerate() {
                axis[c + k] = ch;
            }
            free = c + label.len() + 1;
        }
    }
    let axis: String = axis.iter().collect();
    let axis = format!("{:>label_w$}   {}", "", axis.trim_end());
    if axis.len() + 8 <= width {
        out.push_str(&format!("{axis}  {}\n", say!(Words, "chart-hand")));
    } else {
        out.push_str(&format!("{axis}\n"));
    }
    // The legend, folded to the width.
    let mut items: Vec<String> = session
        .players
        .iter()
        .enumerate()
        .map(|(s, name)| format!("{} {name}", s + 1))
        .collect();
    items.push(say!(Words, "chart-several"));
    let legend = fold(&items, width, "  ", "   ");
    out.push_str(&legend);
    out
}

/// How the game was decided, in words.
fn decided(d: crate::session::Decided) -> String {
    use crate::session::Decided;
    let how = match d {
        Decided::First => "first",
        Decided::FewestPoints => "fewest-points",
        Decided::LowestTotal => "lowest-total",
        Decided::WentOut => "went-out",
        Decided::CardsLeft => "cards-left",
        Decided::Replay => "replay",
        Decided::Ended => "ended",
    };
    say!(Words, "decided", "how" => how)
}
