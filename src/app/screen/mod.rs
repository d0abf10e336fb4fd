//! `phase10 play` and `phase10 watch`: the table screen, the whole evening in one
//! window. It is one face of the table's conversation ([`crate::app::core::talk`]): a line typed
//! as the table says it becomes a typed event applied through the one apply, the hand's
//! end is answered as one summary in place; the screen is drawn by a pure function of
//! that state ([`view`]) and only when it changes; a change made elsewhere is seen
//! within a second ([`watch`]). It ends within a second when its terminal goes.

pub mod view;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::Duration;

use anyhow::Result;
use ratatui::crossterm::event::{self, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::crossterm::{cursor, execute};

use crate::app::core::talk::{Heard, Message, Talk, Tone, line};
use view::{Look, View};

/// Play (type what happens) or watch (a second screen: read only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Play,
    Watch,
}

/// The line being typed, as a gap at the cursor: the text before it, and the text after
/// it kept with its characters in reverse order (the one next to the cursor last). A
/// key at the cursor, wherever the cursor is, and a move of the cursor by one, cost the
/// same, so a line pasted or typed key by key costs time linear in its length.
#[derive(Debug, Clone, Default)]
pub struct Line {
    /// The text before the cursor.
    pub before: String,
    /// The text after the cursor, reversed.
    pub after: String,
}

impl Line {
    /// The whole line.
    pub fn text(&self) -> String {
        let mut text = self.before.clone();
        text.extend(self.after.chars().rev());
        text
    }

    pub fn is_empty(&self) -> bool {
        self.before.is_empty() && self.after.is_empty()
    }

    fn set(&mut self, text: String) {
        self.before = text;
        self.after.clear();
    }

    fn insert(&mut self, c: char) {
        self.before.push(c);
    }

    fn insert_str(&mut self, s: &str) {
        self.before.push_str(s);
    }

    fn backspace(&mut self) {
        self.before.pop();
    }

    fn delete(&mut self) {
        self.after.pop();
    }

    fn left(&mut self) {
        if let Some(c) = self.before.pop() {
            self.after.push(c);
        }
    }

    fn right(&mut self) {
        if let Some(c) = self.after.pop() {
            self.before.push(c);
        }
    }

    fn home(&mut self) {
        while let Some(c) = self.before.pop() {
            self.after.push(c);
        }
    }

    fn end(&mut self) {
        while let Some(c) = self.after.pop() {
            self.before.push(c);
        }
    }

    /// The text after the cursor taken away (Ctrl-K).
    fn cut_after(&mut self) {
        self.after.clear();
    }

    /// The word before the cursor taken away (Ctrl-W).
    fn cut_word(&mut self) {
        let kept = self.before.trim_end().len();
        let cut = self.before[..kept].rfind(' ').map_or(0, |i| i + 1);
        self.before.truncate(cut);
    }

    /// Whether the cursor is at the end.
    fn at_end(&self) -> bool {
        self.after.is_empty()
    }

    fn take(&mut self) -> String {
        let text = self.text();
        self.before.clear();
        self.after.clear();
        text
    }
}

/// The screen's state: the conversation, and the line being typed.
pub struct App {
    pub talk: Talk,
    pub mode: Mode,
    pub line: Line,
    history: Vec<String>,
    recall: Option<usize>,
    pub help: bool,
    /// `seats`: each seat's link and the one whose code is shown.
    pub seats: Option<(Vec<(String, String)>, usize)>,
    /// `bgstats` (or the game just ended here): BG Stats' push link, shown as a code.
    pub bgstats: Option<String>,
    /// `--serve`: the page's address.
    pub served: Option<String>,
    /// The line holds a question's answer as it stands, untouched: typing replaces it.
    fresh: bool,
    /// The question the line was set for (its prompt), to set it anew when it changes.
    asked: Option<String>,
    pub quit: bool,
}

impl App {
    pub fn new(path: PathBuf, title: String, mode: Mode, follows_current: bool) -> Result<App> {
        let mut talk = Talk::new(path, title, follows_current)?;
        // The screen that plays hosts the table (one that watches only shows it).
        if mode == Mode::Play {
            talk.host();
        }
        Ok(App {
            talk,
            mode,
            line: Line::default(),
            history: Vec::new(),
            recall: None,
            help: false,
            seats: None,
            bgstats: None,
            served: None,
            fresh: false,
            asked: None,
            quit: false,
        })
    }

