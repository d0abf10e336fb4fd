//! A finished game as a play for BG Stats, in the two forms BG Stats documents: its play
//! file (`.bgsplay`: `about`, `games`, `locations`, `players`, `plays` with
//! `playerScores`, and `userInfo`), which BG Stats imports when the file is opened on a
//! phone; and the JSON of its push link (`https://app.bgstatsapp.com/createPlay.html?data=`,
//! or `bgstats://` for the app itself: BG Stats' "Push plays to BG Stats from other apps
//! or websites": `sourceName`, `sourcePlayId`, `playDate`, `durationMin`, `board`,
//! `location`, `comments`, `game` with `name`, `bggId`, `highestWins`, `noPoints`,
//! `sourceGameId`, and `players` with `name`, `score`, `winner`, `rank`, `startPlayer`,
//! `role`, `sourcePlayerId`).
//!
//! Everything is derived from the session: the ids are hashes of the session's name
//! and start (the same game exported twice is the same play, which BG Stats matches);
//! the play is dated in UTC at its first hand and lasts to its last; the winners are
//! the game's own (the phases decide, and points only break ties), marked by hand where
//! the lowest score would name someone else; each player's role says how far they got.

use chrono::{DateTime, Duration, Utc};
use serde_json::{Value, json};

use crate::rules::edition::{Edition, Variation};
use crate::session::{Decided, Session, Standings, seats, winner};

use crate::app::core::words::catalogue::Area::Report;
use crate::say;

/// The `BoardGameGeek` entry of an edition's box: its id and the name it gives it.
/// (Flip has no entry of its own that a public source names: it is Phase 10, its
/// edition said in the play's board.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub bgg_id: u32,
    pub name: &'static str,
    /// The game's id in the push link (`sourceGameId`): one per entry, as the play
    /// file has one game per entry.
    pub source_id: &'static str,
}

/// The `BoardGameGeek` entry a play of `edition` is logged under.
#[must_use]
pub fn entry(edition: Edition) -> Entry {
    match edition {
        Edition::Masters => Entry {
            bgg_id: 22664,
            name: "Phase 10 Masters Edition",
            source_id: "phase10-masters",
        },
        Edition::Twist => Entry {
            bgg_id: 38187,
            name: "Phase 10 Twist",
            source_id: "phase10-twist",
        },
        Edition::Classic | Edition::Flip => Entry {
            bgg_id: 1258,
            name: "Phase 10",
            source_id: "phase10-classic",
        },
    }
}

/// The game is not finished: BG Stats keeps finished plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotFinished;

/// The form of a push link: the `https://` page BG Stats' push page gives first (which
/// chat apps make clickable, and which opens the app where it is installed), or the
/// app's own `bgstats://` scheme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Scheme {
    #[default]
    Web,
    App,
}

/// What a play is made from: the finished game, and what only the data dir knows.
pub struct Source<'a> {
    pub session: &'a Session,
    pub standings: &'a Standings,
    /// The session's name in the data dir (or its file's name): part of the play's id.
    pub name: &'a str,
    /// The players (by the stats' name rule, `stats::game::key`) whose first recorded
    /// game this is.
    pub newcomers: Vec<String>,
}

/// Every game in the data dir that reads, by its name (one that does not is no
/// finished game: doctor and stats say it); none where there is no data dir.
#[must_use]
pub fn every_game(home: Option<&super::store::Home>) -> Vec<(String, super::store::Loaded)> {
    let Some(home) = home else {
        return Vec::new();
    };
    home.list()
        .unwrap_or_default()
        .into_iter()
        .filter_map(|name| {
            let loaded = super::store::load(&home.path_of(&name)).ok()?;
            Some((name, loaded))
        })
        .collect()
}

/// A finished game's play, its newcomers as the data dir knows them (the game's own
/// players whose first recorded game it is, among the data dir's and this one): the
/// push link in the form asked, and the play file.
///
/// # Errors
/// [`NotFinished`] while the game is being played.
pub fn of_game(
    path: &std::path::Path,
    loaded: &super::store::Loaded,
    scheme: Scheme,
) -> Result<(String, Value), NotFinished> {
    let (session, standings) = (loaded.session(), &loaded.state);
    if standings.winners().is_empty() {
        return Err(NotFinished);
    }
    // (The session file's name: what a play's ids are made of.)
    let name = super::store::name_of(path);
    let others = every_game(super::store::Home::locate().ok().as_ref());
    let firsts = Firsts::of(
        others
            .iter()
            .map(|(n, l)| (n.as_str(), l.session(), &l.state))
            .chain([(name.as_str(), session, standings)]),
    );
    let source = Source {
        session,
        standings,
        name: &name,
        newcomers: firsts.newcomers(&name, session, standings),
    };
    Ok((source.link(scheme)?, source.play_file()?))
}

