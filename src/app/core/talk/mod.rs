//! The table talking to phase10: one line at a time in the table's words (`ann lay 7
//! 7 7 + 9 9 W`, `out bob`, `edit 3`), read into a typed event (or a question of the
//! table's own: a check, a find, the phases), applied through the one apply, and
//! answered from its typed outcome; the hand's end answered as one summary. The table
//! screen (`phase10 play`) and its plain mode (`play --plain`) are two faces of this
//! one conversation: each shows its state, neither drives the other.

pub mod answer;
pub mod claim;
pub mod line;

use crate::app::core::words::catalogue::Area::Talk as Words;
use crate::say;
use std::path::PathBuf;

use crate::app::core::words::{self, Face, summary as summary_words};
use crate::session::summary::Summary;
use crate::session::{BadInput, Event, Record, Refusal};

use crate::app::core::act;
use crate::app::core::act::{Done, Failed, Target};
use crate::app::core::watch::Stamp;
use crate::app::core::{said, store};
use line::Said;

/// What was said back to the last line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub tone: Tone,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// Done (a play recorded, a claim valid).
    Done,
    /// Refused: nothing was written.
    Refused,
    /// For information.
    Note,
}

/// A question the table is asked before anything is written.
pub enum Pending {
    /// The hand's end, answered row by row.
    Summary { summary: Box<Summary> },
    /// A yes or no before an event (ending the game, leaving one with no winner).
    Confirm { question: String, event: Event },
    /// Who said they went out holding cards the plays did not see put down: were the
    /// rest hit without being typed?
    Untyped { seat: usize, held: usize },
}

/// What the face asks on its input line: the prompt, the answer it starts from, whether
/// it is typed unseen, and what it takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    pub prompt: String,
    pub initial: String,
    pub secret: bool,
    pub hint: String,
}

/// What became of a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heard {
    /// Taken (done, or a question asked next).
    Taken,
    /// Refused: the line stays to be mended; nothing was written.
    Refused,
    /// The words are asked for.
    Help,
    /// Each seat's link is asked for (the face that serves the phones shows them).
    Seats,
    /// BG Stats' push link is asked for (a finished game's; the face shows its code).
    BgStats,
    Quit,
}

/// The conversation: the game as last read, the question pending, the last answer.
pub struct Talk {
    /// The face has keys to move between a summary's rows (the screen); plain mode
    /// reads lines and asks each row again.
    pub keys: bool,
    /// The face hosts the table (the screen that plays, plain mode): when someone goes
    /// out elsewhere (a phone), the hand's end begins here.
    pub hosts: bool,
    pub target: Target,
    /// The session's name (or its file's).
    pub title: String,
    /// The session as last read where it replayed (kept when the file no longer does).
    pub game: store::Loaded,
    /// Why the file as it is now does not replay.
    pub problem: Option<String>,
    pub pending: Option<Pending>,
    /// The file the question pending was asked on (its hash): a file changed elsewhere
    /// meanwhile sets the question aside, whatever it is.
    asked_at: u64,
    pub message: Option<Message>,
    /// What the file looked like just before it was last read: a watch starts from it.
    pub read_at: Option<Stamp>,
    /// What the file looks like as `game` holds it (none: not known): a change made
    /// while it still looks so needs no reading.
    known: Option<Stamp>,
    /// The file as this conversation last wrote it, for a watch to take for read.
    pub written: Option<Stamp>,
}

impl Talk {
    /// The finished game's push link to BG Stats (its `https://` form, which a phone's
    /// camera opens), else why not, in words.
    pub fn bgstats_link(&self) -> Result<String, String> {
        crate::app::core::bgstats::of_game(
            &self.target.path,
            &self.game,
            crate::app::core::bgstats::Scheme::Web,
        )
        .map(|(link, _)| link)
        .map_err(|_| crate::app::core::words::bgstats_not_finished())
    }

