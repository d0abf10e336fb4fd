//! A finished game as a play for BG Stats, in the two forms BG Stats documents: its play
//! file (`.bgsplay`: `about`, `games`, `locations`, `players`, `plays` with
//! `playerScores`, and `userInfo`), which BG Stats imports when the file is opened on a
//! phone; and the JSON of its push link (`bgstats://app.bgstatsapp.com/createPlay.html?data=`,
//! BG Stats' "Push plays to BG Stats from other apps or websites": `sourceName`,
//! `sourcePlayId`, `playDate`, `durationMin`, `board`, `location`, `comments`, `game` with `name`,
//! `bggId`, `highestWins`, `noPoints`, `sourceGameId`, and `players` with `name`,
//! `score`, `winner`, `rank`, `startPlayer`, `role`, `sourcePlayerId`). Phase 10 is
//! `BoardGameGeek` game 1258, where the lowest score wins.
//!
//! Everything is derived from the session: the ids are hashes of the session's name
//! and start (the same game exported twice is the same play, which BG Stats matches),
//! the duration runs from the session's start to the last hand or end recorded.

use chrono::{DateTime, NaiveDateTime, Utc};
use serde_json::{Value, json};

use crate::rules::edition::Variation;
use crate::session::{Session, Standings, seats, winner};

/// Phase 10 on `BoardGameGeek`.
pub const BGG_ID: u32 = 1258;
/// The name `BoardGameGeek` gives it.
pub const GAME_NAME: &str = "Phase 10";

/// The game is not finished: BG Stats keeps finished plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotFinished;

/// What a play is made from: the finished game, and what only the binary knows.
pub struct Source<'a> {
    pub session: &'a Session,
    pub standings: &'a Standings,
    /// The session's name in the data dir (or its file's name): part of the play's id.
    pub name: &'a str,
    /// When the game started, on the table's clock (BG Stats' `playDate`).
    pub local_start: NaiveDateTime,
}

/// One player's line of the play.
struct Line {
    name: String,
    score: Option<u32>,
    winner: bool,
    rank: usize,
    seat_order: usize,
    start_player: bool,
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
        Ok(session
            .players
            .iter()
            .enumerate()
            .filter(|&(s, _)| played(s))
            .map(|(s, name)| Line {
                // The one shown rule: no control, bidirectional or invisible mark.
                name: crate::app::core::paint::shown_plain(name).into_owned(),
                score: keeps.then(|| standings.players[s].score),
                winner: places[s] == 1,
                rank: places[s],
                seat_order: s + 1,
                start_player: s == start,
            })
            .collect())
    }

    /// Minutes from the session's start to the last hand or end recorded.
    fn duration_min(&self) -> i64 {
        let s = self.session;
        let last: Option<DateTime<Utc>> = s
            .hands
            .iter()
            .filter_map(|h| h.recorded)
            .chain(s.end.iter().filter_map(|e| e.recorded))
            .max();
        last.map_or(0, |l| (l - s.created).num_minutes().max(0))
    }

    /// The edition, the variation, the house rule and who sat down or got up, in words.
    fn comments(&self) -> String {
        let s = self.session;
        let mut parts = vec![format!("{} edition", s.edition)];
        if s.variation != Variation::Standard {
            parts.push(s.variation.name().to_string());
        }
        parts.extend(
            s.house_rules()
                .iter()
                .map(|r| super::words::rules::house_rule(r).to_string()),
        );
        if !s.phase_list.is_empty() {
            parts.push(format!("the table's own {} phases", s.phase_list.len()));
        }
        parts.push(format!(
            "{} hand{}",
            self.standings.hands.len(),
            if self.standings.hands.len() == 1 {
                ""
            } else {
                "s"
            }
        ));
        let next = self.standings.hands.len() + 1;
        for (seat, name) in s.players.iter().enumerate() {
            let name = crate::app::core::paint::shown_plain(name);
            match seats::moved(s, seat, next) {
                Some(seats::Moved::JoinedFrom(h)) if h > 1 => {
                    parts.push(format!("{name} sat down from hand {h}"));
                }
                Some(seats::Moved::LeftAfter(h)) => {
                    parts.push(format!("{name} got up after hand {h}"));
                }
                _ => {}
            }
        }
        format!("{}; recorded with phase10", parts.join(", "))
    }

    fn play_date(&self) -> String {
        self.local_start.format("%Y-%m-%d %H:%M:%S").to_string()
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

    /// The play's entry of a play file, its players as `id` numbers them.
    fn play(&self, lines: &[Line], id: &mut dyn FnMut(&Line) -> usize) -> Value {
        let when = self.play_date();
        let scores: Vec<Value> = lines
            .iter()
            .map(|l| {
                json!({
                    "playerRefId": id(l),
                    "score": l.score.map(|s| s.to_string()),
                    "winner": l.winner,
                    "rank": l.rank,
                    "seatOrder": l.seat_order,
                    "startPlayer": l.start_player,
                    "newPlayer": false,
                    "role": "",
                })
            })
            .collect();
        json!({
            "uuid": self.id("play"),
            "gameRefId": 1,
            "playDate": when,
            "entryDate": when,
            "modificationDate": when,
            "durationMin": self.duration_min(),
            "rounds": self.standings.hands.len(),
            "usesTeams": false,
            "ignored": false,
            "manualWinner": false,
            "board": "",
            "comments": self.comments(),
            "playerScores": scores,
            "expansionPlays": [],
        })
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
                json!({
                    "name": l.name,
                    "score": l.score,
                    "winner": l.winner,
                    "rank": l.rank,
                    "startPlayer": l.start_player,
                    "role": "",
                    "sourcePlayerId": crate::stats::game::key(&l.name),
                })
            })
            .collect();
        let mut push = json!({
            "sourceName": "phase10",
            "sourcePlayId": self.id("play"),
            "playDate": self.play_date(),
            "durationMin": self.duration_min(),
            "board": "",
            "comments": self.comments(),
            "game": {
                "name": GAME_NAME,
                "bggId": BGG_ID,
                "highestWins": false,
                "noPoints": !keeps,
                "sourceGameId": format!("phase10-{}", self.session.edition),
            },
            "players": players,
        });
        // Where it was played, where the table is a regular one (its name).
        if let Some(table) = &self.session.table {
            push["location"] = table.as_str().into();
        }
        Ok(push)
    }

    /// The push link: `bgstats://app.bgstatsapp.com/createPlay.html?data=` and the push
    /// JSON, percent-encoded.
    ///
    /// # Errors
    /// [`NotFinished`] while the game is being played.
    pub fn link(&self) -> Result<String, NotFinished> {
        let data = self.push()?.to_string();
        Ok(format!(
            "bgstats://app.bgstatsapp.com/createPlay.html?data={}",
            percent_encode(&data)
        ))
    }
}