/// Each player's first recorded game (by the stats' name rule): the first made of
/// those they played a hand in, by when it was made, then by name.
#[derive(Debug, Default)]
pub struct Firsts(std::collections::BTreeMap<String, (DateTime<Utc>, String)>);

impl Firsts {
    /// Of games, each as its name, its session and its standings.
    pub fn of<'a>(
        games: impl IntoIterator<Item = (&'a str, &'a Session, &'a Standings)>,
    ) -> Firsts {
        let mut firsts = Firsts::default();
        for (name, session, standings) in games {
            let at = (session.created, name.to_string());
            for key in players(session, standings) {
                let first = firsts.0.entry(key).or_insert_with(|| at.clone());
                if at < *first {
                    first.clone_from(&at);
                }
            }
        }
        firsts
    }

    /// The players of a game whose first recorded game it is.
    #[must_use]
    pub fn newcomers(&self, name: &str, session: &Session, standings: &Standings) -> Vec<String> {
        let at = (session.created, name.to_string());
        players(session, standings)
            .filter(|key| self.0.get(key).is_none_or(|first| *first == at))
            .collect()
    }
}

/// The name keys of those who played a hand of a game.
fn players<'a>(
    session: &'a Session,
    standings: &'a Standings,
) -> impl Iterator<Item = String> + 'a {
    session
        .players
        .iter()
        .enumerate()
        .filter(|&(s, _)| standings.hands.iter().any(|h| h.entries[s].played))
        .map(|(_, name)| crate::stats::game::key(&crate::app::core::paint::shown_plain(name)))
}

/// One player's line of the play.
struct Line {
    name: String,
    key: String,
    score: Option<u32>,
    winner: bool,
    rank: usize,
    seat_order: usize,
    start_player: bool,
    role: String,
    new_player: bool,
}

/// A time as BG Stats reads it: `2026-12-04 19:30:00`, in UTC.
fn stamp(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%d %H:%M:%S").to_string()
}

