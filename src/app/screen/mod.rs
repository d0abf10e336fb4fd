//! `phase10 play` and `phase10 watch`: the table screen, the whole evening in one
//! window. The screen is drawn by a pure function of the state ([`view`]); a line typed
//! as the table says it ([`words`]) becomes the command it stands for, run through the
//! same store as the commands (lock, journal, undo), so the file is the one `phase10
//! lay`, `hit` and `hand` would write; the hand's end is asked in place ([`ask`]); a
//! change made elsewhere is seen within a second ([`watch`]).

pub mod ask;
pub mod view;
pub mod watch;
pub mod words;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Result;
use clap::Parser;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::crossterm::{cursor, execute, terminal};

use super::{Cli, Out, store};
use ask::{Asking, Next};
use view::{Look, Message, Tone, View};
use words::Said;

/// Play (type what happens) or watch (a second screen: read only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Play,
    Watch,
}

/// What the screen does through the commands: handed in by `phase10 play`, so that
/// the screen stands below the commands it runs (not in a loop with them).
#[derive(Clone, Copy)]
pub struct Commands {
    /// A command line, run as `phase10` runs it.
    pub run: fn(Cli) -> Result<Out>,
    /// The hand's end asked, as `phase10 hand` asks it at a terminal.
    pub ask: ask::AskHand,
    /// The hand recorded, where the table (hands, plays) is as it was when its end was
    /// asked.
    pub record: Record,
}

/// How a hand is recorded (`phase10 hand`'s record, handed in).
pub type Record = fn(&Path, phase10::session::Hand, Option<(usize, usize)>, bool) -> Result<Out>;

/// The screen's state: the game as last read, and the line being typed.
pub struct App {
    pub path: PathBuf,
    pub title: String,
    pub mode: Mode,
    /// The session as last read where it replayed (the screen keeps it when the file
    /// no longer does).
    pub game: store::Loaded,
    /// Why the file as it is now does not replay.
    pub problem: Option<String>,
    pub line: String,
    /// In characters.
    pub cursor: usize,
    history: Vec<String>,
    recall: Option<usize>,
    pub message: Option<Message>,
    pub help: bool,
    pub asking: Option<Asking>,
    /// The hands recorded and the plays of the hand when the hand's end began to be
    /// asked: its answers stand on that table.
    asked_at: (usize, usize),
    /// The line holds a question's default, untouched: typing replaces it.
    fresh: bool,
    pub quit: bool,
    /// The data dir's current session is the one shown (`new game` moves on with it).
    follows_current: bool,
    commands: Commands,
}

impl App {
    pub fn new(
        path: PathBuf,
        title: String,
        mode: Mode,
        follows_current: bool,
        commands: Commands,
    ) -> Result<App> {
        let game = store::load(&path)?;
        Ok(App {
            path,
            title,
            mode,
            game,
            problem: None,
            line: String::new(),
            cursor: 0,
            history: Vec::new(),
            recall: None,
            message: None,
            help: false,
            asking: None,
            asked_at: (0, 0),
            fresh: false,
            quit: false,
            follows_current,
            commands,
        })
    }

