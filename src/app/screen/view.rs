//! The table screen drawn from one state: a pure function of the session, its standings
//! and the line being typed, into any ratatui backend (a terminal, or a test's buffer).
//!
//! Top to bottom: the title (the game, the hand, who deals, the side in play, the
//! leader or the winner); one row a player (phase or board space or phase card, score,
//! down, cards held); the Twist board; the groups on the table (`Ann.1`, each wild with
//! its value); the last events; the line typed; the answer to it.

use crate::app::core::words::catalogue::{Area, yes};
use crate::app::core::words::terms;
use crate::app::core::words::{Face, summary as summary_words};
use crate::rules::edition::Progress;
use crate::say;
use crate::session::{Session, Standings, progress, winner};
use ratatui::Frame;
use ratatui::layout::Position;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::session::summary::{Field, Summary};

use crate::app::core::talk::line::typed;
use crate::app::core::talk::{Message, Question, Tone};

/// How the screen may look: colours, and box-drawing characters or plain ASCII.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Look {
    pub colour: bool,
    pub ascii: bool,
}

/// Everything the screen shows.
pub struct View<'a> {
    /// The session's name (or its file's).
    pub title: &'a str,
    pub session: &'a Session,
    pub state: &'a Standings,
    /// Read-only (`phase10 watch`).
    pub watching: bool,
    /// The line being typed: the text before the cursor, and the text after it with its
    /// characters reversed (see [`crate::app::screen::Line`]).
    pub before: &'a str,
    pub after: &'a str,
    pub message: Option<&'a Message>,
    /// The question asked on the input line (an answer of the hand's end, a yes or no).
    pub question: Option<Question>,
    /// The hand's end being answered.
    pub summary: Option<&'a Summary>,
    /// The file as it is no longer replays: why (the screen keeps the last good state).
    pub problem: Option<&'a str>,
    pub help: bool,
    /// `seats`: the seat whose code is shown (name, link, which, of how many).
    pub seat_code: Option<(&'a str, &'a str, usize, usize)>,
    /// BG Stats' push link, shown as a code.
    pub bgstats_code: Option<&'a str>,
    /// `--serve`: the page's address, shown with the words.
    pub served: Option<&'a str>,
    pub look: Look,
}

/// Where the phones read the table (`--serve`), in the words `?` shows.
pub fn served_line(url: &str) -> String {
    say!(Area::Screen, "screen-served", "url" => url)
}

/// Draws the screen.
pub fn draw(frame: &mut Frame, view: &View) {
    let area = frame.area();
    let lines = lines(view, area.width, area.height);
    let cursor = lines.cursor;
    frame.render_widget(Paragraph::new(lines.text), area);
    if let Some((x, y)) = cursor {
        frame.set_cursor_position(Position::new(x, y));
    }
}

/// The screen as lines, and where the cursor stands.
pub struct Screen {
    pub text: Vec<Line<'static>>,
    pub cursor: Option<(u16, u16)>,
}

fn rule(view: &View, label: &str, width: u16) -> Line<'static> {
    let dash = if view.look.ascii { "-" } else { "─" };
    let head = format!("{dash}{dash} {label} ");
    let rest = usize::from(width).saturating_sub(text_width(&head));
    Line::from(Span::styled(
        format!("{head}{}", dash.repeat(rest)),
        dim(view.look),
    ))
}

fn dim(look: Look) -> Style {
    if look.colour {
        Style::new().fg(Color::DarkGray)
    } else {
        Style::new()
    }
}

fn bold(look: Look) -> Style {
    if look.colour {
        Style::new().add_modifier(Modifier::BOLD)
    } else {
        Style::new()
    }
}

fn tone_style(look: Look, tone: Tone) -> Style {
    if !look.colour {
        return Style::new();
    }
    match tone {
        Tone::Done => Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
        Tone::Refused => Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
        Tone::Note => Style::new(),
    }
}

/// A mark as the terminal can show it.
fn mark(look: Look, fancy: &'static str, plain: &'static str) -> &'static str {
    if look.ascii { plain } else { fancy }
}

/// A mark of yes or no, or where the terminal has no ✓ and –, the word.
fn yes_no(look: Look, b: bool, fancy_no: &'static str) -> String {
    match (look.ascii, b) {
        (false, true) => "✓".into(),
        (false, false) => fancy_no.into(),
        (true, true) => say!(Area::Screen, "screen-yes"),
        (true, false) => say!(Area::Screen, "screen-no"),
    }
}