impl Source<'_> {
    fn lines(&self) -> Result<Vec<Line>, NotFinished> {
        let (session, standings) = (self.session, self.standings);
        if standings.winners().is_empty() {
            return Err(NotFinished);
        }
        let places = winner::places(session, standings);
        let keeps = session.rules().keeps_score;
        // One who sat down and saw no hand is no player of the play.
        let played = |s: usize| standings.hands.iter().any(|h| h.entries[s].played);
        // The first to play: the one left of the first dealer, among those at the table
        // for hand 1.
        let n = session.players.len();
        let first_dealer = session.seat(&session.dealer).unwrap_or(0);
        let start = (1..=n)
            .map(|k| (first_dealer + k) % n)
            .find(|&s| seats::sits(session, s, 1))
            .unwrap_or(first_dealer);
        // Two at one table whom the name rule reads as one (Zoë and zoe) are two
        // players of the play: each keyed by the name as typed.
        let shown: Vec<String> = session
            .players
            .iter()
            .map(|n| crate::app::core::paint::shown_plain(n).into_owned())
            .collect();
        let key_of = |s: usize| {
            let key = crate::stats::game::key(&shown[s]);
            let shared = (0..n)
                .filter(|&o| o != s && played(o) && crate::stats::game::key(&shown[o]) == key)
                .count();
            if shared > 0 { shown[s].clone() } else { key }
        };
        Ok((0..n)
            .filter(|&s| played(s))
            .map(|s| {
                let name = shown[s].clone();
                let key = key_of(s);
                Line {
                    score: keeps.then(|| standings.players[s].score),
                    winner: places[s] == 1,
                    rank: places[s],
                    seat_order: s + 1,
                    start_player: s == start,
                    role: self.role(s),
                    new_player: self.newcomers.contains(&crate::stats::game::key(&name)),
                    name,
                    key,
                }
            })
            .collect())
    }

    /// How far a player got, as the game measures it: "7 of 10 phases made", or on
    /// the Twist board "space 7", "space T (4 or 5)", "past Phase 10".
    fn role(&self, seat: usize) -> String {
        let p = &self.standings.players[seat];
        if let Some(board) = &self.standings.board {
            return match board.pawn(p.position, p.finished) {
                crate::rules::board::Pawn::Past => say!(Report, "bgstats-past"),
                pawn => say!(Report, "bgstats-space", "space" => pawn.to_string()),
            };
        }
        let (_, target) = self.session.sequence();
        say!(
            Report,
            "bgstats-made",
            "made" => p.completed.len(),
            "target" => target,
        )
    }

    /// Whether the winners are other than the lowest scores would name (BG Stats
    /// then takes the winners as marked): the phases decide in Phase 10, and points
    /// only break ties; a game without points is always marked.
    fn manual_winner(lines: &[Line]) -> bool {
        let scores: Vec<u32> = lines.iter().filter_map(|l| l.score).collect();
        let Some(&low) = scores.iter().min() else {
            return true;
        };
        lines.iter().any(|l| l.winner != (l.score == Some(low)))
    }

    /// When play began and ended (UTC): from one hand's length before the first hand
    /// was recorded (the middle of the times between hands, an hour at most; 20 minutes
    /// with one hand),
    /// but not before the session was made, to the last hand or end recorded. A session
    /// made the week before (`new --again`) is dated by its hands.
    fn span(&self) -> (DateTime<Utc>, DateTime<Utc>) {
        let s = self.session;
        let mut recorded: Vec<DateTime<Utc>> = s.hands.iter().filter_map(|h| h.recorded).collect();
        recorded.sort_unstable();
        let Some(&first) = recorded.first() else {
            let end = s
                .end
                .iter()
                .filter_map(|e| e.recorded)
                .max()
                .unwrap_or(s.created);
            return (s.created, end.max(s.created));
        };
        let mut gaps: Vec<Duration> = recorded.windows(2).map(|w| w[1] - w[0]).collect();
        gaps.sort_unstable();
        // (The lower middle, and an hour at most: a break for dinner, or a game played
        // over several evenings, is no hand's length.)
        let hand = gaps
            .get(gaps.len().saturating_sub(1) / 2)
            .copied()
            .unwrap_or_else(|| Duration::minutes(20))
            .min(Duration::hours(1));
        let start = s.created.max(first - hand).min(first);
        let last = recorded
            .iter()
            .copied()
            .chain(s.end.iter().filter_map(|e| e.recorded))
            .max()
            .unwrap_or(first);
        (start, last.max(start))
    }

    fn duration_min(&self) -> i64 {
        let (start, end) = self.span();
        (end - start).num_minutes().max(0)
    }

    /// The table's name, where it is a regular one: where it was played.
    fn location(&self) -> Option<String> {
        self.session
            .table
            .as_deref()
            .map(|t| crate::app::core::paint::shown_plain(t).into_owned())
    }

    /// The edition, as the play's board names it.
    fn board(&self) -> String {
        let edition = self.session.edition.to_string();
        let mut chars = edition.chars();
        chars
            .next()
            .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
    }

    /// The edition, the variation, the house rules, who sat down or got up, and an
    /// early end, in words.
    fn comments(&self) -> String {
        let s = self.session;
        let mut parts = vec![say!(Report, "bgstats-edition", "edition" => s.edition.to_string())];
        if s.variation != Variation::Standard {
            parts.push(s.variation.name().to_string());
        }
        parts.extend(s.house_rules().iter().map(super::words::rules::house_rule));
        if !s.phase_list.is_empty() {
            parts.push(say!(Report, "bgstats-own-phases", "count" => s.phase_list.len()));
        }
        parts.push(super::render::count(self.standings.hands.len(), "hand"));
        let next = self.standings.hands.len() + 1;
        for (seat, name) in s.players.iter().enumerate() {
            let name = crate::app::core::paint::shown_plain(name);
            match seats::moved(s, seat, next) {
                Some(seats::Moved::JoinedFrom(h)) if h > 1 => {
                    parts.push(
                        say!(Report, "bgstats-sat-down", "name" => name.as_ref(), "hand" => h),
                    );
                }
                Some(seats::Moved::LeftAfter(h)) => {
                    parts
                        .push(say!(Report, "bgstats-got-up", "name" => name.as_ref(), "hand" => h));
                }
                _ => {}
            }
        }
        if self.standings.decided == Some(Decided::Ended) {
            parts.push(if s.rules().keeps_score {
                say!(Report, "bgstats-ended-points")
            } else {
                say!(Report, "bgstats-ended")
            });
        }
        say!(Report, "bgstats-recorded", "parts" => parts.join(", "))
    }

    fn id(&self, what: &str) -> String {
        uuid(&format!(
            "{what}\u{0}{}\u{0}{}",
            self.name,
            self.session.created.to_rfc3339()
        ))
    }

    /// The play file (`.bgsplay`).
    ///
    /// # Errors
    /// [`NotFinished`] while the game is being played.
    pub fn play_file(&self) -> Result<Value, NotFinished> {
        self.lines()?;
        Ok(plays_file(std::slice::from_ref(self)))
    }

    /// The play's entry of a play file, its players, game and location as the file
    /// numbers them.
    fn play(&self, lines: &[Line], refs: &mut Refs) -> Value {
        let (start, end) = self.span();
        let keeps = self.session.rules().keeps_score;
        let scores: Vec<Value> = lines
            .iter()
            .map(|l| {
                json!({
                    "playerRefId": refs.player(l, end),
                    "score": l.score.map_or_else(String::new, |s| s.to_string()),
                    "winner": l.winner,
                    "rank": l.rank,
                    "seatOrder": l.seat_order,
                    "startPlayer": l.start_player,
                    "newPlayer": l.new_player,
                    "role": l.role,
                })
            })
            .collect();
        let mut play = json!({
            "uuid": self.id("play"),
            "gameRefId": refs.game(entry(self.session.edition), keeps, end),
            "playDate": stamp(start),
            "entryDate": stamp(end),
            "modificationDate": stamp(end),
            "durationMin": self.duration_min(),
            "rounds": self.standings.hands.len(),
            "usesTeams": false,
            "ignored": false,
            "manualWinner": Self::manual_winner(lines),
            "board": self.board(),
            "comments": self.comments(),
            "playerScores": scores,
            "expansionPlays": [],
        });
        if let Some(location) = self.location() {
            play["locationRefId"] = refs.location(&location, end).into();
        }
        play
    }

    /// The JSON a push link carries.
    ///
    /// # Errors
    /// [`NotFinished`] while the game is being played.
    pub fn push(&self) -> Result<Value, NotFinished> {
        let lines = self.lines()?;
        let keeps = self.session.rules().keeps_score;
        let players: Vec<Value> = lines
            .iter()
            .map(|l| {
                let mut p = json!({
                    "name": l.name,
                    "winner": l.winner,
                    "rank": l.rank,
                    "startPlayer": l.start_player,
                    "role": l.role,
                    "sourcePlayerId": l.key,
                });
                if let Some(score) = l.score {
                    p["score"] = score.into();
                }
                p
            })
            .collect();
        let game = entry(self.session.edition);
        let mut push = json!({
            "sourceName": "phase10",
            "sourcePlayId": self.id("play"),
            "playDate": stamp(self.span().0),
            "durationMin": self.duration_min(),
            "board": self.board(),
            "comments": self.comments(),
            "game": {
                "name": game.name,
                "bggId": game.bgg_id,
                "highestWins": false,
                "noPoints": !keeps,
                "sourceGameId": game.source_id,
            },
            "players": players,
        });
        if let Some(location) = self.location() {
            push["location"] = location.into();
        }
        Ok(push)
    }

    /// The push link: BG Stats' `createPlay.html?data=` and the push JSON,
    /// percent-encoded, in the form asked.
    ///
    /// # Errors
    /// [`NotFinished`] while the game is being played.
    pub fn link(&self, scheme: Scheme) -> Result<String, NotFinished> {
        let data = self.push()?.to_string();
        let base = match scheme {
            Scheme::Web => "https",
            Scheme::App => "bgstats",
        };
        Ok(format!(
            "{base}://app.bgstatsapp.com/createPlay.html?data={}",
            percent_encode(&data)
        ))
    }
}