/// Finished games as one play file (a season's, or one game's): each player once (one
/// name rule), each play with the id its game's own file gives it (BG Stats matches a
/// play imported again); a game not finished is left out.
pub fn plays_file(sources: &[Source]) -> Value {
    // Each player: the name rule's key, the name as first met, the newest play's date.
    let mut players: Vec<(String, String, String)> = Vec::new();
    let mut plays = Vec::new();
    let mut latest = String::new();
    let mut keeps = false;
    for source in sources {
        let Ok(lines) = source.lines() else {
            continue;
        };
        let when = source.play_date();
        keeps |= source.session.rules().keeps_score;
        let mut id = |l: &Line| {
            let key = crate::stats::game::key(&l.name);
            if let Some(i) = players.iter().position(|p| p.0 == key) {
                if players[i].2 < when {
                    players[i].2.clone_from(&when);
                }
                i + 1
            } else {
                players.push((key, l.name.clone(), when.clone()));
                players.len()
            }
        };
        plays.push(source.play(&lines, &mut id));
        if latest < when {
            latest = when;
        }
    }
    let players: Vec<Value> = players
        .iter()
        .enumerate()
        .map(|(i, (key, name, when))| {
            json!({
                "id": i + 1,
                "uuid": uuid(&format!("player\u{0}{key}")),
                "name": name,
                "isAnonymous": false,
                "modificationDate": when,
            })
        })
        .collect();
    json!({
        "about": "A BG Stats play file written by phase10: open it on the phone that has BG Stats to import the play.",
        "userInfo": { "meRefId": 0 },
        "games": [{
            "id": 1,
            "uuid": uuid("game\u{0}phase10"),
            "name": GAME_NAME,
            "bggName": GAME_NAME,
            "bggId": BGG_ID,
            "highestWins": false,
            "noPoints": !keeps,
            "cooperative": false,
            "usesTeams": false,
            "modificationDate": latest,
        }],
        "locations": [],
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