    /// The view of this state.
    pub fn view(&self, look: Look) -> View<'_> {
        View {
            title: &self.title,
            session: self.game.session(),
            state: &self.game.state,
            watching: self.mode == Mode::Watch,
            line: &self.line,
            cursor: self.cursor,
            message: self.message.as_ref(),
            question: self.asking.as_ref().map(|a| &a.question),
            problem: self.problem.as_deref(),
            help: self.help,
            look,
        }
    }

    /// Reads the file again: the new state, or (where it no longer replays) why, the
    /// last good state kept.
    pub fn reload(&mut self) {
        match store::load(&self.path) {
            Ok(game) => {
                self.game = game;
                self.problem = None;
                // The hand's end asked on a table that has changed: its answers no
                // longer stand.
                if self.asking.is_some() && self.table_at() != self.asked_at {
                    if let Some(asking) = self.asking.take() {
                        asking.answer(None);
                    }
                    self.set_line(String::new());
                    self.say(
                        Tone::Note,
                        "the table changed on another screen: the hand's end is set aside, nothing was written",
                    );
                }
            }
            Err(e) => self.problem = Some(e.to_string()),
        }
    }

    /// The hands recorded and the plays of the hand in play.
    fn table_at(&self) -> (usize, usize) {
        let session = self.game.session();
        (session.hands.len(), session.plays.len())
    }

    /// One key pressed.
    pub fn key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if std::mem::take(&mut self.fresh) && matches!(key.code, KeyCode::Char(_)) && !ctrl {
            self.set_line(String::new());
        }
        match key.code {
            KeyCode::Char('c' | 'd') if ctrl => {
                if let Some(asking) = self.asking.take() {
                    asking.answer(None);
                    self.say(Tone::Note, "set aside: nothing was written");
                } else {
                    self.quit = true;
                }
            }
            _ if self.mode == Mode::Watch => {
                if matches!(key.code, KeyCode::Char('q') | KeyCode::Esc) {
                    self.quit = true;
                }
            }
            KeyCode::Esc => {
                if self.help {
                    self.help = false;
                } else if self.line.is_empty()
                    && let Some(asking) = self.asking.take()
                {
                    asking.answer(None);
                    self.say(Tone::Note, "set aside: nothing was written");
                } else {
                    self.set_line(String::new());
                }
            }
            KeyCode::Char('?') if self.line.is_empty() && self.asking.is_none() => {
                self.help = !self.help;
            }
            KeyCode::Char('j' | 'm') if ctrl => self.enter(),
            KeyCode::Char('k') if ctrl => {
                let at = self.byte_at(self.cursor);
                self.line.truncate(at);
            }
            KeyCode::Char('u') if ctrl => self.set_line(String::new()),
            KeyCode::Char('a') if ctrl => self.cursor = 0,
            KeyCode::Char('e') if ctrl => self.cursor = self.line.chars().count(),
            KeyCode::Char('w') if ctrl => {
                let before: String = self.line.chars().take(self.cursor).collect();
                let kept = before.trim_end();
                let cut = kept.rfind(' ').map_or(0, |i| i + 1);
                let after: String = self.line.chars().skip(self.cursor).collect();
                let start = kept[..cut].to_string();
                self.cursor = start.chars().count();
                self.line = format!("{start}{after}");
            }
            KeyCode::Char(c) => {
                let at = self.byte_at(self.cursor);
                self.line.insert(at, c);
                self.cursor += 1;
                self.help = false;
            }
            KeyCode::Backspace if self.cursor > 0 => {
                let at = self.byte_at(self.cursor - 1);
                self.line.remove(at);
                self.cursor -= 1;
            }
            KeyCode::Delete if self.cursor < self.line.chars().count() => {
                let at = self.byte_at(self.cursor);
                self.line.remove(at);
            }
            KeyCode::Left => self.cursor = self.cursor.saturating_sub(1),
            KeyCode::Right => self.cursor = (self.cursor + 1).min(self.line.chars().count()),
            KeyCode::Home => self.cursor = 0,
            KeyCode::End => self.cursor = self.line.chars().count(),
            KeyCode::Up if self.asking.is_none() && !self.history.is_empty() => {
                let i = self
                    .recall
                    .map_or(self.history.len() - 1, |i| i.saturating_sub(1));
                self.recall = Some(i);
                let line = self.history[i].clone();
                self.set_line(line);
                self.recall = Some(i);
            }
            KeyCode::Down if self.asking.is_none() => match self.recall {
                Some(i) if i + 1 < self.history.len() => {
                    let line = self.history[i + 1].clone();
                    self.set_line(line);
                    self.recall = Some(i + 1);
                }
                _ => self.set_line(String::new()),
            },
            KeyCode::Tab => self.complete(),
            KeyCode::Enter => self.enter(),
            _ => {}
        }
    }

    fn byte_at(&self, chars: usize) -> usize {
        self.line
            .char_indices()
            .nth(chars)
            .map_or(self.line.len(), |(i, _)| i)
    }

    fn set_line(&mut self, line: String) {
        self.cursor = line.chars().count();
        self.line = line;
        self.recall = None;
    }

    fn say(&mut self, tone: Tone, text: impl AsRef<str>) {
        let text = strip_escapes(text.as_ref());
        let text = super::paint::glyphs(&text).into_owned();
        self.message = Some(Message { text, tone });
    }

    /// Text pasted: each whole line entered in turn, until one is refused (it stays on
    /// the line, and the lines after it are not entered); a last line without its end
    /// stays on the line.
    pub fn paste(&mut self, text: &str) {
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        let mut lines: Vec<&str> = text.split('\n').collect();
        let last = lines.pop().unwrap_or_default();
        for (i, line) in lines.iter().enumerate() {
            let at = self.byte_at(self.cursor);
            self.line.insert_str(at, line);
            self.cursor = self.line.chars().count();
            self.enter();
            let refused = self
                .message
                .as_ref()
                .is_some_and(|m| m.tone == Tone::Refused);
            if refused || self.asking.is_some() || self.quit {
                let left = lines.len() - i - 1 + usize::from(!last.is_empty());
                if refused && left > 0 {
                    let m = self.message.take().expect("refused");
                    self.say(
                        Tone::Refused,
                        format!("{} (the {left} pasted after it not entered)", m.text),
                    );
                }
                return;
            }
        }
        let at = self.byte_at(self.cursor);
        self.line.insert_str(at, last);
        self.cursor += last.chars().count();
    }

    /// Tab: the word that fits where the cursor is, or the ones it could be.
    fn complete(&mut self) {
        if self.asking.is_some() || self.cursor != self.line.chars().count() {
            return;
        }
        let found = words::complete(&self.line, self.game.session(), &self.game.state.table);
        let start = self.line.rfind(' ').map_or(0, |i| i + 1);
        match found.as_slice() {
            [] => {}
            [one] => {
                let line = format!("{}{one} ", &self.line[..start]);
                self.set_line(line);
            }
            several => {
                // As far as they agree.
                let common = several.iter().skip(1).fold(several[0].clone(), |acc, w| {
                    acc.chars()
                        .zip(w.chars())
                        .take_while(|(a, b)| a.to_lowercase().eq(b.to_lowercase()))
                        .map(|(a, _)| a)
                        .collect()
                });
                if common.chars().count() > self.line[start..].chars().count() {
                    let line = format!("{}{common}", &self.line[..start]);
                    self.set_line(line);
                }
                self.say(Tone::Note, several.join("  "));
            }
        }
    }

    fn enter(&mut self) {
        let line = std::mem::take(&mut self.line);
        self.cursor = 0;
        self.recall = None;
        if let Some(asking) = &self.asking {
            asking.answer(Some(line));
            return;
        }
        if line.trim().is_empty() {
            return;
        }
        self.history.retain(|l| *l != line);
        self.history.push(line.clone());
        self.help = false;
        match words::read(&line, self.game.session()) {
            Ok(said) => self.act(said, &line),
            Err(why) => {
                // What was typed stays, to be mended.
                self.set_line(line);
                self.say(Tone::Refused, why);
            }
        }
    }

    /// Does what the line said, through the commands.
    fn act(&mut self, said: Said, line: &str) {
        let session = self.game.session();
        let name = |s: usize| session.players[s].clone();
        let file = self.path.display().to_string();
        let mut args: Vec<String> = vec!["phase10".into(), "--file".into(), file];
        match said {
            Said::Quit => {
                self.quit = true;
                return;
            }
            Said::Help => {
                self.help = true;
                return;
            }
            Said::Out(out) => {
                if let Some(why) = out.and_then(|s| not_out(session, &self.game.state, s)) {
                    self.set_line(line.to_string());
                    self.say(Tone::Refused, table_words(&why));
                    return;
                }
                if self.game.state.is_over() {
                    self.say(Tone::Refused, "the game is over: new game starts the next");
                    return;
                }
                self.asked_at = self.table_at();
                self.asking = Some(Asking::start(
                    self.commands.ask,
                    session.clone(),
                    self.game.state.clone(),
                    out.map(name),
                    None,
                ));
                self.message = None;
                return;
            }
            Said::Check { seat, cards } | Said::Find { seat, cards } if seat.is_none() => {
                let verb = if line.trim_start().to_lowercase().starts_with("find") {
                    "find"
                } else {
                    "check"
                };
                self.every_phase(verb, &cards);
                return;
            }
            Said::Lay {
                seat,
                cards,
                phase,
                twist_card,
            } => {
                args.extend(["lay".into(), name(seat)]);
                if let Some(n) = phase {
                    let flag = if session.rules().board.is_some() {
                        "--choose"
                    } else {
                        "--attempt"
                    };
                    args.extend([flag.into(), n.to_string()]);
                }
                if let Some(n) = twist_card {
                    args.extend(["--twist-card".into(), n.to_string()]);
                }
                args.push("--".into());
                args.push(cards);
            }
            Said::Hit { seat, cards, on } => {
                let on = on.unwrap_or_else(|| name(seat));
                args.extend([
                    "hit".into(),
                    "--on".into(),
                    on,
                    "--".into(),
                    name(seat),
                    cards,
                ]);
            }
            Said::Flip => args.push("flip".into()),
            // On the current session, undo and redo reach a new game too.
            Said::Undo | Said::Redo if self.follows_current => {
                let verb = if matches!(said, Said::Undo) {
                    "undo"
                } else {
                    "redo"
                };
                args = vec!["phase10".into(), verb.into()];
            }
            Said::Undo => args.push("undo".into()),
            Said::Redo => args.push("redo".into()),
            Said::End => args.push("end".into()),
            Said::NewGame { force } => {
                if !self.follows_current {
                    self.say(
                        Tone::Refused,
                        "new game is for a session in the data dir; start one with phase10 new --file PATH",
                    );
                    return;
                }
                args = vec!["phase10".into(), "new".into(), "--again".into()];
                if force {
                    args.push("--force".into());
                }
            }
            Said::Check { seat, cards } => {
                let who = name(seat.expect("a player"));
                args.extend(["check".into(), "--player".into(), who, "--".into(), cards]);
            }
            Said::Find { seat, cards } => {
                let who = name(seat.expect("a player"));
                args.extend(["find".into(), "--player".into(), who, "--".into(), cards]);
            }
        }
        let (tone, text) = run(self.commands, &args);
        self.say(tone, table_words(&text));
        // A refused line stays on the input line, to be mended.
        if tone == Tone::Refused {
            self.set_line(line.to_string());
        }
        self.follow();
        self.reload();
    }

    /// On the current session, the screen moves on with it (a new game, undo of one,
    /// another laptop's switch).
    pub fn follow(&mut self) -> bool {
        if !self.follows_current {
            return false;
        }
        let Ok(home) = store::Home::locate() else {
            return false;
        };
        match home.current() {
            Some(current) if home.path_of(&current) != self.path => {
                self.path = home.path_of(&current);
                self.title = current;
                self.reload();
                true
            }
            _ => false,
        }
    }

    /// `check CARDS` / `find CARDS` with no player: against every phase at the table.
    fn every_phase(&mut self, verb: &str, cards: &str) {
        let session = self.game.session();
        let file = self.path.display().to_string();
        let seated = phase10::session::standings::seated(session, &self.game.state);
        let mut answers: Vec<(String, Vec<String>, bool)> = Vec::new();
        for s in seated {
            let who = session.players[s].clone();
            let args: Vec<String> = vec![
                "phase10".into(),
                "--file".into(),
                file.clone(),
                verb.into(),
                "--player".into(),
                who.clone(),
                "--".into(),
                cards.into(),
            ];
            let (tone, text) = run(self.commands, &args);
            // The answer without whose phase it is: players alike share one line.
            let first = strip_escapes(text.lines().next().unwrap_or_default());
            let said = first.replacen(&format!("{who}'s "), "", 1);
            match answers.iter_mut().find(|(t, _, _)| *t == said) {
                Some((_, names, _)) => names.push(words::typed(session, s)),
                None => answers.push((said, vec![words::typed(session, s)], tone == Tone::Done)),
            }
        }
        let text = answers
            .iter()
            .map(|(t, names, _)| format!("{}: {t}", names.join(", ")))
            .collect::<Vec<_>>()
            .join(" | ");
        let tone = if answers.iter().any(|a| a.2) {
            Tone::Done
        } else {
            Tone::Refused
        };
        self.say(tone, text);
    }

    /// The thread asking for the hand's end has something: show it, or record the hand.
    fn asked(&mut self, next: Next) {
        match next {
            Next::Wait => {}
            Next::Asked => {
                let Some(q) = self.asking.as_ref().map(|a| a.question.clone()) else {
                    return;
                };
                self.set_line(q.initial.clone());
                // A default (a choice, yes or no) is replaced by what is typed; an
                // answer refused stays, to be mended.
                self.fresh = q.refused.is_none()
                    && matches!(q.kind, ask::Kind::One | ask::Kind::Some | ask::Kind::YesNo);
                self.message = None;
            }
            Next::Done(hand) => {
                self.asking = None;
                self.set_line(String::new());
                match *hand {
                    Ok(hand) => {
                        let done = (self.commands.record)(
                            &self.path,
                            hand.clone(),
                            Some(self.asked_at),
                            false,
                        );
                        self.reload();
                        // Refused as a whole on the table it was asked on: asked again,
                        // every answer kept, the reason with the first question.
                        let (tone, text) = said(done);
                        if tone == Tone::Refused
                            && self.problem.is_none()
                            && self.table_at() == self.asked_at
                        {
                            let session = self.game.session().clone();
                            self.asking = Some(Asking::start(
                                self.commands.ask,
                                session,
                                self.game.state.clone(),
                                (!hand.out.is_empty()).then(|| hand.out.clone()),
                                Some((hand, text)),
                            ));
                            return;
                        }
                        let text: Vec<&str> = text.lines().map(str::trim).collect();
                        self.say(
                            tone,
                            text.join("; ").replacen("recorded; ", "recorded: ", 1),
                        );
                    }
                    Err(e) => self.say(Tone::Refused, format!("{e:#}")),
                }
                self.reload();
            }
        }
    }
}