/// What a play file numbers: each player once (one name rule), each game once (by its
/// `BoardGameGeek` entry), each location once; with the newest play's date each.
#[derive(Default)]
struct Refs {
    players: Vec<(String, String, DateTime<Utc>)>,
    games: Vec<(Entry, bool, DateTime<Utc>)>,
    locations: Vec<(String, DateTime<Utc>)>,
}

impl Refs {
    fn player(&mut self, l: &Line, when: DateTime<Utc>) -> usize {
        if let Some(i) = self.players.iter().position(|p| p.0 == l.key) {
            self.players[i].2 = self.players[i].2.max(when);
            return i + 1;
        }
        self.players.push((l.key.clone(), l.name.clone(), when));
        self.players.len()
    }

    fn game(&mut self, entry: Entry, keeps: bool, when: DateTime<Utc>) -> usize {
        if let Some(i) = self.games.iter().position(|g| g.0 == entry) {
            let g = &mut self.games[i];
            g.1 |= keeps;
            g.2 = g.2.max(when);
            return i + 1;
        }
        self.games.push((entry, keeps, when));
        self.games.len()
    }

    fn location(&mut self, name: &str, when: DateTime<Utc>) -> usize {
        let key = crate::stats::game::key(name);
        if let Some(i) = self
            .locations
            .iter()
            .position(|l| crate::stats::game::key(&l.0) == key)
        {
            self.locations[i].1 = self.locations[i].1.max(when);
            return i + 1;
        }
        self.locations.push((name.to_string(), when));
        self.locations.len()
    }
}

