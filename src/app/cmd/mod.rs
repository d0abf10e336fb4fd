//! One module per subcommand, behind one dispatch.

mod check;
mod doctor;
mod edit;
mod end;
mod export;
mod find;
mod flip;
mod generate;
mod hand;
mod history;
mod hit;
mod lay;

mod new;
mod phases;
mod players;
mod sessions;
mod stats;
mod status;
mod table;
mod undo;

use anyhow::{Result, anyhow, bail};
use phase10::card::{self, Card};
use phase10::edition::{Edition, Side};
use phase10::phase::Phase;
use phase10::session::on_table::OnTable;
use phase10::session::{Play, Refusal};
use phase10::solver::{Natural, Rules};

use std::path::Path;

use super::cli::{Claim, Command};
use super::{Cli, Out, store};

pub fn run(cli: Cli) -> Result<Out> {
    let json = cli.json;
    // PHASE10_FILE stands in for --file; set but empty, it means unset.
    let from_env = std::env::var_os("PHASE10_FILE")
        .filter(|v| !v.is_empty())
        .map(std::path::PathBuf::from);
    let file = cli.file.as_deref().or(from_env.as_deref());
    match cli.command {
        Command::New(a) => new::run(&a, file, json),
        Command::Hand(a) => hand::run(&a, file, json),
        Command::Status(a) => status::run(&a, file, json),
        Command::History(h) => history::run(&h, file, json),
        Command::Undo => undo::run(file, json, false),
        Command::Redo => undo::run(file, json, true),
        Command::Lay(a) => lay::run(&a, file, json),
        Command::Table => table::run(file, json),
        Command::Flip => flip::run(file, json),
        Command::End => end::run(file, json),
        Command::Export(a) => export::run(&a, file, json),
        Command::Stats(a) => stats::run(&a, json),
        Command::Edit(a) => edit::run(&a, file, json),
        Command::Sessions(a) => sessions::run(&a, json),
        Command::Players(a) => players::run(&a, file, json),
        Command::Doctor => doctor::run(file, json),
        Command::Check(c) => check::run(&c, file, json),
        Command::Find(c) => find::run(&c, file, json),
        Command::Hit(h) if h.on.is_some() => hit::record(&h, file, json),
        Command::Hit(h) => hit::run(&h, file, json),
        Command::Phases(p) => phases::run(&p, file, json),
        Command::Generate(g) => generate::run(&g),
    }
}

/// The edition named on the command line.
pub fn edition(name: &str) -> Result<Edition> {
    name.parse().map_err(|e: String| anyhow!(e))
}

/// The side in play: flip only.
pub fn side(edition: Edition, side: Option<&str>) -> Result<Side> {
    match side {
        None => Ok(Side::Color),
        Some(s) if edition.rules().deck.two_sided() => s.parse().map_err(|e: String| anyhow!(e)),
        Some(_) => {
            bail!("--side: only flip cards have two sides; drop --side or use --edition flip")
        }
    }
}

/// A phase given as a number of the edition's table or as a phrase.
pub fn phase(edition: Edition, text: &str) -> Result<(Phase, String)> {
    let text = text.trim();
    if let Ok(n) = text.parse::<u8>() {
        let phase = edition.phase(n).ok_or_else(|| {
            anyhow!("--phase {n}: the {edition} table has phases 1 to 10 (or give a phrase like \"2 sets of 3\")")
        })?;
        let label = format!("phase {n} ({phase})");
        return Ok((phase, label));
    }
    let phase: Phase = text.parse().map_err(|e| anyhow!("--phase: {e}"))?;
    let label = phase.to_string();
    Ok((phase, label))
}

/// A twist phase card.
pub fn twist_card(edition: Edition, n: u8) -> Result<(Phase, String)> {
    if edition.rules().twist_cards.is_none() {
        bail!("--twist-card: the {edition} edition has no Twist cards; use --edition twist");
    }
    let phase = edition
        .twist_card(n)
        .ok_or_else(|| anyhow!("--twist-card {n}: Twist cards go from 1 to 10"))?;
    let label = format!("twist card {n} ({phase})");
    Ok((phase, label))
}

/// Everything a claim (check or find) says.
pub struct ClaimSetup {
    pub edition: Edition,
    pub phase: Phase,
    pub label: String,
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
    pub loaded: Option<store::Loaded>,
}