/// Cut to `width` characters, with "…" (or "~") where cut.
fn fit(text: &str, width: usize, look: Look) -> String {
    if text_width(text) <= width {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used + w > width.saturating_sub(1) {
            break;
        }
        used += w;
        out.push(c);
    }
    out.push_str(mark(look, "…", "~"));
    out
}

/// Cards, each in its colour.
fn cards(text: &str, look: Look) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for (i, card) in text.split(' ').enumerate() {
        if i > 0 {
            spans.push(Span::raw(" "));
        }
        let style = if !look.colour {
            Style::new()
        } else if card.starts_with('W') || card.contains('*') {
            Style::new().fg(Color::Magenta).add_modifier(Modifier::BOLD)
        } else {
            match card.split('=').next_back().and_then(|c| c.chars().next()) {
                Some('R') => Style::new().fg(Color::Red),
                Some('G') => Style::new().fg(Color::Green),
                Some('Y') => Style::new().fg(Color::Yellow),
                Some('B') => Style::new().fg(Color::Blue),
                _ => Style::new(),
            }
        };
        spans.push(Span::styled(card.to_string(), style));
    }
    spans
}

/// The title: the game, the hand, who deals, the side in play; the winner or leader.
fn title(view: &View, width: usize) -> Line<'static> {
    let (session, state) = (view.session, view.state);
    let mut parts = vec!["phase10".to_string(), view.title.to_string()];
    parts.extend(crate::app::core::words::stands(session, state, &|s| {
        typed(session, s)
    }));
    if view.watching {
        parts.push(say!(Area::Screen, "screen-watching"));
    }
    let left = parts.join(mark(view.look, " · ", " - "));
    // (The winners are said in the parts, where the game stands.)
    let right = match state.winners()[..] {
        [] => winner::leader(session, state)
            .map(|l| say!(Area::Screen, "screen-leader", "name" => typed(session, l)))
            .unwrap_or_default(),
        _ => String::new(),
    };
    let gap = width.saturating_sub(text_width(&left) + text_width(&right) + 2);
    let style = if view.look.colour {
        Style::new().add_modifier(Modifier::REVERSED)
    } else {
        Style::new()
    };
    let right_style = if state.is_over() {
        tone_style(view.look, Tone::Done).add_modifier(if view.look.colour {
            Modifier::REVERSED
        } else {
            Modifier::empty()
        })
    } else {
        style
    };
    if gap == 0 {
        return Line::from(Span::styled(
            fit(&format!(" {left} "), width, view.look),
            style,
        ));
    }
    Line::from(vec![
        Span::styled(format!(" {left}{}", " ".repeat(gap)), style),
        Span::styled(format!("{right} "), right_style),
    ])
}

/// What a player is playing this hand, as the column shows it.
fn phase_cell(view: &View, seat: usize) -> String {
    let (session, state) = (view.session, view.state);
    let p = &state.players[seat];
    if let Some(a) = &state.table.laid[seat] {
        return a.label();
    }
    // After the game: how far each came.
    if state.is_over() {
        return match session.rules().progress {
            Progress::Board if p.finished => say!(Area::Screen, "screen-past"),
            Progress::Board => state
                .board
                .as_ref()
                .map_or_else(|| "-".into(), |b| b.spaces[p.position].to_string()),
            Progress::Chosen => say!(Area::Screen, "screen-done", "count" => p.completed.len()),
            Progress::InOrder => p.completed.last().map_or_else(
                || "-".into(),
                |n| say!(Area::Screen, "screen-done", "count" => *n),
            ),
        };
    }
    match session.rules().progress {
        Progress::InOrder => {
            progress::next_phase(session, state, seat).unwrap_or_else(|| "-".into())
        }
        Progress::Board => {
            let board = state.board.as_ref().expect("twist has a board");
            match board.pawn(p.position, p.finished) {
                crate::rules::board::Pawn::Past => say!(Area::Screen, "screen-past"),
                pawn => pawn.short(),
            }
        }
        Progress::Chosen => say!(Area::Screen, "screen-open", "count" => 10 - p.completed.len()),
    }
}