/// Why a player cannot have gone out, as the plays of the hand say (before any question
/// is asked): not down, or still holding cards.
fn not_out(
    session: &phase10::session::Session,
    state: &phase10::session::Standings,
    seat: usize,
) -> Option<String> {
    use phase10::session::BadInput;
    let table = &state.table;
    if !table.live {
        return None;
    }
    let name = session.players[seat].clone();
    if table.laid[seat].is_none() {
        return Some(BadInput::OutNotDown(name).to_string());
    }
    (table.put_down[seat] < phase10::session::on_table::DEALT).then(|| {
        BadInput::OutWithCards {
            name,
            put_down: table.put_down[seat],
            held: table.held(seat),
        }
        .to_string()
    })
}

/// A command's words as the table says them at the screen (`phase 4`, not
/// `--attempt 4`).
fn table_words(text: &str) -> String {
    // `phase10 hit "Zoë Å" CARDS --on OWNER` is `Zoë Å hit CARDS on OWNER` here.
    let mut text = text.to_string();
    for verb in ["lay", "hit"] {
        let start = format!("phase10 {verb} ");
        while let Some(at) = text.find(&start) {
            let after = at + start.len();
            let Some(len) = text[after..].find(" CARDS") else {
                break;
            };
            let name = text[after..after + len].trim_matches('"').to_string();
            text.replace_range(at..after + len, &format!("{name} {verb}"));
        }
    }
    // `phase10 hand --out NAME` is `out NAME`; `e.g. --on Ann.1` is `on Ann.1`.
    for (shell, words) in [("phase10 hand --out ", "out "), ("e.g. --on ", "e.g. on ")] {
        while let Some(at) = text.find(shell) {
            let after = at + shell.len();
            let rest = &text[after..];
            let (name, len) = if let Some(quoted) = rest.strip_prefix('"') {
                let end = quoted.find('"').unwrap_or(quoted.len());
                (quoted[..end].to_string(), (end + 2).min(rest.len()))
            } else {
                let end = rest.find([')', ',', ';']).unwrap_or(rest.len());
                (rest[..end].to_string(), end)
            };
            text.replace_range(at..after + len, &format!("{words}{name}"));
        }
    }
    text.replace(" --on OWNER", " on OWNER")
        .replace("phase10 undo", "undo")
        .replace("--attempt N", "phase N")
        .replace("--choose N", "phase N")
        .replace("--twist-card N", "twist N")
        .replace("--attempt ", "phase ")
        .replace("--choose ", "phase ")
        .replace("--twist-card ", "twist ")
}