    /// The view of this state.
    pub fn view(&self, look: Look) -> View<'_> {
        View {
            title: &self.talk.title,
            session: self.talk.game.session(),
            state: &self.talk.game.state,
            watching: self.mode == Mode::Watch,
            before: &self.line.before,
            after: &self.line.after,
            message: self.talk.message.as_ref(),
            question: self.talk.question(),
            summary: self.talk.summary(),
            problem: self.talk.problem.as_deref(),
            help: self.help,
            seat_code: self
                .seats
                .as_ref()
                .map(|(links, i)| (links[*i].0.as_str(), links[*i].1.as_str(), *i, links.len())),
            bgstats_code: self.bgstats.as_deref(),
            served: self.served.as_deref(),
            look,
        }
    }

    /// What BG Stats' code holds: where the phones are served, the page's short way
    /// to the push link (a code a phone scans off a terminal; the link itself holds
    /// the whole play, too long for one); else the link.
    fn bgstats_code(&self, link: String) -> String {
        match &self.served {
            Some(url) => format!("{}/bgstats", url.trim_end_matches('/')),
            None => link,
        }
    }

    fn say_note(&mut self, text: String) {
        self.talk.message = Some(Message {
            text,
            tone: Tone::Note,
        });
    }

    fn set_line(&mut self, text: String) {
        self.line.set(text);
        self.recall = None;
    }

    /// The line set for the question now pending (its answer as it stands, replaced by
    /// what is typed), where the question changed.
    fn sync(&mut self, keep: bool) {
        let question = self.talk.question();
        let prompt = question.as_ref().map(|q| q.prompt.clone());
        // A refused line stays to be mended where the question is the same one.
        if prompt == self.asked && keep {
            return;
        }
        self.asked = prompt;
        match question {
            Some(q) => {
                self.fresh = !q.initial.is_empty();
                self.set_line(q.initial);
            }
            None if !keep => self.set_line(String::new()),
            None => {}
        }
    }

    /// One key pressed.
    pub fn key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if self.mode == Mode::Watch {
            match key.code {
                // `--serve`: the address, shown and hidden again.
                KeyCode::Char('?') if self.served.is_some() => self.help = !self.help,
                KeyCode::Esc if self.help => self.help = false,
                KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
                KeyCode::Char('c' | 'd') if ctrl => self.quit = true,
                _ => {}
            }
            return;
        }
        if std::mem::take(&mut self.fresh) && matches!(key.code, KeyCode::Char(_)) && !ctrl {
            self.set_line(String::new());
        }
        let pending = self.talk.pending.is_some();
        match key.code {
            KeyCode::Char('c' | 'd') if ctrl => {
                if !self.talk.set_aside() {
                    self.quit = true;
                }
                self.sync(false);
            }
            KeyCode::Esc => {
                if self.seats.is_some() || self.bgstats.is_some() {
                    self.seats = None;
                    self.bgstats = None;
                } else if self.help {
                    self.help = false;
                } else if pending && self.line.is_empty() {
                    self.talk.set_aside();
                    self.sync(false);
                } else {
                    self.set_line(String::new());
                }
            }
            KeyCode::Char('?') if self.line.is_empty() && !pending => {
                self.help = !self.help;
            }
            KeyCode::Char('j' | 'm') if ctrl => self.enter(),
            KeyCode::Char('k') if ctrl => self.line.cut_after(),
            KeyCode::Char('u') if ctrl => self.set_line(String::new()),
            KeyCode::Char('a') if ctrl => self.line.home(),
            KeyCode::Char('e') if ctrl => self.line.end(),
            KeyCode::Char('w') if ctrl => self.line.cut_word(),
            KeyCode::Char(c) => {
                self.line.insert(c);
                self.help = false;
            }
            KeyCode::Backspace => self.line.backspace(),
            KeyCode::Delete => self.line.delete(),
            KeyCode::Left => self.line.left(),
            KeyCode::Right => self.line.right(),
            KeyCode::Home => self.line.home(),
            KeyCode::End => self.line.end(),
            // At the hand's end: from row to row, each answer as it stands.
            KeyCode::Up | KeyCode::BackTab if self.talk.summary().is_some() => {
                self.talk.step(false);
                self.sync(false);
            }
            KeyCode::Down | KeyCode::Tab if self.talk.summary().is_some() => {
                self.talk.step(true);
                self.sync(false);
            }
            KeyCode::Up if !pending && !self.history.is_empty() => {
                let i = self
                    .recall
                    .map_or(self.history.len() - 1, |i| i.saturating_sub(1));
                let line = self.history[i].clone();
                self.set_line(line);
                self.recall = Some(i);
            }
            KeyCode::Down if !pending => match self.recall {
                Some(i) if i + 1 < self.history.len() => {
                    let line = self.history[i + 1].clone();
                    self.set_line(line);
                    self.recall = Some(i + 1);
                }
                _ => self.set_line(String::new()),
            },
            KeyCode::Tab if !pending => self.complete(),
            KeyCode::Enter => self.enter(),
            _ => {}
        }
    }

    /// Text pasted: each whole line entered in turn, until one is refused (it stays on
    /// the line, and the lines after it are not entered); a last line without its end
    /// stays on the line.
    pub fn paste(&mut self, text: &str) {
        if self.mode == Mode::Watch {
            return;
        }
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        let mut lines: Vec<&str> = text.split('\n').collect();
        let last = lines.pop().unwrap_or_default();
        for (i, line) in lines.iter().enumerate() {
            // A line pasted answers as one typed does: an empty one keeps the answer
            // as it stands, another replaces it.
            if std::mem::take(&mut self.fresh) && !line.is_empty() {
                self.set_line(String::new());
            }
            self.line.insert_str(line);
            self.line.end();
            let heard = self.enter_heard();
            if heard != Heard::Taken {
                let left = lines.len() - i - 1 + usize::from(!last.is_empty());
                if heard == Heard::Refused
                    && left > 0
                    && let Some(m) = self.talk.message.take()
                {
                    self.talk.message = Some(Message {
                        text: crate::say!(
                            crate::app::core::words::catalogue::Area::Screen,
                            "screen-pasted-not-entered",
                            "text" => m.text,
                            "left" => left,
                        ),
                        tone: Tone::Refused,
                    });
                }
                return;
            }
        }
        if std::mem::take(&mut self.fresh) && !last.is_empty() {
            self.set_line(String::new());
        }
        self.line.insert_str(last);
    }

    /// Tab: the word that fits where the cursor is, or the ones it could be.
    fn complete(&mut self) {
        if !self.line.at_end() {
            return;
        }
        let text = self.line.text();
        let found = line::complete(&text, self.talk.game.session(), &self.talk.game.state.table);
        let start = text.rfind(' ').map_or(0, |i| i + 1);
        match found.as_slice() {
            [] => {}
            [one] => {
                let line = format!("{}{one} ", &text[..start]);
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
                if common.chars().count() > text[start..].chars().count() {
                    let line = format!("{}{common}", &text[..start]);
                    self.set_line(line);
                }
                self.talk.message = Some(Message {
                    text: several.join("  "),
                    tone: Tone::Note,
                });
            }
        }
    }

    fn enter(&mut self) {
        self.enter_heard();
    }

    /// The line entered; what became of it.
    fn enter_heard(&mut self) -> Heard {
        self.fresh = false;
        // A seat's code shown: Enter shows the next (after the last, none); words
        // typed put the codes away and are taken as ever.
        if let Some((links, i)) = &mut self.seats
            && self.line.is_empty()
        {
            *i += 1;
            if *i >= links.len() {
                self.seats = None;
            }
            return Heard::Taken;
        }
        // BG Stats' code shown: Enter puts it away.
        if self.bgstats.is_some() && self.line.is_empty() {
            self.bgstats = None;
            return Heard::Taken;
        }
        self.bgstats = None;
        let over = !self.talk.game.state.winners().is_empty();
        self.seats = None;
        let line = self.line.take();
        self.recall = None;
        let pending = self.talk.pending.is_some();
        if !pending && !line.trim().is_empty() {
            self.history.retain(|l| *l != line);
            self.history.push(line.clone());
            self.help = false;
        }
        let heard = self.talk.enter(&line);
        match heard {
            // A line of table talk refused: one Up away (in the history), the next
            // line empty, so that what is typed next is not glued onto it. An answer
            // to a question stays, to be mended.
            Heard::Refused if !pending => self.sync(false),
            Heard::Refused => {
                self.set_line(line);
                self.sync(true);
            }
            Heard::Help => {
                self.help = true;
                self.sync(false);
            }
            // Each seat's code in turn, where the phones are served.
            Heard::Seats => {
                let links = self
                    .served
                    .as_deref()
                    .map(|url| crate::app::core::seat_links::of_talk(&self.talk, url));
                match links {
                    Some(Ok(links)) if !links.is_empty() => self.seats = Some((links, 0)),
                    Some(Err(e)) => self.say_note(e.to_string()),
                    _ => self.say_note(crate::app::core::words::seats_not_served()),
                }
                self.sync(false);
            }
            Heard::BgStats => {
                match self.talk.bgstats_link() {
                    Ok(link) => self.bgstats = Some(self.bgstats_code(link)),
                    Err(why) => self.say_note(why),
                }
                self.sync(false);
            }
            Heard::Quit => self.quit = true,
            Heard::Taken => {
                // The game just ended here: its play for BG Stats, to scan at once.
                if !over
                    && !self.talk.game.state.winners().is_empty()
                    && let Ok(link) = self.talk.bgstats_link()
                {
                    self.bgstats = Some(self.bgstats_code(link));
                }
                self.sync(false);
            }
        }
        heard
    }
}