/// The phases the players attempt this hand, in words ("phase 2: 1 set of 3 + 1 run of
/// 4 · phase 1: 2 sets of 3"): what a table asks again and again.
fn phase_words(view: &View, width: usize) -> Option<Line<'static>> {
    let (session, state) = (view.session, view.state);
    if state.is_over() {
        return None;
    }
    let mut seen: Vec<(u8, bool, String)> = Vec::new();
    for s in state.seated() {
        // What each may lay: the phase laid, the next, or both beside a Twist space.
        let attempts: Vec<(u8, bool, String)> = match progress::playing(session, state, s) {
            progress::Playing::Laid(a) => vec![(a.number, a.twist_card, terms::phase(&a.phase))],
            progress::Playing::Next(n) => session
                .phase(n)
                .map(|p| (n, false, terms::phase(&p)))
                .into_iter()
                .collect(),
            progress::Playing::Beside(a, b) => [a, b]
                .into_iter()
                .filter_map(|n| session.phase(n).map(|p| (n, false, terms::phase(&p))))
                .collect(),
            progress::Playing::NoCard | progress::Playing::Done => Vec::new(),
        };
        for a in attempts {
            if !seen.contains(&a) {
                seen.push(a);
            }
        }
    }
    if seen.is_empty() {
        return None;
    }
    seen.sort();
    let text = seen
        .iter()
        .map(|(n, twist, words)| {
            say!(Area::Screen, "screen-phase-words", "twist" => yes(*twist), "number" => *n, "phase" => words.as_str())
        })
        .collect::<Vec<_>>()
        .join(mark(view.look, " · ", " - "));
    Some(Line::from(Span::styled(
        fit(&text, width, view.look),
        dim(view.look),
    )))
}

/// One row a player.
fn players(view: &View, width: usize) -> Vec<Line<'static>> {
    let (session, state, look) = (view.session, view.state, view.look);
    let keeps = session.rules().keeps_score;
    let n = session.players.len();
    let next = state.hands.len() + 1;
    let table = &state.table;
    let lead = winner::leader(session, state);
    let winners = state.winners();
    let progress = match session.rules().progress {
        Progress::InOrder => "phase",
        Progress::Board => "space",
        Progress::Chosen => "card",
    };
    let head = say!(Area::Screen, "screen-col-progress", "progress" => progress);
    let notes: Vec<String> = (0..n)
        .map(|s| {
            let mut notes: Vec<&str> = Vec::new();
            if winners.contains(&s) {
                notes.push("winner");
            } else if lead == Some(s) {
                notes.push("leader");
            }
            if !state.is_over() && state.dealer == s {
                notes.push("deals");
            }
            if s < table.put_down.len() && table.is_out(s) {
                notes.push("out");
            }
            if !state.seating.sits(s, next) {
                notes.push("away");
            }
            notes
                .into_iter()
                .map(|note| say!(Area::Screen, "screen-note", "note" => note))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    let notes_w = notes.iter().map(|s| text_width(s)).max().unwrap_or(0);
    // The phase column as wide as its widest cell ("10 done"), so no row shifts.
    let phases: Vec<String> = (0..n).map(|s| phase_cell(view, s)).collect();
    let phase_w = phases
        .iter()
        .map(|c| text_width(c))
        .chain([text_width(&head), 6])
        .max()
        .unwrap_or(6);
    // The columns as wide as their headings, at least.
    let (score, down, holds) = (
        say!(Area::Screen, "screen-col-score"),
        say!(Area::Screen, "screen-col-down"),
        say!(Area::Screen, "screen-col-holds"),
    );
    let score_w = text_width(&score).max(5);
    let down_w = text_width(&down).max(4);
    let holds_w = text_width(&holds).max(5);
    // seat, phase, score, down, holds, and the gaps between.
    let fixed = 3
        + phase_w
        + 1
        + if keeps { score_w + 1 } else { 0 }
        + down_w
        + 1
        + holds_w
        + 1
        + 1
        + notes_w;
    let name_w = width.saturating_sub(fixed).clamp(4, 24);
    let names: Vec<String> = if session.players.iter().all(|p| text_width(p) <= name_w) {
        session.players.clone()
    } else {
        crate::app::core::render::short_names(&session.players, name_w)
    };
    let mut out = Vec::with_capacity(n + 1);
    let mut header = format!(
        "{:>2} {} {}",
        "#",
        pad(&say!(Area::Screen, "screen-col-player"), name_w),
        pad_left(&head, phase_w)
    );
    if keeps {
        header.push_str(&format!(" {}", pad_left(&score, score_w)));
    }
    header.push_str(&format!(
        " {} {}",
        pad_left(&down, down_w),
        pad_left(&holds, holds_w)
    ));
    out.push(Line::from(Span::styled(
        fit(&header, width, look),
        dim(look),
    )));
    for s in 0..n {
        let p = &state.players[s];
        let away = !state.seating.sits(s, next);
        let down = table.laid.get(s).is_some_and(Option::is_some);
        let held = if table.live && table.put_down.get(s).is_some_and(|&d| d > 0) {
            table.held(s).to_string()
        } else if away || state.is_over() {
            "-".into()
        } else {
            "10".into()
        };
        let mut row = format!(
            "{:>2} {} {}",
            s + 1,
            pad(&fit(&names[s], name_w, look), name_w),
            pad_left(&phases[s], phase_w)
        );
        if keeps {
            row.push_str(&format!(" {:>score_w$}", p.score));
        }
        let down = if down {
            yes_no(look, true, "–")
        } else {
            mark(look, "–", "-").to_string()
        };
        row.push_str(&format!(" {} {:>holds_w$} ", pad_left(&down, down_w), held));
        let style = if away {
            dim(look)
        } else if winners.contains(&s) {
            tone_style(look, Tone::Done)
        } else if lead == Some(s) {
            bold(look)
        } else {
            Style::new()
        };
        let note_w = width.saturating_sub(text_width(&row));
        out.push(Line::from(vec![
            Span::styled(fit(&row, width, look), style),
            Span::styled(fit(&notes[s], note_w, look), style),
        ]));
    }
    out
}

/// The Twist board on one line: each space, the seats of the pawns on it.
fn board(view: &View, width: usize) -> Option<Line<'static>> {
    let board = view.state.board.as_ref()?;
    let mut text = format!("{} ", say!(Area::Screen, "screen-board"));
    for (i, space) in board.spaces.iter().enumerate() {
        let pawns: String = view
            .state
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.finished && p.position == i)
            .map(|(s, _)| char::from_digit((s + 1) as u32, 10).unwrap_or('#'))
            .collect();
        text.push_str(&space.to_string());
        if !pawns.is_empty() {
            text.push_str(&format!("[{pawns}]"));
        }
        text.push(' ');
    }
    let past: String = view
        .state
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.finished)
        .map(|(s, _)| char::from_digit((s + 1) as u32, 10).unwrap_or('#'))
        .collect();
    text.push_str(mark(view.look, "»", ">>"));
    if !past.is_empty() {
        text.push_str(&format!("[{past}]"));
    }
    // The legend, where it fits: the numbers in brackets are the players' seats.
    let legend = format!(
        "   {}",
        say!(Area::Screen, "screen-board-legend", "past" => mark(view.look, "»", ">>"))
    );
    if text_width(&text) + text_width(&legend) <= width {
        text.push_str(&legend);
    }
    Some(Line::from(fit(&text, width, view.look)))
}

