//! A game's settings as given, by the command line's flags or a table of regulars in
//! the config, made into a session and checked by the one check the library makes of
//! every session's settings. A refusal names the key at fault; each face names the key
//! its own way (`--go-out`, `table.friday.go_out`).

use chrono::{DateTime, Utc};

use crate::rules::board::Board;
use crate::rules::edition::{Edition, Variation};
use crate::session::{GoOut, Session, TwistPass, TwistTiebreak, check_new_name, referee};
use crate::solver::Natural;

use super::words::catalogue::Area::Command;
use super::words::{self, Face};
use crate::say;

/// The settings as given (each as it was typed; none: not given).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Given {
    pub edition: Option<String>,
    pub players: Vec<String>,
    pub dealer: Option<String>,
    pub ten_hands: bool,
    pub phases: Option<u8>,
    pub even_phases: bool,
    pub natural: Option<String>,
    pub board: Option<String>,
    pub twist_tiebreak: Option<String>,
    pub go_out: Option<String>,
    pub twist_pass: Option<String>,
    pub runs_wrap: Option<bool>,
    pub phase_list: Option<Vec<String>>,
}

/// Why the settings given start no game: the key at fault (`players`, `go_out`,
/// `phases`…, as a regulars' table writes it) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub key: &'static str,
    pub why: String,
}

impl Refused {
    /// The key as the command line's flag: `--go-out`.
    pub fn flag(&self) -> String {
        format!("--{}", self.key.replace('_', "-"))
    }
}

fn refused(key: &'static str, why: impl Into<String>) -> Refused {
    Refused {
        key,
        why: why.into(),
    }
}

/// The session the settings start (created `now`), checked whole.
///
/// # Errors
/// The first setting that starts no game, and why.
pub fn session(given: &Given, now: DateTime<Utc>) -> Result<Session, Refused> {
    let edition: Edition = given
        .edition
        .as_deref()
        .unwrap_or("classic")
        .parse()
        .map_err(|e: crate::rules::Unknown| refused("edition", words::refusal::unknown(&e)))?;
    if given.players.is_empty() {
        return Err(refused("players", say!(Command, "settings-name-players")));
    }
    for p in &given.players {
        check_new_name(p).map_err(|e| refused("players", words::refusal::name_error(&e)))?;
    }
    let mut s = Session::new(edition, given.players.clone(), now);
    if let Some(d) = &given.dealer {
        let seat = s.seat_typed(d).ok_or_else(|| {
            refused(
                "dealer",
                words::refusal::not_found(&crate::name::not_found("", &s.players, d)),
            )
        })?;
        s.dealer = s.players[seat].clone();
    }
    s.variation = match (given.ten_hands, given.phases, given.even_phases) {
        (true, _, _) => Variation::TenHands,
        (_, Some(n), _) => {
            if !(1..=10).contains(&n) {
                return Err(refused(
                    "phases",
                    say!(Command, "settings-phases-range", "number" => n),
                ));
            }
            s.phases_to_win = Some(n);
            Variation::Phases
        }
        (_, _, true) => Variation::EvenPhases,
        _ => Variation::Standard,
    };
    if let Some(n) = &given.natural {
        s.natural = n
            .parse::<Natural>()
            .map_err(|e| refused("natural", words::refusal::unknown(&e)))?;
    }
    // The Twist board's keys, at a table of another edition.
    let twist = edition.rules().board.is_some();
    for (key, is_given) in [
        ("board", given.board.is_some()),
        ("twist_tiebreak", given.twist_tiebreak.is_some()),
        ("twist_pass", given.twist_pass.is_some()),
    ] {
        if is_given && !twist {
            return Err(refused(
                key,
                say!(Command, "settings-twist-rule", "edition" => edition.to_string()),
            ));
        }
    }
    if let Some(b) = &given.board {
        let board =
            Board::parse(b).map_err(|e| refused("board", words::refusal::board_error(&e)))?;
        s.board = Some(board.to_string());
    }
    s.twist_tiebreak = match given.twist_tiebreak.as_deref() {
        None | Some("value") => TwistTiebreak::Value,
        Some("face") => TwistTiebreak::Face,
        Some(_) => {
            return Err(refused(
                "twist_tiebreak",
                say!(Command, "settings-use", "first" => "value", "second" => "face"),
            ));
        }
    };
    s.go_out = match given.go_out.as_deref() {
        None | Some("any") => GoOut::Any,
        Some("discard") => GoOut::Discard,
        Some(_) => {
            return Err(refused(
                "go_out",
                say!(Command, "settings-use", "first" => "any", "second" => "discard"),
            ));
        }
    };
    s.twist_pass = match given.twist_pass.as_deref() {
        None | Some("barrier") => TwistPass::Barrier,
        Some("any") => TwistPass::Any,
        Some(_) => {
            return Err(refused(
                "twist_pass",
                say!(Command, "settings-use", "first" => "barrier", "second" => "any"),
            ));
        }
    };
    s.runs_wrap = given.runs_wrap.unwrap_or(false);
    if let Some(list) = &given.phase_list {
        crate::rules::phase_list::check(list)
            .map_err(|e| refused("phase_list", super::words::refusal::phase_list(&e)))?;
        s.phase_list.clone_from(list);
    }
    // The one check of every session's settings: the library's.
    referee::standings(&s).map_err(|p| {
        let key = match p.key {
            Some("variation") if given.ten_hands => "ten_hands",
            Some("variation") if given.even_phases => "even_phases",
            Some("phases_to_win" | "variation") => "phases",
            Some(k) => k,
            None => "players",
        };
        // (Said with its key here: the refusal's own naming of it goes.)
        let why = match &*p.refusal {
            crate::session::Refusal::Input(crate::session::BadInput::PhaseList(why)) => {
                words::refusal::phase_list(why)
            }
            other => words::refusal(other, Face::Hand),
        };
        refused(key, why)
    })?;
    Ok(s)
}
