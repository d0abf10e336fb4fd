//! What a referee command (check, find, hit, phases) answers under: the edition, the
//! side in play, the phase, the cards typed, from the flags and the session.

use crate::app::core::words::catalogue::Area::{Command, Reason, Refusal, Terms};
use crate::app::core::words::terms;
use crate::say;
use std::path::Path;

use crate::rules::card::{self, Card};
use crate::rules::edition::{Edition, Side};
use crate::rules::phase::Phase;
use crate::rules::run::Ends;
use crate::solver::{Natural, Rules};
use anyhow::{Result, anyhow, bail};

use crate::app::cli::Out;
use crate::app::cli::args::Claim;
use crate::app::core::store;
use crate::app::core::words;
use crate::session::GoOut;
use crate::session::progress::{self, Playing};

/// The edition named on the command line.
pub fn edition(name: &str) -> Result<Edition> {
    name.parse()
        .map_err(|e: crate::rules::Unknown| anyhow!("{}", words::refusal::unknown(&e)))
}

/// The side in play: flip only.
pub fn side(edition: Edition, side: Option<&str>) -> Result<Side> {
    match side {
        None => Ok(Side::Color),
        Some(s) if edition.rules().deck.two_sided() => s
            .parse()
            .map_err(|e: crate::rules::Unknown| anyhow!("{}", words::refusal::unknown(&e))),
        Some(_) => {
            bail!("{}", say!(Command, "setup-side-flip-only"))
        }
    }
}

/// A phase given as a number of the table's own list (`list`, where it has one) or of
/// the edition's table, or as a phrase.
pub fn phase(edition: Edition, list: &[String], text: &str) -> Result<(Phase, String)> {
    let text = text.trim();
    if let Ok(n) = text.parse::<u8>() {
        if !list.is_empty() {
            let phrase = list.get(usize::from(n).wrapping_sub(1)).ok_or_else(|| {
                anyhow!(
                    "{}",
                    say!(Command, "setup-own-list-range", "number" => n, "count" => list.len())
                )
            })?;
            let phase = crate::rules::phase_list::phase(phrase);
            let label =
                say!(Reason, "label-table-phase", "number" => n, "phase" => terms::phase(&phase));
            return Ok((phase, label));
        }
        let phase = edition.phase(n).ok_or_else(|| {
            anyhow!(
                "{}",
                say!(Command, "setup-phase-range", "number" => n, "edition" => edition.to_string())
            )
        })?;
        let label = say!(Terms, "attempt", "number" => n, "phase" => terms::phase(&phase));
        return Ok((phase, label));
    }
    // A German phrase (`2 Drillinge`) is read in the phrase reader's words; a refusal
    // names the phrase as typed.
    let read = crate::app::core::typed::phrase(text);
    let phase: Phase = read.as_deref().unwrap_or(text).parse().map_err(
        |mut e: crate::rules::phase::PhraseError| {
            e.phrase = text.to_string();
            anyhow!("--phase: {}", words::refusal::phrase_error(&e))
        },
    )?;
    let label = terms::phase(&phase);
    Ok((phase, label))
}

/// A twist phase card.
pub fn twist_card(edition: Edition, n: u8) -> Result<(Phase, String)> {
    if edition.rules().twist_cards.is_none() {
        bail!(
            "{}",
            say!(Command, "setup-no-twist-cards", "edition" => edition.to_string())
        );
    }
    let phase = edition
        .twist_card(n)
        .ok_or_else(|| anyhow!("{}", say!(Command, "setup-twist-card-range", "number" => n)))?;
    let label = say!(Reason, "label-twist-card", "number" => n, "phase" => terms::phase(&phase));
    Ok((phase, label))
}

/// Everything a claim (check or find) says.
pub struct ClaimSetup {
    pub edition: Edition,
    /// The phases asked about, each with its words: one, or (a player on a Twist
    /// space) both beside it.
    pub phases: Vec<(Phase, String)>,
    pub table: Rules,
    pub groups: Vec<Vec<Card>>,
}

/// What a referee command takes from the session: its settings and the side in play,
/// read without playing the game through; the game played through only for
/// `--player`, which needs a player's phase.
pub struct FromSession {
    pub edition: Edition,
    pub natural: Natural,
    pub side: Side,
    /// House rule: how a player goes out.
    pub go_out: GoOut,
    /// House rule: where a run ends (at 12, or on to 1).
    pub runs: Ends,
    /// The table's own phases (none: the edition's).
    pub phase_list: Vec<String>,
    pub loaded: Option<store::Loaded>,
}