/// What wakes the screen.
enum Wake {
    /// A key, a paste, a resize.
    Input(event::Event),
    /// The terminal is gone (its input ended or failed).
    Gone,
    /// The session's folder changed.
    File,
    /// Asked to stop (SIGTERM, SIGHUP, SIGINT).
    #[cfg_attr(not(unix), allow(dead_code))]
    Stop,
}

/// The terminal given back as it was, as far as it can be (a terminal gone takes
/// nothing).
fn restore() {
    let mut out = std::io::stdout();
    let _ = execute!(out, event::DisableBracketedPaste, cursor::Show);
    let _ = ratatui::try_restore();
    let _ = out.flush();
}

/// Restores the terminal whatever ends the screen (an error, a panic).
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        restore();
    }
}

/// Whether the terminal on standard input is gone (hung up: its window closed, its
/// ssh connection lost), seen without reading from it.
#[cfg(unix)]
fn hung_up() -> bool {
    use rustix::event::{PollFd, PollFlags, poll};
    let stdin = rustix::stdio::stdin();
    let mut fds = [PollFd::new(&stdin, PollFlags::IN)];
    match poll(&mut fds, Some(&rustix::event::Timespec::default())) {
        Ok(_) => fds[0]
            .revents()
            .intersects(PollFlags::HUP | PollFlags::ERR | PollFlags::NVAL),
        Err(_) => true,
    }
}