/// Finished games as one play file (a season's, or one game's): each player, game and
/// location once, each play with the id its game's own file gives it (BG Stats matches
/// a play imported again); a game not finished is left out.
pub fn plays_file(sources: &[Source]) -> Value {
    let mut refs = Refs::default();
    let mut plays = Vec::new();
    for source in sources {
        let Ok(lines) = source.lines() else {
            continue;
        };
        plays.push(source.play(&lines, &mut refs));
    }
    let players: Vec<Value> = refs
        .players
        .iter()
        .enumerate()
        .map(|(i, (key, name, when))| {
            json!({
                "id": i + 1,
                "uuid": uuid(&format!("player\u{0}{key}")),
                "name": name,
                "isAnonymous": false,
                "modificationDate": stamp(*when),
            })
        })
        .collect();
    let games: Vec<Value> = refs
        .games
        .iter()
        .enumerate()
        .map(|(i, (entry, keeps, when))| {
            json!({
                "id": i + 1,
                "uuid": uuid(&format!("game\u{0}bgg{}", entry.bgg_id)),
                "name": entry.name,
                "bggName": entry.name,
                "bggId": entry.bgg_id,
                "highestWins": false,
                "noPoints": !keeps,
                "cooperative": false,
                "usesTeams": false,
                "modificationDate": stamp(*when),
            })
        })
        .collect();
    let locations: Vec<Value> = refs
        .locations
        .iter()
        .enumerate()
        .map(|(i, (name, when))| {
            json!({
                "id": i + 1,
                "uuid": uuid(&format!("location\u{0}{}", crate::stats::game::key(name))),
                "name": name,
                "modificationDate": stamp(*when),
            })
        })
        .collect();
    json!({
        "about": "A BG Stats play file written by phase10: open it on the phone that has BG Stats to import the play.",
        "userInfo": { "meRefId": 0 },
        "games": games,
        "locations": locations,
        "players": players,
        "plays": plays,
    })
}

/// Every byte but the unreserved ones (`A-Z a-z 0-9 - _ . ~`) as `%XX`.
#[must_use]
pub fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A UUID (version 8: made of a hash, RFC 9562) of `text`: the same text, the same id.
fn uuid(text: &str) -> String {
    // FNV-1a, 64 bits, twice with two offsets: stable across machines and versions.
    let fnv = |offset: u64| {
        text.bytes().fold(offset, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    };
    let (a, b) = (fnv(0xcbf2_9ce4_8422_2325), fnv(0x6c62_272e_07bb_0142));
    let mut bytes = [0u8; 16];
    bytes[..8].copy_from_slice(&a.to_be_bytes());
    bytes[8..].copy_from_slice(&b.to_be_bytes());
    bytes[6] = (bytes[6] & 0x0f) | 0x80;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    let hex = bytes.iter().fold(String::with_capacity(32), |mut h, b| {
        use std::fmt::Write as _;
        let _ = write!(h, "{b:02x}");
        h
    });
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

#[cfg(test)]
mod tests {
    use super::{percent_encode, uuid};

    #[test]
    fn ids_are_stable_uuids_and_links_carry_only_unreserved_bytes() {
        let a = uuid("play\u{0}friday");
        assert_eq!(a, uuid("play\u{0}friday"));
        assert_ne!(a, uuid("play\u{0}saturday"));
        assert_eq!(a.len(), 36);
        assert_eq!(&a[14..15], "8");
        assert_eq!(
            percent_encode("{\"name\":\"Zoë & Bo\"}"),
            "%7B%22name%22%3A%22Zo%C3%AB%20%26%20Bo%22%7D"
        );
    }
}