/// The game a referee command answers for: the session's (the current one, or
/// `--file`) unless `--edition` says otherwise; else classic.
pub fn game(
    file: Option<&Path>,
    edition_flag: Option<&str>,
    needs_session: bool,
) -> Result<(Edition, Option<FromSession>)> {
    // Another edition named: the table's house rules still hold where a session is
    // (its phase list and side are its own edition's), and a session that cannot be
    // read is no part of the question.
    let asked = edition_flag.map(edition).transpose()?;
    let lenient = asked.is_some() && !needs_session;
    let known = match store::resolve(file) {
        Ok(path) if needs_session => {
            let loaded = store::load(&path)?;
            let s = loaded.session();
            Some(FromSession {
                edition: s.edition,
                natural: s.natural,
                side: loaded.state.table.side,
                go_out: s.go_out,
                runs: s.runs(),
                phase_list: s.phase_list.clone(),
                loaded: Some(loaded),
            })
        }
        Ok(path) if lenient => store::read_head(&path).ok().map(|s| FromSession {
            edition: s.edition,
            natural: s.natural,
            go_out: s.go_out,
            runs: s.runs(),
            phase_list: s.phase_list.clone(),
            side: Side::Color,
            loaded: None,
        }),
        Ok(path) => {
            // The rules alone, where the side in play does not turn with the plays.
            let head = store::read_head(&path)?;
            let whole;
            let s = if head.edition.rules().deck.two_sided() {
                whole = store::read(&path)?.into_session();
                &whole
            } else {
                &head
            };
            // The side in play turns with each flip of the hand being played.
            let flips = s.plays.iter().filter(|p| p.flip).count();
            Some(FromSession {
                edition: s.edition,
                natural: s.natural,
                go_out: s.go_out,
                runs: s.runs(),
                phase_list: s.phase_list.clone(),
                side: Side::after_flips(flips),
                loaded: None,
            })
        }
        Err(store::Error::NoSession | store::Error::CurrentGone { .. }) if !needs_session => None,
        Err(_) if lenient => None,
        Err(e) => return Err(e.into()),
    };
    let edition = match (asked, &known) {
        (Some(e), _) => e,
        (None, Some(k)) => k.edition,
        (None, None) => Edition::Classic,
    };
    Ok((edition, known))
}

/// A player's phases in the hand being played: the one they laid, else their next
/// phase, both phases beside a Twist space; each named as the player's.
fn player_phases(loaded: &store::Loaded, name: &str) -> Result<Vec<(Phase, String)>> {
    let (session, standings) = (loaded.session(), &loaded.state);
    let seat = session.seat_typed(name).ok_or_else(|| {
        anyhow!(
            "{}",
            words::refusal::not_found(&crate::name::not_found("--player", &session.players, name))
        )
    })?;
    let name = &session.players[seat];
    let playing = progress::playing(session, standings, seat);
    match playing {
        Playing::NoCard => {
            bail!(
                "{}",
                say!(Command, "setup-no-phase-card", "name" => name.as_str())
            )
        }
        Playing::Done if standings.is_over() => {
            bail!(
                "{}",
                say!(Command, "setup-game-over", "name" => name.as_str())
            )
        }
        Playing::Done => bail!(
            "{}",
            say!(Command, "setup-no-phase-left", "name" => name.as_str())
        ),
        _ => Ok(words::playing(session, &playing)
            .into_iter()
            .map(|(phase, label)| {
                let label = say!(Reason, "label-whose", "name" => name.as_str(), "label" => label);
                (phase, label)
            })
            .collect()),
    }
}