#[cfg(not(unix))]
fn hung_up() -> bool {
    false
}

/// Reads the terminal's keys on a thread of its own, each sent to the screen; a read
/// that fails ends it (the terminal is gone).
fn read_keys(wake: Sender<Wake>) {
    std::thread::spawn(move || {
        loop {
            let Ok(ev) = event::read() else {
                gone(&wake);
                return;
            };
            if wake.send(Wake::Input(ev)).is_err() {
                return;
            }
        }
    });
}

/// Watches for the terminal going (its hangup seen by `poll`, without reading it),
/// whatever the screen is doing meanwhile.
fn watch_terminal(wake: Sender<Wake>) {
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(Duration::from_millis(250));
            if hung_up() {
                gone(&wake);
                return;
            }
        }
    });
}

/// The terminal is gone: the screen is told, and where it does not end within a second
/// (a write under way, a busy session awaited), the process ends: nothing can be shown
/// any more, and a change under way is one step of the store, whole or not at all.
fn gone(wake: &Sender<Wake>) {
    let _ = wake.send(Wake::Gone);
    std::thread::sleep(Duration::from_secs(1));
    std::process::exit(0);
}

/// Asked to stop: the screen is told, and where it does not end within a second and a
/// half (a write under way, a lock awaited), the process ends, the terminal restored as
/// far as it can be: SIGTERM always works.
#[cfg(unix)]
fn on_signals(wake: Sender<Wake>) -> Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            let _ = wake.send(Wake::Stop);
            std::thread::sleep(Duration::from_millis(1500));
            restore();
            std::process::exit(128 + signal);
        }
    });
    Ok(())
}

/// (Elsewhere Ctrl-C is a key in raw mode, and there is no hangup signal.)
#[cfg(not(unix))]
#[allow(clippy::unnecessary_wraps)]
fn on_signals(_wake: Sender<Wake>) -> Result<()> {
    Ok(())
}