/// Runs one command line as `phase10` would, and says what it said.
fn run(commands: Commands, args: &[String]) -> (Tone, String) {
    match Cli::try_parse_from(args) {
        Ok(cli) => said((commands.run)(cli)),
        Err(e) => (
            Tone::Refused,
            e.to_string().lines().next().unwrap_or_default().to_string(),
        ),
    }
}

fn said(done: Result<Out>) -> (Tone, String) {
    match done {
        Ok(out) if out.code == 0 => (Tone::Done, out.text.trim_end().to_string()),
        Ok(out) => (Tone::Refused, out.text.trim_end().to_string()),
        Err(e) => (
            Tone::Refused,
            format!("{e:#}").replace(" (nothing was written)", ""),
        ),
    }
}

/// Text without its colour codes (the screen draws its own).
fn strip_escapes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut escape = false;
    for c in text.chars() {
        match (escape, c) {
            (false, '\x1b') => escape = true,
            (true, c) if c.is_ascii_alphabetic() => escape = false,
            (true, _) => {}
            (false, c) => out.push(c),
        }
    }
    out
}

/// The terminal given back as it was, whatever happens (a panic included).
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        restore();
    }
}

fn restore() {
    let _ = terminal::disable_raw_mode();
    let mut out = std::io::stdout();
    let _ = execute!(
        out,
        event::DisableBracketedPaste,
        terminal::LeaveAlternateScreen,
        cursor::Show
    );
    let _ = out.flush();
}