pub fn claim(c: &Claim, file: Option<&Path>) -> Result<ClaimSetup> {
    let (edition, session) = game(file, c.edition.as_deref(), c.player.is_some())?;
    // The table's house rules hold whatever the edition asked about; its side, phase
    // list and players only for its own edition.
    let house = session.as_ref();
    let loaded = session.as_ref().filter(|l| l.edition == edition);
    // --twist-card without --edition (and no session) means the twist deck.
    let edition = if c.twist_card.is_some() && edition == Edition::Classic && loaded.is_none() {
        Edition::Twist
    } else {
        edition
    };
    let side = match (&c.side, &loaded) {
        (None, Some(l)) => l.side,
        (s, _) => side(edition, s.as_deref())?,
    };
    let natural: Natural = match (&c.natural, house) {
        (Some(n), _) => n
            .parse()
            .map_err(|e: crate::rules::Unknown| anyhow!("{}", words::refusal::unknown(&e)))?,
        (None, Some(l)) => l.natural,
        (None, None) => Natural::Phase,
    };
    let full = loaded.and_then(|l| l.loaded.as_ref());
    let phases = match (&c.phase, c.twist_card, &c.player, full) {
        (_, _, Some(name), Some(l)) => player_phases(l, name)?,
        (_, _, Some(_), None) => bail!(
            "{}",
            say!(Command, "setup-not-the-edition", "edition" => edition.to_string())
        ),
        (Some(p), _, _, _) => vec![phase(
            edition,
            loaded.map_or(&[][..], |l| &l.phase_list[..]),
            p,
        )?],
        (None, Some(n), _, _) => vec![twist_card(edition, n)?],
        (None, None, None, _) => bail!("{}", say!(Command, "setup-give-phase")),
    };
    // Say so when the rules came from the session (a player's phase says whose; the
    // table's own list says it is the table's).
    let own_list = c
        .phase
        .as_deref()
        .is_some_and(|p| p.trim().parse::<u8>().is_ok())
        && loaded.is_some_and(|l| !l.phase_list.is_empty());
    let phases = phases
        .into_iter()
        .map(|(phase, label)| {
            if loaded.is_some() && c.player.is_none() && !own_list {
                let edition = edition.to_string();
                (
                    phase,
                    say!(Reason, "label-edition", "edition" => edition, "label" => label),
                )
            } else {
                (phase, label)
            }
        })
        .collect();
    let text = crate::app::core::typed::cards(&c.cards.join(" "));
    let rules = edition.rules();
    let groups =
        card::parse_grouped(&text, rules.deck, side).map_err(|e| bad_cards(edition, &e))?;
    rules
        .copies
        .check(&groups.concat(), &edition.to_string())
        .map_err(|e| anyhow!("{}", words::refusal::too_many_copies(&e)))?;
    let go_out = house.map_or(GoOut::Any, |l| l.go_out);
    Ok(ClaimSetup {
        edition,
        phases,
        table: Rules {
            deck: rules.deck,
            side,
            natural,
            scoring: rules.scoring,
            runs: runs(c.runs_wrap, house),
            lay_most: Some(go_out.can_put_down(0) as u8),
            keep_one: go_out == GoOut::Discard,
            ..Rules::default()
        },
        groups,
    })
}

/// Where runs end: as `--runs-wrap[=BOOL]` says, else as the session's table plays
/// (house rule `runs_wrap`), else at 12.
pub fn runs(flag: Option<bool>, loaded: Option<&FromSession>) -> Ends {
    match flag {
        Some(true) => Ends::Wrap,
        Some(false) => Ends::Stop,
        None => loaded.map_or(Ends::Stop, |l| l.runs),
    }
}

/// A card the deck refuses, named with the deck; or too many cards.
pub fn bad_cards(edition: Edition, e: &card::CardError) -> anyhow::Error {
    let why = words::refusal::card_error(e);
    if e.token.is_empty() {
        anyhow!("{why}")
    } else {
        // An unquoted `*` (R*) or `|` the shell has turned into file names or a pipe.
        anyhow!(
            "{}",
            say!(
                Refusal,
                "bad-card-for-deck",
                "edition" => edition.to_string(),
                "why" => why,
                "shell" => words::catalogue::yes(shell_made(&e.token)),
            )
        )
    }
}

/// Whether a token is a file name the shell made of an unquoted `*` (a dot or a slash
/// in it, or a name of this folder).
fn shell_made(token: &str) -> bool {
    token.contains(['.', '/']) || (token.len() > 3 && Path::new(token).exists())
}

/// The answers for several phases as one: each said in turn, yes where any is; with
/// `--json`, the answer that counts (the first yes, else the first) with every answer
/// under `answers`.
pub fn together(mut answers: Vec<Out>, key: &str, json: bool) -> Out {
    if answers.len() == 1 {
        return answers.remove(0);
    }
    let yes = answers.iter().any(|a| a.code == 0);
    if json {
        let all: Vec<serde_json::Value> = answers
            .iter()
            .map(|a| serde_json::from_str(&a.text).expect("an answer's JSON"))
            .collect();
        let mut first = all
            .iter()
            .find(|a| a[key] == true)
            .unwrap_or(&all[0])
            .clone();
        first["answers"] = serde_json::Value::Array(all);
        return Out::json(yes, &first);
    }
    let text: String = answers.into_iter().map(|a| a.text).collect();
    Out::answer(yes, text)
}