    pub fn new(path: PathBuf, title: String, current: bool) -> anyhow::Result<Talk> {
        let read_at = Stamp::of(&path);
        let game = store::load(&path)?;
        Ok(Talk {
            keys: true,
            hosts: false,
            target: Target { path, current },
            title,
            game,
            problem: None,
            pending: None,
            asked_at: 0,
            message: None,
            read_at,
            known: read_at,
            written: None,
        })
    }

    /// This face hosts the table (the screen that plays, plain mode): where someone
    /// has gone out already (their last card hit from a phone), the hand's end begins.
    pub fn host(&mut self) {
        self.hosts = true;
        if self.pending.is_none()
            && let Some(out) = self.game.state.table.went_out()
        {
            self.start(Some(out), &[]);
        }
    }

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            tone,
        });
    }

    /// The file as last read, as a hash: a summary stands on it.
    fn table_at(&self) -> u64 {
        text_hash(self.game.doc.text())
    }

    /// Reads the file again: the new state, or (where it no longer replays) why, the
    /// last good state kept.
    pub fn reload(&mut self) {
        self.read_at = Stamp::of(&self.target.path);
        self.known = None;
        match store::load(&self.target.path) {
            Ok(game) => {
                // An undo made elsewhere (the laptop, a phone): what it took back, said.
                let undone =
                    words::taken_back(self.game.session(), &self.game.state, game.session());
                let was_out = self.game.state.table.went_out();
                self.game = game;
                // Someone went out elsewhere (their last card hit from a phone): the
                // hand's end begins at the face that hosts the table.
                let out = self.game.state.table.went_out();
                if self.hosts && self.pending.is_none() && was_out.is_none() && out.is_some() {
                    self.start(out, &[]);
                }
                if let Some(undone) = undone {
                    self.say(Tone::Note, undone);
                }
                self.known = self.read_at;
                self.problem = None;
                // The hand's end asked while the players say their rows (a phone's
                // `left …`): asked again on the table as it is now, the rows they said
                // filled, the answers typed here kept.
                if let Some(Pending::Summary { summary }) = &self.pending
                    && self.asked_at != self.table_at()
                    && summary.edit.is_none()
                    && self.game.session().hands.len() + 1 == summary.number
                    && self.game.state.table.went_out().is_some()
                {
                    let typed = summary.hand().clone();
                    let out = self.game.state.table.went_out();
                    let untyped: Vec<usize> = typed
                        .untyped
                        .iter()
                        .filter_map(|u| self.game.session().seat(u))
                        .collect();
                    let mut again =
                        Summary::end_hand(self.game.session(), &self.game.state, out, &untyped);
                    again.preset(&typed);
                    self.ask(Pending::Summary {
                        summary: Box::new(again),
                    });
                }
                // The hand's end asked on a table that has changed: its answers no
                // longer stand.
                if let Some(pending) = &self.pending
                    && self.asked_at != self.table_at()
                {
                    let what = match pending {
                        Pending::Summary { .. } => say!(Words, "set-aside-summary"),
                        _ => say!(Words, "set-aside-question"),
                    };
                    self.pending = None;
                    self.say(Tone::Note, say!(Words, "changed-elsewhere", "what" => what));
                }
            }
            // (Said in the table's words where the session is gone: no command line.)
            Err(store::Error::NotFound { .. }) => {
                self.problem = Some(say!(Words, "session-gone"));
            }
            Err(e) => self.problem = Some(e.to_string()),
        }
    }

    /// On the data dir's current session, the conversation moves on with it (a new
    /// game, undo of one, another laptop's switch): whether it moved.
    pub fn follow(&mut self) -> bool {
        if !self.target.current {
            return false;
        }
        let Ok(home) = store::Home::locate() else {
            return false;
        };
        match home.current() {
            Some(current) if home.path_of(&current) != self.target.path => {
                self.target.path = home.path_of(&current);
                self.title = current;
                self.pending = None;
                self.reload();
                true
            }
            _ => false,
        }
    }

    /// A question asked, on the file as it is now.
    fn ask(&mut self, pending: Pending) {
        self.asked_at = self.table_at();
        self.pending = Some(pending);
        self.message = None;
    }

    /// The question pending, as the input line asks it.
    pub fn question(&self) -> Option<Question> {
        match self.pending.as_ref()? {
            Pending::Summary { summary, .. } => Some(match summary.active() {
                Some(field) => Question {
                    prompt: summary_words::prompt(summary, field),
                    initial: summary_words::value(summary, field),
                    secret: matches!(field, crate::session::summary::Field::Save(_)),
                    hint: summary_words::hint(summary, field),
                },
                None => Question {
                    prompt: say!(Words, "ask-record", "number" => summary.number),
                    initial: String::new(),
                    secret: false,
                    hint: say!(Words, "hint-record"),
                },
            }),
            Pending::Confirm { question, .. } => Some(Question {
                prompt: question.clone(),
                initial: String::new(),
                secret: false,
                hint: say!(Words, "hint-yes-no"),
            }),
            Pending::Untyped { seat, held } => {
                let name = line::typed(self.game.session(), *seat);
                Some(Question {
                    prompt: say!(Words, "ask-untyped", "name" => name.as_str(), "held" => *held),
                    initial: String::new(),
                    secret: false,
                    hint: say!(Words, "hint-untyped", "name" => name.as_str()),
                })
            }
        }
    }

    /// The summary being answered.
    pub fn summary(&self) -> Option<&Summary> {
        match &self.pending {
            Some(Pending::Summary { summary, .. }) => Some(summary),
            _ => None,
        }
    }

    /// Moves the summary's cursor to the next row's answer, or the one before.
    pub fn step(&mut self, forward: bool) {
        if let Some(Pending::Summary { summary, .. }) = &mut self.pending {
            summary.step(forward);
        }
    }

    /// The question pending set aside: nothing written.
    pub fn set_aside(&mut self) -> bool {
        if self.pending.take().is_some() {
            self.say(Tone::Note, say!(Words, "set-aside"));
            return true;
        }
        false
    }

    /// One line typed.
    pub fn enter(&mut self, line: &str) -> Heard {
        if self.pending.is_some() {
            return self.answer(line);
        }
        if line.trim().is_empty() {
            return Heard::Taken;
        }
        match line::read(line, self.game.session()) {
            Ok(said) => self.act(said),
            Err(why) => {
                self.say(Tone::Refused, why);
                Heard::Refused
            }
        }
    }

    /// A line answering the question pending.
    fn answer(&mut self, line: &str) -> Heard {
        let text = line.trim();
        if matches!(text.to_lowercase().as_str(), "cancel" | "esc") {
            self.set_aside();
            return Heard::Taken;
        }
        // Plain mode (no Esc to leave a question): `q` quits at a question too, unless
        // it answers it (a player called Q).
        if !self.keys && matches!(text.to_lowercase().as_str(), "q" | "quit") {
            let answers = match &self.pending {
                Some(Pending::Summary { summary }) => summary
                    .active()
                    .is_some_and(|field| answer::read(summary, field, text).is_ok()),
                _ => false,
            };
            if !answers {
                return Heard::Quit;
            }
        }
        let yes = match text.to_lowercase().as_str() {
            // German yes and no are taken too, at every table: neither is an English answer.
            "y" | "yes" | "j" | "ja" => Some(true),
            "n" | "no" | "nein" => Some(false),
            _ => None,
        };
        match self.pending.take() {
            Some(Pending::Summary { mut summary }) => {
                let heard = if summary.active().is_some() {
                    let field = summary.active().expect("a field is active");
                    match answer::read(&summary, field, text).and_then(|a| summary.answer(a)) {
                        // Taken; what the hand as a whole now says is said at once.
                        Ok(()) => {
                            self.message =
                                summary_words::general(&summary, Face::Table).map(|g| Message {
                                    text: g,
                                    tone: Tone::Refused,
                                });
                            Heard::Taken
                        }
                        Err(why) => {
                            self.say(
                                Tone::Refused,
                                summary_words::unanswered(&summary, &why, Face::Table),
                            );
                            Heard::Refused
                        }
                    }
                } else {
                    match yes {
                        Some(true) => return self.record(summary),
                        Some(false) => {
                            summary.back();
                            self.say(
                                Tone::Note,
                                if self.keys {
                                    say!(Words, "back-to-rows-keys")
                                } else {
                                    say!(Words, "back-to-rows")
                                },
                            );
                            Heard::Taken
                        }
                        None => {
                            self.say(
                                Tone::Refused,
                                say!(super::words::catalogue::Area::Summary, "record-or-not"),
                            );
                            Heard::Refused
                        }
                    }
                };
                self.pending = Some(Pending::Summary { summary });
                heard
            }
            Some(Pending::Confirm { question, event }) => match yes {
                // (Asked on the file as it still is: reload set it aside otherwise.)
                Some(true) => self.apply(&event),
                Some(false) => {
                    self.say(Tone::Note, say!(Words, "not-done-nothing"));
                    Heard::Taken
                }
                None => {
                    self.pending = Some(Pending::Confirm { question, event });
                    self.say(Tone::Refused, say!(Words, "hint-yes-no"));
                    Heard::Refused
                }
            },
            Some(Pending::Untyped { seat, held }) => match yes {
                Some(true) => {
                    self.start(Some(seat), &[seat]);
                    Heard::Taken
                }
                Some(false) => {
                    let name = line::typed(self.game.session(), seat);
                    self.say(
                        Tone::Note,
                        say!(Words, "type-hits-first", "name" => name.as_str()),
                    );
                    Heard::Taken
                }
                None => {
                    self.pending = Some(Pending::Untyped { seat, held });
                    self.say(Tone::Refused, say!(Words, "hint-yes-no"));
                    Heard::Refused
                }
            },
            None => Heard::Taken,
        }
    }

    /// The summary of the hand's end begun.
    fn start(&mut self, out: Option<usize>, untyped: &[usize]) {
        let summary = Summary::end_hand(self.game.session(), &self.game.state, out, untyped);
        self.ask(Pending::Summary {
            summary: Box::new(summary),
        });
    }

    /// The summary recorded, under the session's lock, where the table is as it was
    /// when it was asked; refused as a whole, it stays with the reason on its row.
    fn record(&mut self, mut summary: Box<Summary>) -> Heard {
        let asked_at = self.asked_at;
        let done = (|| -> Result<act::Recorded, Failed> {
            let _lock = store::lock(&self.target.path)?;
            let loaded = store::load(&self.target.path)?;
            if text_hash(loaded.doc.text()) != asked_at {
                return Err(Failed::Trouble(anyhow::anyhow!(say!(
                    Words,
                    "changed-elsewhere-summary"
                ))));
            }
            act::record_loaded(&loaded, &summary.record())
        })();
        match done {
            Ok(done) => {
                let line = said::line(done.after.session(), &done.after.state, &done.outcome);
                self.game = done.after;
                self.known = done.written;
                self.written = done.written;
                self.problem = None;
                self.say(Tone::Done, line);
                Heard::Taken
            }
            Err(Failed::Refused(r)) => {
                summary.refused(&r);
                self.say(
                    Tone::Refused,
                    say!(Words, "not-recorded", "why" => words::refusal(&r, Face::Table)),
                );
                self.pending = Some(Pending::Summary { summary });
                Heard::Refused
            }
            Err(Failed::Trouble(e)) => {
                self.say(Tone::Refused, format!("{e:#}"));
                self.reload();
                Heard::Refused
            }
        }
    }

    /// An event applied, and its outcome said.
    fn apply(&mut self, event: &Event) -> Heard {
        let what = match event {
            Event::Record(Record::Lay { .. }) => "not-laid",
            Event::Record(Record::Hit { .. }) => "not-hit",
            _ => "not-done",
        };
        let known = self.known.map(|stamp| (&self.game, stamp));
        match act::apply(&self.target, event, Face::Table, known) {
            Ok(Done::Record(done)) => {
                let line = said::line(done.after.session(), &done.after.state, &done.outcome);
                self.game = done.after;
                self.known = done.written;
                self.written = done.written;
                self.problem = None;
                self.say(Tone::Done, line);
                Heard::Taken
            }
            Ok(Done::Step(step)) => {
                let verb = if step.redo { "redone" } else { "undone" };
                self.say(Tone::Done, say!(Words, verb, "what" => step.what.as_str()));
                if step.after.is_none() {
                    // The new session taken back, none before it: nothing to show but
                    // what was, until redo brings it back.
                    self.problem = Some(say!(Words, "none-current"));
                } else if !self.follow() {
                    self.reload();
                }
                Heard::Taken
            }
            Ok(Done::NewGame { name, after }) => {
                let dealer = after.session().players[after.state.dealer].clone();
                self.target.path = after.path.clone();
                self.title.clone_from(&name);
                self.game = after;
                self.problem = None;
                self.say(
                    Tone::Done,
                    say!(Words, "next-game", "name" => name.as_str(), "dealer" => dealer),
                );
                Heard::Taken
            }
            Err(Failed::Refused(r)) => {
                let reason = words::refusal(&r, Face::Table);
                self.say(
                    Tone::Refused,
                    match event {
                        Event::NewGame { .. } => say!(Words, "not-done-game", "why" => reason),
                        _ => say!(Words, what, "why" => reason),
                    },
                );
                Heard::Refused
            }
            Err(Failed::Trouble(e)) => {
                self.say(Tone::Refused, format!("{e:#}"));
                Heard::Refused
            }
        }
    }

    /// Does what a line said.
    /// A line said from a seat (a player's phone), read with the seat's name implied,
    /// and done as the table's own words are: the answer in `message`.
    ///
    /// # Errors
    /// Where the seat may not say it (another player's play, the host's words), or
    /// it does not read.
    pub fn from_seat(&mut self, seat: usize, line: &str) -> Result<Heard, line::NotTheSeats> {
        let said = line::read_for_seat(line, self.game.session(), seat)?;
        // `out` from a seat: its hand's end is asked where the table is hosted; the
        // seat hears whether the plays say it went out.
        if let Said::Out(Some(s)) = said {
            let name = self.game.session().players[s].clone();
            let table = &self.game.state.table;
            if table.went_out() == Some(s) {
                self.say(Tone::Done, words::out_from_seat(&name));
                return Ok(Heard::Taken);
            }
            let why = table.not_out(s, &name).map_or_else(
                || words::out_from_seat(&name),
                |why| words::refusal(&Refusal::from(why), Face::Table),
            );
            self.say(Tone::Refused, why);
            return Ok(Heard::Refused);
        }
        Ok(self.act(said))
    }

    /// What was said, done: the same event and `apply` whichever face heard it.
    pub fn act(&mut self, said: Said) -> Heard {
        let session = self.game.session().clone();
        let state = &self.game.state;
        let name = |s: usize| session.players[s].clone();
        let record = |r: Record| Event::Record(r);
        match said {
            Said::Quit => Heard::Quit,
            Said::Help => Heard::Help,
            Said::Seats => Heard::Seats,
            Said::BgStats => Heard::BgStats,
            Said::Lay {
                seat,
                cards,
                phase,
                twist_card,
            } => {
                // `phase N` is the phase card (Masters) or the phase beside a Twist
                // space (Twist).
                let board = session.rules().board.is_some();
                let choice = crate::session::said::Choice {
                    attempt: phase.filter(|_| !board),
                    choose: phase.filter(|_| board),
                    twist_card,
                };
                self.apply(&record(Record::Lay {
                    player: name(seat),
                    cards,
                    choice,
                }))
            }
            Said::Hit { seat, cards, on } => {
                let heard = self.apply(&record(Record::Hit {
                    player: name(seat),
                    cards,
                    on: on.unwrap_or_else(|| name(seat)),
                }));
                // The last card hit: that is going out, and the hand's end follows
                // without an `out` said.
                if heard == Heard::Taken
                    && self.pending.is_none()
                    && self.game.state.table.is_out(seat)
                {
                    // (The hit said still: the hand's end is asked under it.)
                    let hit = self.message.clone();
                    let heard = self.act(Said::Out(Some(seat)));
                    if self.message.is_none() {
                        self.message = hit;
                    }
                    return heard;
                }
                heard
            }
            Said::Flip => self.apply(&record(Record::Flip)),
            Said::Save { seat, cards } => self.apply(&record(Record::Save {
                player: name(seat),
                card: cards,
            })),
            Said::Draw { seat, cards } => self.apply(&record(Record::Draw {
                player: name(seat),
                cards,
            })),
            Said::Left { seat, cards } => self.apply(&record(Record::Left {
                player: name(seat),
                cards,
            })),
            Said::Chose {
                seat,
                phase,
                twist_card,
            } => {
                // `phase N` is the phase card (Masters) or the phase beside a Twist
                // space (Twist), as with a lay.
                let board = session.rules().board.is_some();
                self.apply(&record(Record::Chose {
                    player: name(seat),
                    choice: crate::session::said::Choice {
                        attempt: phase.filter(|_| !board),
                        choose: phase.filter(|_| board),
                        twist_card,
                    },
                }))
            }
            Said::Dealer(seat) => self.apply(&record(Record::Dealer { player: name(seat) })),
            Said::Sit { name: who, seat } => self.apply(&record(Record::Sit { name: who, seat })),
            Said::Leave(seat) => self.apply(&record(Record::Leave { name: name(seat) })),
            Said::Rename { seat, new } => self.apply(&record(Record::Rename {
                old: name(seat),
                new,
            })),
            Said::Undo => self.apply(&Event::Undo),
            Said::Redo => self.apply(&Event::Redo),
            Said::Out(out) => {
                if let Err(r) = crate::session::event::game_on(&session, state) {
                    self.say(Tone::Refused, words::refusal(&r, Face::Table));
                    return Heard::Refused;
                }
                if let Some(s) = out {
                    // Only one who plays this hand goes out (a replay is the tied
                    // players'), and not another than the one the plays say went out.
                    if !state.seated().contains(&s) {
                        let why = crate::session::standings::not_seated(&session, state, s, "out");
                        self.say(Tone::Refused, words::refusal(&why, Face::Table));
                        return Heard::Refused;
                    }
                    if let Some(o) = state.table.went_out().filter(|&o| o != s) {
                        let why = BadInput::HoldsNone {
                            name: name(o),
                            put_down: state.table.put_down[o],
                            out: name(s),
                        };
                        self.say(
                            Tone::Refused,
                            words::refusal(&Refusal::from(why), Face::Table),
                        );
                        return Heard::Refused;
                    }
                }
                if let Some(s) = out
                    && let Some(why) = state.table.not_out(s, &name(s))
                {
                    if let BadInput::OutWithCards { held, .. } = why {
                        self.ask(Pending::Untyped { seat: s, held });
                        return Heard::Taken;
                    }
                    self.say(
                        Tone::Refused,
                        words::refusal(&Refusal::from(why), Face::Table),
                    );
                    return Heard::Refused;
                }
                self.start(out, &[]);
                Heard::Taken
            }
            Said::Edit(n) => match Summary::edit(&session, n) {
                Ok(summary) => {
                    self.ask(Pending::Summary {
                        summary: Box::new(summary),
                    });
                    self.say(Tone::Note, say!(Words, "edit-as-recorded", "number" => n));
                    Heard::Taken
                }
                Err(r) => {
                    self.say(
                        Tone::Refused,
                        say!(Words, "edit-refused", "number" => n, "why" => words::refusal(&r, Face::Table)),
                    );
                    Heard::Refused
                }
            },
            Said::End => {
                let preview = crate::session::event::apply(
                    &self.game.doc,
                    state,
                    &Record::End,
                    crate::app::core::now(),
                );
                match preview {
                    Ok(after) => {
                        let winners = after.state.winners();
                        self.ask(Pending::Confirm {
                            question: say!(
                                Words,
                                "ask-end",
                                "hand" => session.hands.len(),
                                "names" => session.names(&winners),
                                "count" => winners.len(),
                            ),
                            event: record(Record::End),
                        });
                        Heard::Taken
                    }
                    Err(r) => {
                        self.say(
                            Tone::Refused,
                            say!(Words, "not-ended", "why" => words::refusal(&r, Face::Table)),
                        );
                        Heard::Refused
                    }
                }
            }
            Said::NewGame { force } => {
                if !self.target.current {
                    self.say(Tone::Refused, say!(Words, "new-game-file"));
                    return Heard::Refused;
                }
                if store::Home::locate()
                    .ok()
                    .and_then(|h| h.current())
                    .is_none()
                {
                    self.say(Tone::Refused, say!(Words, "new-game-none-current"));
                    return Heard::Refused;
                }
                // (The one rule of when a next game may start: the library's.)
                let open = matches!(
                    crate::session::event::next_game(&session, state, None, false, super::now()),
                    Err(Refusal::Input(BadInput::NoWinnerYet { .. }))
                );
                if open && !force {
                    self.ask(Pending::Confirm {
                        question: say!(
                            Words,
                            "ask-new-game",
                            "hands" => crate::app::core::render::count(session.hands.len(), "hand"),
                        ),
                        event: Event::NewGame { force: true },
                    });
                    return Heard::Taken;
                }
                self.apply(&Event::NewGame { force })
            }
            Said::Check { seat, cards } => self.claim(seat, &cards, false),
            Said::Find { seat, cards } => self.claim(seat, &cards, true),
            Said::Phases(n) => {
                self.say(Tone::Note, phases(&session, n));
                Heard::Taken
            }
            // What the screen shows, said (plain mode reads it out).
            Said::Status => {
                // Plain mode (no keys, no drawing to look at): a line a player.
                let text = if self.keys {
                    crate::app::core::render::status(&session, &self.game.state, false)
                } else {
                    crate::app::core::render::status_read_out(&session, &self.game.state)
                };
                self.say(Tone::Note, text.trim_end().to_string());
                Heard::Taken
            }
            Said::Table => {
                self.say(Tone::Note, on_the_table(&session, &self.game.state));
                Heard::Taken
            }
        }
    }
}