/// How often the screen looks about it when nothing wakes it: the file's stamp (a
/// network drive that sends no events), the data dir's current session, the terminal.
const TICK: Duration = Duration::from_millis(500);

/// Runs the screen on `path` until the table quits or the terminal goes.
pub fn run_screen(
    path: &Path,
    title: String,
    mode: Mode,
    look: Look,
    follows: bool,
    served: Option<String>,
) -> Result<()> {
    let mut app = App::new(path.to_path_buf(), title, mode, follows)?;
    app.served = served;
    let (wake, woken): (Sender<Wake>, Receiver<Wake>) = channel();
    on_signals(wake.clone())?;
    let mut term = ratatui::try_init()?;
    let _restore = Restore;
    execute!(std::io::stdout(), event::EnableBracketedPaste)?;
    // The colours as --color, PHASE10_COLOR and NO_COLOR decided (not NO_COLOR again).
    ratatui::crossterm::style::force_color_output(look.colour);
    read_keys(wake.clone());
    watch_terminal(wake.clone());
    let mut watched = app.talk.target.path.clone();
    let mut watch =
        crate::app::core::watch::Watch::new(&watched, app.talk.read_at, wake.clone(), || {
            Wake::File
        });
    let mut dirty = true;
    let mut gone = false;
    let mut turned_away = crate::app::core::served::turned_away();
    while !app.quit {
        if dirty {
            // A terminal that takes nothing more is gone: the screen ends.
            if term.draw(|f| view::draw(f, &app.view(look))).is_err() {
                gone = true;
                break;
            }
            dirty = false;
        }
        match woken.recv_timeout(TICK) {
            Ok(Wake::Input(ev)) => {
                input(&mut app, ev);
                // Its own write is no change made elsewhere: not read again.
                if let Some(stamp) = app.talk.written.take() {
                    watch.seen(stamp);
                }
                // Every key waiting is taken before drawing again.
                loop {
                    match woken.try_recv() {
                        Ok(Wake::Input(ev)) => {
                            input(&mut app, ev);
                            if let Some(stamp) = app.talk.written.take() {
                                watch.seen(stamp);
                            }
                        }
                        Ok(Wake::File) => {
                            if watch.changed() {
                                app.talk.reload();
                            }
                        }
                        Ok(Wake::Gone) => {
                            gone = true;
                            app.quit = true;
                        }
                        Ok(Wake::Stop) => app.quit = true,
                        Err(_) => break,
                    }
                    if app.quit {
                        break;
                    }
                }
                dirty = true;
            }
            Ok(Wake::File) => {
                if watch.changed() {
                    app.talk.reload();
                    dirty = true;
                }
            }
            Ok(Wake::Gone) => {
                gone = true;
                break;
            }
            Ok(Wake::Stop) | Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => {
                if hung_up() {
                    gone = true;
                    break;
                }
                // The phones' server turning connections away: said, as it happens.
                let away = crate::app::core::served::turned_away();
                if away != turned_away {
                    turned_away = away;
                    app.talk.message = Some(crate::app::core::talk::Message {
                        text: crate::app::core::words::turned_away(away),
                        tone: crate::app::core::talk::Tone::Note,
                    });
                    dirty = true;
                }
                if watch.changed() {
                    app.talk.reload();
                    dirty = true;
                }
                if app.talk.follow() {
                    dirty = true;
                }
            }
        }
        if app.talk.target.path != watched {
            // `new game` moved on: watch the new session.
            watched.clone_from(&app.talk.target.path);
            watch = crate::app::core::watch::Watch::new(
                &watched,
                app.talk.read_at,
                wake.clone(),
                || Wake::File,
            );
            dirty = true;
        }
    }
    // The pending question set aside: nothing written.
    app.talk.pending = None;
    if gone {
        // Nothing can be shown on a terminal gone (and ratatui would say so on it).
        std::mem::forget(term);
    } else {
        drop(term);
    }
    Ok(())
}

/// One input event: a key, a paste (never dropped), a resize (drawn anew).
fn input(app: &mut App, ev: event::Event) {
    match ev {
        event::Event::Key(key) => app.key(key),
        event::Event::Paste(text) => app.paste(&text),
        _ => {}
    }
}

#[cfg(test)]
mod tests;