/// The groups on the table, `Ann.1  set of 3 (7s): 7 7 7 W=7`, one a line; where they
/// do not fit so, side by side (two or three), as owner and cards (`Ann.1  7 7 7 W=7`),
/// a group's cards going on to the next line rather than being cut; `…and N more` only
/// where even that does not fit.
fn groups(view: &View, width: usize, rows: usize) -> Vec<Line<'static>> {
    let (session, table, look) = (view.session, &view.state.table, view.look);
    if rows == 0 {
        return Vec::new();
    }
    if table.groups.is_empty() {
        let none = if view.state.is_over() {
            say!(Area::Screen, "screen-nothing-over")
        } else {
            say!(Area::Screen, "screen-nothing-laid")
        };
        return vec![Line::from(Span::styled(none, dim(look)))];
    }
    let label = |g: &crate::session::on_table::TableGroup| {
        format!("{}.{}", typed(session, g.owner), g.index)
    };
    let label_w = table
        .groups
        .iter()
        .map(|g| text_width(&label(g)))
        .max()
        .unwrap_or(0);
    // A group as lines of at most `w` columns: its head, then its cards folded at
    // spaces (the lines after the first indented under the cards).
    let cell = |g: &crate::session::on_table::TableGroup,
                w: usize,
                described: bool|
     -> Vec<Vec<Span<'static>>> {
        let head = if described {
            format!(
                "{} {}: ",
                pad(&label(g), label_w),
                crate::app::core::words::terms::laid(&g.laid)
            )
        } else {
            format!("{} ", pad(&label(g), label_w))
        };
        let indent = text_width(&head).min(w / 2);
        let mut lines: Vec<Vec<Span<'static>>> = Vec::new();
        let mut line = vec![Span::styled(fit(&head, w, look), bold(look))];
        let mut used = text_width(&head).min(w);
        for card in g.laid.show().split(' ') {
            let cw = text_width(card);
            if used + cw > w && used > indent {
                lines.push(std::mem::take(&mut line));
                line.push(Span::raw(" ".repeat(indent)));
                used = indent;
            }
            line.extend(cards(&fit(card, w.saturating_sub(used), look), look));
            line.push(Span::raw(" "));
            used += cw + 1;
        }
        lines.push(line);
        lines
    };
    let total = table.groups.len();
    let most = if width >= 75 { 3 } else { 2 };
    // The fewest columns all the groups fit in (each column filled top down).
    let layout = |columns: usize| -> Option<Vec<Vec<Vec<Span<'static>>>>> {
        let col_w = width / columns;
        let inner = col_w.saturating_sub(if columns > 1 { 2 } else { 0 });
        let described = columns == 1
            || table.groups.iter().all(|g| {
                label_w
                    + 1
                    + text_width(&crate::app::core::words::terms::laid(&g.laid))
                    + 2
                    + text_width(&g.laid.show())
                    <= inner
            });
        let mut cols: Vec<Vec<Vec<Span<'static>>>> = vec![Vec::new()];
        for g in &table.groups {
            let lines = cell(g, inner, described);
            if lines.len() > rows {
                return None;
            }
            if cols.last().is_some_and(|c| c.len() + lines.len() > rows) {
                if cols.len() == columns {
                    return None;
                }
                cols.push(Vec::new());
            }
            cols.last_mut().expect("a column").extend(lines);
        }
        Some(cols)
    };
    // Where not even so: as many as fit, one line each, and how many more.
    let (columns, cols, more) = (1..=most)
        .find_map(|c| layout(c).map(|l| (c, l, 0)))
        .unwrap_or_else(|| {
            let per = rows - 1;
            let shown = (per * most).min(total);
            let inner = (width / most).saturating_sub(2);
            let cols = table.groups[..shown]
                .chunks(per.max(1))
                .map(|column| {
                    column
                        .iter()
                        .map(|g| cell(g, inner, false).swap_remove(0))
                        .collect()
                })
                .collect();
            (most, cols, total - shown)
        });
    let col_w = width / columns;
    let height = cols.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = Vec::new();
    for r in 0..height {
        let mut spans = Vec::new();
        for (c, col) in cols.iter().enumerate() {
            let mut one = col.get(r).cloned().unwrap_or_default();
            let used: usize = one.iter().map(|s| text_width(&s.content)).sum();
            if c + 1 < cols.len() {
                one.push(Span::raw(" ".repeat(col_w.saturating_sub(used))));
            }
            spans.extend(one);
        }
        out.push(Line::from(spans));
    }
    if more > 0 {
        out.push(Line::from(Span::styled(
            say!(Area::Screen, "screen-more-groups", "more" => more),
            dim(look),
        )));
    }
    out
}