/// The game a referee command answers for: the session's (the current one, or
/// `--file`) unless `--edition` says otherwise; else classic.
pub fn game(
    file: Option<&Path>,
    edition_flag: Option<&str>,
    needs_session: bool,
) -> Result<(Edition, Option<FromSession>)> {
    if let (Some(e), false) = (edition_flag, needs_session) {
        return Ok((edition(e)?, None));
    }
    let known = match store::resolve(file) {
        Ok(path) if needs_session => {
            let loaded = store::load(&path)?;
            let s = loaded.session();
            Some(FromSession {
                edition: s.edition,
                natural: s.natural,
                side: loaded.state.table.side,
                loaded: Some(loaded),
            })
        }
        Ok(path) => {
            let doc = store::read(&path)?;
            let s = doc.session();
            // The side in play turns with each flip of the hand being played.
            let flips = s.plays.iter().filter(|p| p.flip).count();
            Some(FromSession {
                edition: s.edition,
                natural: s.natural,
                side: if flips % 2 == 1 {
                    Side::Wild
                } else {
                    Side::Color
                },
                loaded: None,
            })
        }
        Err(store::Error::NoSession | store::Error::CurrentGone { .. }) if !needs_session => None,
        Err(e) => return Err(e.into()),
    };
    let edition = match (edition_flag, &known) {
        (Some(e), _) => edition(e)?,
        (None, Some(k)) => k.edition,
        (None, None) => Edition::Classic,
    };
    Ok((edition, known))
}

/// A player's phase in the hand being played: the one they laid, else their next phase
/// (the space their pawn is on in twist).
fn player_phase(loaded: &store::Loaded, name: &str) -> Result<(Phase, String)> {
    let (session, standings) = (loaded.session(), &loaded.state);
    let seat = session.seat_typed(name).ok_or_else(|| {
        anyhow!(
            "--player {name}: not a player{} (players: {})",
            phase10::name::close(&session.players, name)
                .map(|n| format!("; did you mean {n}?"))
                .unwrap_or_default(),
            session.players.join(", ")
        )
    })?;
    let name = &session.players[seat];
    if let Some(attempt) = &standings.table.laid[seat] {
        return Ok((
            attempt.phase.clone(),
            format!("{name}'s {}", attempt.describe()),
        ));
    }
    if let Some(n) = session.next_phase_number(standings, seat) {
        let phase = session.edition.phase(n).expect("1 to 10");
        return Ok((phase.clone(), format!("{name}'s phase {n} ({phase})")));
    }
    match session.next_phase(standings, seat) {
        Some(_) => bail!(
            "--player {name}: {name} is on a Twist space; give --phase N (a phase beside it) or --twist-card N"
        ),
        None if standings.winner.is_some() => bail!("--player {name}: the game is over"),
        None => bail!("--player {name}: {name} has laid no phase card this hand; give --phase N"),
    }
}

pub fn claim(c: &Claim, file: Option<&Path>) -> Result<ClaimSetup> {
    let (edition, loaded) = game(file, c.edition.as_deref(), c.player.is_some())?;
    // From the session only when it is the session's edition.
    let loaded = loaded.filter(|l| l.edition == edition);
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
    let natural: Natural = match (&c.natural, &loaded) {
        (Some(n), _) => n.parse().map_err(|e: String| anyhow!(e))?,
        (None, Some(l)) => l.natural,
        (None, None) => Natural::Phase,
    };
    let full = loaded.as_ref().and_then(|l| l.loaded.as_ref());
    let (phase, label) = match (&c.phase, c.twist_card, &c.player, full) {
        (_, _, Some(name), Some(l)) => player_phase(l, name)?,
        (_, _, Some(_), None) => bail!("--player: the session is not {edition}; drop --edition"),
        (Some(p), _, _, _) => phase(edition, p)?,
        (None, Some(n), _, _) => twist_card(edition, n)?,
        (None, None, None, _) => bail!("give --phase N, --phase \"PHRASE\" or --twist-card N"),
    };
    // Say so when the rules came from the session (a player's phase says whose).
    let label = if loaded.is_some() && c.player.is_none() {
        format!("{edition} {label}")
    } else {
        label
    };
    let text = c.cards.join(" ");
    let rules = edition.rules();
    let groups =
        card::parse_grouped(&text, rules.deck, side).map_err(|e| bad_cards(edition, &e))?;
    rules
        .copies
        .check(&groups.concat(), &edition.to_string())
        .map_err(|e| anyhow!("{e}"))?;
    Ok(ClaimSetup {
        edition,
        phase,
        label,
        table: Rules {
            deck: rules.deck,
            side,
            natural,
            scoring: rules.scoring,
        },
        groups,
    })
}