impl Talk {
    /// A check or a find, answered: a yes is done, a no stays on the line to be mended.
    fn claim(&mut self, seat: Option<usize>, cards: &str, find: bool) -> Heard {
        match claim::answer(self.game.session(), &self.game.state, seat, cards, find) {
            Ok((true, text)) => {
                self.say(Tone::Done, text);
                Heard::Taken
            }
            Ok((false, text)) | Err(text) => {
                self.say(Tone::Refused, text);
                Heard::Refused
            }
        }
    }
}

/// A file's text as a hash (whether it changed since a question was asked).
fn text_hash(text: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// The groups on the table, one a line as the table types them ("ann.1 set of 3 (7s):
/// 7 7 7"), or that there are none.
fn on_the_table(session: &crate::session::Session, state: &crate::session::Standings) -> String {
    let table = &state.table;
    if table.groups.is_empty() {
        return if state.is_over() {
            say!(Words, "nothing-on-table-over")
        } else {
            say!(Words, "nothing-laid-yet")
        };
    }
    table
        .groups
        .iter()
        .map(|g| {
            format!(
                "{}.{} {}: {}",
                session.table_name(g.owner),
                g.index,
                super::words::terms::laid(&g.laid),
                g.laid.show()
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The edition's phases, or one of them, in words.
fn phases(session: &crate::session::Session, n: Option<u8>) -> String {
    let (seq, target) = session.sequence();
    if let Some(n) = n {
        return match session.phase(n) {
            Some(p) => {
                say!(Words, "phase-of-game", "number" => n, "phase" => super::words::terms::phase(&p))
            }
            None => say!(Words, "phases-of-game", "last" => seq.last().copied().unwrap_or(10)),
        };
    }
    // The phases this game plays (even phases: 2, 4, …; the first N to win).
    seq.iter()
        .take(target)
        .filter_map(|&n| {
            session
                .phase(n)
                .map(|p| format!("{n}: {}", super::words::terms::phase(&p)))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}