/// Text as every face shows it (a control or bidirectional mark shown, not obeyed:
/// `paint::shown_plain`), on one line: a screen line holds no line end or tab.
fn visible(text: &str) -> std::borrow::Cow<'_, str> {
    let shown = crate::app::core::paint::shown_plain(text);
    if !shown.contains(['\n', '\t']) {
        return shown;
    }
    std::borrow::Cow::Owned(shown.replace(['\n', '\t'], " "))
}

/// How many columns a text takes on a terminal (a wide character two, an accent typed
/// apart none).
fn text_width(text: &str) -> usize {
    crate::app::core::paint::columns(text)
}

/// Padded with spaces to `width` columns.
fn pad(text: &str, width: usize) -> String {
    format!(
        "{text}{}",
        " ".repeat(width.saturating_sub(text_width(text)))
    )
}

/// Padded with spaces before it to `width` columns (set right).
fn pad_left(text: &str, width: usize) -> String {
    format!(
        "{}{text}",
        " ".repeat(width.saturating_sub(text_width(text)))
    )
}

/// The hand's end as rows: one a player (went out, made it, the phase, what is left),
/// each refusal under its row, the answer being typed marked; then what the hand's
/// refusal as a whole is, and what the field takes (or, at the question whether to
/// record, what the hand gives).
fn summary_lines(view: &View, summary: &Summary, width: usize) -> Vec<Line<'static>> {
    let (session, look) = (summary.session(), view.look);
    let masters = session.rules().save_pile;
    let rows = summary.rows();
    let active_seat = match summary.active() {
        Some(Field::Choice(s) | Field::Left(s) | Field::Save(s) | Field::Unsave(s)) => Some(s),
        _ => None,
    };
    let names: Vec<String> = rows.iter().map(|r| typed(session, r.seat)).collect();
    let name_w = names
        .iter()
        .map(|n| text_width(n))
        .max()
        .unwrap_or(6)
        .clamp(6, 20);
    let mut out = Vec::new();
    // The columns as wide as their headings, at least.
    let (out_word, made_word, phase_word) = (
        say!(Area::Screen, "screen-col-out"),
        say!(Area::Screen, "screen-col-made"),
        say!(Area::Screen, "screen-col-progress", "progress" => "phase"),
    );
    let out_w = text_width(&out_word).max(3);
    let made_w = text_width(&made_word).max(4);
    let phase_w = text_width(&phase_word).max(5);
    let mut head = format!(
        " # {} {} {} {}",
        pad(&say!(Area::Screen, "screen-col-player"), name_w),
        pad(&out_word, out_w),
        pad(&made_word, made_w),
        phase_word
    );
    head.push_str(&format!(" {}", say!(Area::Screen, "screen-col-left")));
    out.push(Line::from(Span::styled(fit(&head, width, look), dim(look))));
    for (r, name) in rows.iter().zip(&names) {
        let marker = if Some(r.seat) == active_seat {
            mark(look, "▸", ">")
        } else {
            " "
        };
        let made = r.made.map(|m| yes_no(look, m, "–")).unwrap_or_default();
        let mut left: String = if r.out {
            match r.untyped {
                Some(n) => say!(Area::Screen, "screen-went-out-untyped", "count" => n),
                None => say!(Area::Screen, "screen-went-out"),
            }
        } else {
            r.left.clone().unwrap_or_default()
        };
        if let Some(h) = r.holds.filter(|_| r.left.is_some()) {
            if !left.is_empty() {
                left.push(' ');
            }
            left.push_str(&say!(Area::Screen, "screen-holds", "count" => h));
        }
        if masters {
            if r.saved {
                left.push_str(&format!(" · {}", say!(Area::Screen, "screen-saved")));
            }
            if !r.drew.is_empty() {
                left.push_str(&format!(
                    " · {}",
                    say!(Area::Screen, "screen-drew-back", "cards" => r.drew.as_str())
                ));
            }
        }
        let went_out = if r.out {
            yes_no(look, true, "–")
        } else {
            String::new()
        };
        let row = format!(
            "{marker}{} {} {} {} {} {left}",
            r.seat + 1,
            pad(&fit(name, name_w, look), name_w),
            pad(&went_out, out_w),
            pad(&made, made_w),
            pad(&r.phase, phase_w),
        );
        let style = if Some(r.seat) == active_seat {
            bold(look)
        } else {
            Style::new()
        };
        out.push(Line::from(Span::styled(fit(&row, width, look), style)));
        if let Some(note) = &r.note {
            let note = summary_words::unanswered(summary, note, Face::Table);
            out.extend(wrapped(
                &format!("   {} {note}", mark(look, "✗", "!")),
                width,
                2,
                tone_style(look, Tone::Refused),
                look,
            ));
        }
    }
    if let Some(general) = summary_words::general(summary, Face::Table) {
        out.extend(wrapped(
            &general,
            width,
            3,
            tone_style(look, Tone::Refused),
            look,
        ));
    }
    if let Some(field) = summary.active() {
        let on_a_row = matches!(
            field,
            Field::Choice(_) | Field::Left(_) | Field::Save(_) | Field::Unsave(_)
        );
        if let Some(note) = summary.note(field).filter(|_| !on_a_row) {
            let note = summary_words::unanswered(summary, note, Face::Table);
            out.extend(wrapped(
                &note,
                width,
                2,
                tone_style(look, Tone::Refused),
                look,
            ));
        }
    } else {
        if let Some(after) = summary.after() {
            let text = crate::app::core::render::hand_summary(
                summary.session(),
                &after,
                summary.number - 1,
            );
            for l in text.lines() {
                out.push(Line::from(Span::styled(fit(l, width, look), dim(look))));
            }
        }
        if let Some(n) = summary.same_as() {
            out.extend(wrapped(
                &say!(Area::Screen, "screen-same-as", "number" => n),
                width,
                2,
                tone_style(look, Tone::Refused),
                look,
            ));
        }
    }
    out
}