/// Runs the screen on `path` until the table quits.
pub fn run_screen(
    path: &Path,
    title: String,
    mode: Mode,
    look: Look,
    follows: bool,
    commands: Commands,
) -> Result<()> {
    let mut app = App::new(path.to_path_buf(), title, mode, follows, commands)?;
    let mut watched = path.to_path_buf();
    let mut watch = watch::Watch::new(path);
    // A panic restores the terminal before it says what happened.
    let before = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        before(info);
    }));
    terminal::enable_raw_mode()?;
    let _restore = Restore;
    // Asked to stop (a closed terminal's SIGHUP, kill's SIGTERM): the screen ends as
    // with q, the terminal given back.
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGHUP] {
        signal_hook::flag::register(signal, std::sync::Arc::clone(&stop))?;
    }
    // (The screen is cleared here, not by asking the terminal where its cursor is: a
    // terminal that does not answer that is still drawn on.)
    execute!(
        std::io::stdout(),
        terminal::EnterAlternateScreen,
        terminal::Clear(terminal::ClearType::All),
        event::EnableBracketedPaste
    )?;
    // The colours as --color, PHASE10_COLOR and NO_COLOR decided (not NO_COLOR again).
    ratatui::crossterm::style::force_color_output(look.colour);
    let backend = ratatui::backend::CrosstermBackend::new(std::io::stdout());
    let mut term = ratatui::Terminal::new(backend)?;
    while !app.quit {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            if let Some(asking) = app.asking.take() {
                asking.answer(None);
            }
            break;
        }
        term.draw(|f| view::draw(f, &app.view(look)))?;
        // Keys first; then what the questions' thread said; then the file.
        if event::poll(Duration::from_millis(100))? {
            // (A resize is drawn anew by the next draw.)
            match event::read()? {
                Event::Key(key) => app.key(key),
                Event::Paste(text) => app.paste(&text),
                _ => {}
            }
            // Every key waiting is taken before drawing again.
            while !app.quit && event::poll(Duration::ZERO)? {
                if let Event::Key(key) = event::read()? {
                    app.key(key);
                }
            }
        }
        if let Some(asking) = app.asking.as_mut() {
            let next = asking.wait(Duration::from_millis(5));
            app.asked(next);
        }
        app.follow();
        if app.path != watched {
            // `new game` moved on: watch the new session.
            watched.clone_from(&app.path);
            watch = watch::Watch::new(&watched);
        }
        if watch.changed() {
            app.reload();
        }
    }
    drop(term);
    Ok(())
}

#[cfg(test)]
mod tests;