/// The session locked, read, and what `build` made of it. When `build` asks (prompts),
/// it runs without the lock, so that another laptop's change lands meanwhile; then the
/// session is locked and read again, and asked again if it changed.
pub fn after_asking<T>(
    path: &Path,
    asks: bool,
    mut build: impl FnMut(&store::Loaded) -> Result<T>,
) -> Result<(store::Lock, store::Loaded, T)> {
    loop {
        if !asks {
            let lock = store::lock(path)?;
            let loaded = store::load(path)?;
            let built = build(&loaded)?;
            return Ok((lock, loaded, built));
        }
        store::check_writable(path)?;
        let loaded = store::load(path)?;
        let built = build(&loaded)?;
        let lock = store::lock(path)?;
        let now = store::load(path)?;
        if now.doc.text() == loaded.doc.text() {
            return Ok((lock, now, built));
        }
        eprintln!(
            "The session changed while you answered (it has {} now): asking again.",
            super::render::count(now.session().hands.len(), "hand")
        );
    }
}

/// A play the rules refuse (exit 1): "not laid: …", or `{"laid": false, "player",
/// "reason"}` (`what` is "laid" or "hit").
pub fn refused(what: &str, name: &str, refusal: &Refusal, json: bool) -> Out {
    let reason = refusal.to_string();
    if json {
        let mut j = serde_json::json!({"player": name, "reason": reason});
        j[what] = serde_json::json!(false);
        return Out::json(false, &j);
    }
    Out::answer(
        false,
        format!("{}: {reason}\n", super::paint::bad(&format!("not {what}"))),
    )
}

/// Records one play of the hand being played, checked against the table as it is,
/// under the session's lock. `Ok(Err(refusal))`: the rules said no (exit 1, the reason
/// on stdout); input that is wrong is an error (exit 2). `prepare` may complete the play from the table it makes
/// (the lay's arrangement, the hit's group).
pub fn record_play(
    loaded: &store::Loaded,
    mut play: Play,
    what: String,
    prepare: impl FnOnce(&mut Play, &OnTable, &OnTable) -> Result<()>,
) -> Result<Result<(store::Loaded, OnTable), Refusal>> {
    let (session, standings) = (loaded.session(), &loaded.state);
    if let Some(w) = standings.winner {
        bail!(
            "the game is over: {} won; start another with phase10 new (or phase10 undo)",
            session.players[w]
        );
    }
    let before = standings.table.clone();
    let mut after = before.clone();
    match session.play(standings, &mut after, &play) {
        Ok(()) => {}
        Err(refusal) if refusal.is_verdict() => return Ok(Err(refusal)),
        Err(refusal) => bail!("{refusal}"),
    }
    prepare(&mut play, &before, &after)?;
    let change = loaded.doc.append_play(&play, what);
    let (doc, state) = store::try_change(&loaded.doc, &change).map_err(|e| anyhow!("{e}"))?;
    store::commit(loaded, change, &doc)?;
    Ok(Ok((
        store::Loaded {
            path: loaded.path.clone(),
            doc,
            state,
        },
        before,
    )))
}

/// A card the deck refuses, named with the deck; or too many cards.
pub fn bad_cards(edition: Edition, e: &card::CardError) -> anyhow::Error {
    if e.token.is_empty() {
        anyhow!("{e}")
    } else if shell_made(&e.token) {
        // An unquoted `*` (R*) or `|` the shell has turned into file names or a pipe.
        anyhow!(
            "bad card for the {edition} deck: {e}; it looks like a file name: the shell expands an unquoted * into the files here, so quote the cards: 'R* 4 5' or \"7 7 7 | 9 9 9\""
        )
    } else {
        anyhow!("bad card for the {edition} deck: {e}")
    }
}

/// Whether a token is a file name the shell made of an unquoted `*` (a dot or a slash
/// in it, or a name of this folder).
fn shell_made(token: &str) -> bool {
    token.contains(['.', '/']) || (token.len() > 3 && Path::new(token).exists())
}

/// JSON of a fix: the cards to leave out, the cards to add, whether wilds would do.
pub fn fix_json(fix: &phase10::solver::diagnose::Fix) -> serde_json::Value {
    serde_json::json!({
        "remove": fix.remove.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "add": fix.add.iter().map(|n| n.words()).collect::<Vec<_>>(),
        "wilds_do": fix.wilds_do,
    })
}

/// JSON of laid groups.
pub fn groups_json(groups: &[phase10::group::Laid]) -> serde_json::Value {
    serde_json::to_value(
        groups
            .iter()
            .map(phase10::group::Laid::to_json)
            .collect::<Vec<_>>(),
    )
    .expect("groups serialize")
}