/// Text folded at spaces into at most `most` lines of `width` (the last cut with "…").
fn wrapped(text: &str, width: usize, most: usize, style: Style, look: Look) -> Vec<Line<'static>> {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let folded = crate::app::core::render::fold(
        &flat.split(' ').map(str::to_string).collect::<Vec<_>>(),
        width,
        "",
        " ",
    );
    let mut lines: Vec<String> = folded.lines().map(str::to_string).collect();
    if lines.len() > most {
        lines.truncate(most);
        let last = lines.pop().unwrap_or_default();
        lines.push(fit(&format!("{last} …"), width, look));
    }
    lines
        .into_iter()
        .map(|l| Line::from(Span::styled(fit(&l, width, look), style)))
        .collect()
}

/// The screen as lines for `width` × `height` cells.
pub fn lines(view: &View, width: u16, height: u16) -> Screen {
    let (w, h) = (usize::from(width), usize::from(height));
    let look = view.look;
    // The bottom: the answer (or the problem), the line typed.
    let mut bottom: Vec<Line<'static>> = Vec::new();
    let mut cursor_at = None;
    let mut prompt = match &view.question {
        Some(q) => format!("{}: ", q.prompt),
        None if view.watching => String::new(),
        None => "> ".to_string(),
    };
    // A question too long to type beside is said whole above the line.
    if text_width(&prompt) > w / 2 {
        bottom.extend(wrapped(prompt.trim_end(), w, 3, bold(look), look));
        prompt = "> ".to_string();
    }
    if view.watching {
        let words = if view.served.is_some() {
            say!(Area::Screen, "screen-watching-served")
        } else {
            say!(Area::Screen, "screen-watching-hint")
        };
        bottom.push(Line::from(Span::styled(fit(&words, w, look), dim(look))));
    } else {
        let secret = view.question.as_ref().is_some_and(|q| q.secret);
        // The end of a long line stays in sight; only what is in sight is looked at,
        // so a line of any length draws in the same time.
        let prompt_w = text_width(&prompt).min(w / 2);
        let room = w.saturating_sub(prompt_w).max(1);
        let mut before: Vec<char> = view
            .before
            .chars()
            .rev()
            .take(room.saturating_sub(1))
            .collect();
        before.reverse();
        let after: String = view.after.chars().rev().take(room - before.len()).collect();
        let at = prompt_w + before.len();
        let mut visible: String = before.into_iter().collect();
        visible.push_str(&after);
        if secret {
            visible = "*".repeat(visible.chars().count());
        }
        let prompt_style = if view.question.is_some() {
            bold(look)
        } else {
            Style::new()
        };
        let row = bottom.len() as u16;
        bottom.push(Line::from(vec![
            Span::styled(fit(&prompt, prompt_w, look), prompt_style),
            Span::raw(visible),
        ]));
        cursor_at = Some((at.min(w.saturating_sub(1)) as u16, row));
    }
    let answer: Vec<Line<'static>> = if let Some(problem) = view.problem {
        wrapped(
            &say!(Area::Screen, "screen-no-longer-replays", "problem" => problem),
            w,
            3,
            tone_style(look, Tone::Refused),
            look,
        )
    } else if let Some(m) = view.message {
        // (A long refusal or a hand's summary whole where the screen has the rows.)
        wrapped(&m.text, w, (h / 4).max(3), tone_style(look, m.tone), look)
    } else if let Some(q) = &view.question {
        wrapped(&q.hint, w, 2, dim(look), look)
    } else if !view.watching {
        vec![Line::from(Span::styled(
            fit(&say!(Area::Screen, "screen-hint"), w, look).replace('·', mark(look, "·", "-")),
            dim(look),
        ))]
    } else {
        Vec::new()
    };
    bottom.extend(answer);
    // The top: the title, the players, the board.
    let mut top = vec![title(view, w)];
    // A code to scan takes the screen but for the title (24 rows hold it).
    let code_shown = view.seat_code.is_some() || view.bgstats_code.is_some();
    if !code_shown {
        top.extend(players(view, w));
        top.extend(board(view, w));
    }
    // The phases attempted, in words, where the screen has a row for them.
    if h >= 20 && !code_shown {
        top.extend(phase_words(view, w));
    }
    // The middle: the groups and the events, or the help, or the question.
    let room = h.saturating_sub(top.len() + bottom.len());
    let mut middle: Vec<Line<'static>> = Vec::new();
    let code = view
        .seat_code
        .map(|(name, link, i, n)| {
            (
                crate::app::core::words::seat_code_title(name, i, n),
                link,
                crate::app::core::words::seat_code_keys(),
            )
        })
        .or_else(|| {
            view.bgstats_code.map(|link| {
                (
                    crate::app::core::words::bgstats_code_title(),
                    link,
                    crate::app::core::words::bgstats_code_keys(),
                )
            })
        });
    if let Some((title, link, keys)) = code {
        // A seat's code (or BG Stats'), drawn black on white where there is colour (a
        // code reads best so), else in the terminal's own colours turned.
        middle.push(rule(view, &title, width));
        let colour = view.look.colour;
        let rows = crate::app::core::paint::qr_rows(link, !colour);
        let fits = rows.len() + 2 <= room && rows.first().is_some_and(|r| r.chars().count() <= w);
        // The link in words where there is room for it too (always where the code is
        // too big).
        let spelt = !fits || rows.len() + 2 + link.len().div_ceil(w.max(1)) <= room;
        if !fits {
            middle.push(Line::from(fit(
                &crate::app::core::words::code_too_big(),
                w,
                look,
            )));
        }
        for row in rows.into_iter().filter(|_| fits) {
            let mut line = Line::from(row);
            if colour {
                line = line.style(
                    ratatui::style::Style::default()
                        .fg(ratatui::style::Color::Black)
                        .bg(ratatui::style::Color::White),
                );
            }
            middle.push(line);
        }
        for part in link.as_bytes().chunks(w.max(1)).filter(|_| spelt) {
            middle.push(Line::from(String::from_utf8_lossy(part).into_owned()));
        }
        middle.push(Line::from(keys));
    } else if view.help {
        middle.push(rule(view, &say!(Area::Screen, "screen-rule-words"), width));
        if let Some(url) = view.served {
            // First, and whole, folded rather than cut: it is read off and typed.
            let line = served_line(url);
            for part in line.as_bytes().chunks(w.max(1)) {
                middle.push(Line::from(String::from_utf8_lossy(part).into_owned()));
            }
        }
        // Watching, nothing is typed: the address is the whole of it.
        if !view.watching {
            middle.extend(
                crate::app::core::words::help(true)
                    .iter()
                    .map(|l| Line::from(fit(l, w, look))),
            );
        }
    } else if let Some(summary) = view.summary {
        let asked = summary_lines(view, summary, w);
        let groups_rows = room.saturating_sub(asked.len() + 2).min(4);
        if groups_rows > 0 && !view.state.table.groups.is_empty() {
            middle.push(rule(view, &say!(Area::Screen, "screen-rule-table"), width));
            middle.extend(groups(view, w, groups_rows));
        }
        let what = match summary.edit {
            Some(n) => say!(Area::Screen, "screen-rule-re-entered", "number" => n),
            None => say!(Area::Screen, "screen-rule-hand-end", "number" => summary.number),
        };
        middle.push(rule(view, &what, width));
        middle.extend(asked);
    } else {
        // (Only those that fit are worded: a key costs the same at hand 200 as at hand 1.)
        let events = crate::app::core::words::events(view.session, view.state, room);
        let mut event_rows = if room >= 16 { 5 } else { 3 }.min(events.len().max(1));
        // The groups come first: the events give up their rows where the groups would
        // not all be in sight (three side by side at most).
        let groups_total = view.state.table.groups.len();
        while event_rows > 1 && groups_total > 3 * room.saturating_sub(event_rows + 2) {
            event_rows -= 1;
        }
        let group_rows = room.saturating_sub(event_rows + 2);
        middle.push(rule(view, &say!(Area::Screen, "screen-rule-table"), width));
        middle.extend(groups(view, w, group_rows));
        while middle.len() < room.saturating_sub(event_rows + 1) {
            middle.push(Line::from(""));
        }
        middle.push(rule(view, &say!(Area::Screen, "screen-rule-events"), width));
        let start = events.len().saturating_sub(event_rows);
        for e in &events[start..] {
            middle.push(Line::from(fit(e, w, look)));
        }
    }
    middle.truncate(room);
    while middle.len() < room {
        middle.push(Line::from(""));
    }
    let mut text = top;
    text.truncate(h.saturating_sub(bottom.len()));
    text.extend(middle);
    let input_row = text.len();
    text.extend(bottom);
    text.truncate(h);
    for line in &mut text {
        for span in &mut line.spans {
            // What came from files, names and what is typed is shown, never obeyed: the
            // screen's own colours are ratatui's styles, never in the text.
            if let std::borrow::Cow::Owned(shown) = visible(&span.content) {
                span.content = shown.into();
            }
            if look.ascii && !span.content.is_ascii() {
                span.content = crate::app::core::paint::as_ascii(&span.content)
                    .into_owned()
                    .into();
            }
        }
    }
    let cursor = cursor_at
        .map(|(x, row)| (x, input_row + usize::from(row)))
        .filter(|&(_, y)| y < h)
        .map(|(x, y)| (x, y as u16));
    Screen { text, cursor }
}

/// The screen as plain text (for tests and a transcript).
#[cfg(test)]
pub fn plain(view: &View, width: u16, height: u16) -> String {
    let backend = ratatui::backend::TestBackend::new(width, height);
    let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
    terminal
        .draw(|f| draw(f, view))
        .expect("drawing into a buffer");
    let buffer = terminal.backend().buffer().clone();
    let area = buffer.area;
    let mut out = String::new();
    for y in 0..area.height {
        let mut line = String::new();
        // (A wide character's second cell is not a character of its own.)
        let mut skip = 0;
        for x in 0..area.width {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let symbol = buffer[(x, y)].symbol();
            line.push_str(symbol);
            skip = text_width(symbol).saturating_sub(1);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
