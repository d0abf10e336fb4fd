//! Games in the data dir: a session made and made current (noted for undo), the next
//! game of the current session's table, and where a table's next first deal moves on.

use anyhow::{Result, bail};

use crate::app::core::store;
use crate::session::{Refusal, Session, event};

/// A retry of the same `new` (killed, or its report lost): the session of that name is
/// this one, with no hand yet.
fn retried(home: &store::Home, name: &str, session: &Session) -> bool {
    // A session with a journal has had changes: it is no fresh retry.
    let path = home.path_of(name);
    if store::journal::path(&path).exists() {
        return false;
    }
    let Ok(doc) = store::read(&path) else {
        return false;
    };
    let same = |s: &Session| Session {
        created: session.created,
        ..s.clone()
    };
    doc.session().hands.is_empty() && same(doc.session()) == *session
}

/// The session made in the data dir and current: named `name` (or by its date), noted
/// first for undo with the one current before, in one step of the data dir.
pub fn make_current(
    session: &Session,
    name: Option<&str>,
    table: Option<&str>,
) -> Result<(std::path::PathBuf, String)> {
    let home = store::Home::locate()?;
    // Two `new` at once each get a name; the session and the current pointer change
    // together.
    let _dir = home.lock()?;
    home.settle_created();
    let name = match name {
        Some(n) => {
            // One normal form for a session's file name (NFC, as most systems type).
            let n: String = unicode_normalization::UnicodeNormalization::nfc(n).collect();
            store::check_session_name(&n)?;
            // Session names follow the players' rule: Friday is friday.
            if let Some(there) = home.taken(&n).filter(|t| *t != n) {
                return Err(store::Error::Exists {
                    path: home.path_of(&there),
                }
                .into());
            }
            n
        }
        None => free_name(&home, session, table)?,
    };
    let path = home.path_of(&name);
    // Noted first, for undo: the session it makes, and the one current before.
    let previous = home.current().filter(|c| *c != name);
    if retried(&home, &name, session) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        home.record_new(&name, previous, &text, || home.set_current(&name))?;
    } else {
        store::make_parent(&path)?;
        let had_lock = store::lock_path(&path).exists();
        let lock = store::lock(&path)?;
        let made = home.record_new(&name, previous, &store::render(session), || {
            home.create_current(&name, session)
        });
        // Refused: nothing is left of it, its lock included.
        if made.is_err() && !had_lock {
            let _ = std::fs::remove_file(store::lock_path(&path));
        }
        drop(lock);
        made?;
    }
    Ok((path, name))
}

/// The next game of the current session's table (see [`event::next_game`]), or why not.
pub fn again_session(
    dealer: Option<&str>,
    force: bool,
) -> Result<(String, Result<Session, Refusal>)> {
    let home = store::Home::locate()?;
    let Some(mut name) = home.current() else {
        bail!(
            "{}",
            crate::say!(
                crate::app::core::words::catalogue::Area::Report,
                "again-no-current"
            )
        );
    };
    let mut last = store::load(&home.path_of(&name))?;
    // Kept in step with other laptops: the table's last game, whichever laptop played
    // it, is the one followed.
    if crate::app::core::sync::is_set_up(&home)
        && let Some(table) = last.session().table.clone()
        && let Some((later, _)) = last_of_table(&home, &table)
        && later != name
    {
        last = store::load(&home.path_of(&later))?;
        name = later;
    }
    let next = event::next_game(
        last.session(),
        &last.state,
        dealer,
        force,
        crate::app::core::now(),
    );
    Ok((name, next))
}

/// The next game of the current session's table: made in the data dir, current.
///
/// # Errors
/// Outside, trouble (no data dir, no current session, a file that does not read);
/// inside, the rules' refusal of a next game.
pub fn next_game(
    dealer: Option<&str>,
    force: bool,
) -> Result<Result<(String, store::Loaded), Refusal>> {
    let (_, next) = again_session(dealer, force)?;
    let session = match next {
        Ok(s) => s,
        Err(r) => return Ok(Err(r)),
    };
    let (path, name) = make_current(&session, None, None)?;
    Ok(Ok((name, store::load(&path)?)))
}

/// A table's next game: the first deal moves on from its last game in the data dir
/// (the player after that game's first dealer, among those playing now).
pub fn deal_moves_on(table: &str, players: &[String]) -> Option<String> {
    let home = store::Home::locate().ok()?;
    let (_, last) = last_of_table(&home, table)?;
    crate::session::seats::next_first_dealer(last.session(), players)
}

/// A table's last game in the data dir, whichever laptop played it: its name and file.
fn last_of_table(
    home: &store::Home,
    table: &str,
) -> Option<(String, crate::session::document::Document)> {
    let prefix = format!("{}-", store::session_name_of(table));
    // The table's games: those that say they were started from it, and those named
    // after it that say no table (made before sessions said theirs).
    let of_table = |d: &crate::session::document::Document, n: &str| match &d.session().table {
        Some(t) => crate::name::same(t, table),
        None => n.starts_with(&prefix),
    };
    // Newest written first: a game is written when it is made and after, so once the
    // files left were written before the latest game found was made, none of them is
    // later (a data dir of a thousand games reads a few).
    let mut by_written: Vec<(Option<std::time::SystemTime>, String)> = home
        .list()
        .ok()?
        .into_iter()
        .map(|n| {
            let written = std::fs::metadata(home.path_of(&n))
                .and_then(|m| m.modified())
                .ok();
            (written, n)
        })
        .collect();
    by_written.sort_by_key(|w| std::cmp::Reverse(w.0));
    // (Files another laptop wrote were written here when they came: their times are
    // no bound where the data dir is kept in step, whatever the clocks say.)
    let synced = crate::app::core::sync::is_set_up(home);
    let mut last: Option<(
        String,
        crate::session::document::Document,
        Option<std::time::SystemTime>,
    )> = None;
    for (written, n) in by_written {
        if let (Some((_, best, _)), Some(w)) = (&last, written)
            && !synced
            && chrono::DateTime::<chrono::Utc>::from(w) < best.session().created
        {
            break;
        }
        let Some(d) = store::read(&home.path_of(&n))
            .ok()
            .filter(|d| of_table(d, &n))
        else {
            continue;
        };
        // Made the same second: the file written last is the later game.
        let later = last.as_ref().is_none_or(|(_, best, best_written)| {
            (d.session().created, written) > (best.session().created, *best_written)
        });
        if later {
            last = Some((n, d, written));
        }
    }
    last.map(|(n, d, _)| (n, d))
}

/// Today's date (after the table's name, if any), then this laptop's tag where the data
/// dir is kept in step with other laptops (two `new`s at two homes never take one
/// name), with -2, -3… when taken.
fn free_name(home: &store::Home, session: &Session, table: Option<&str>) -> Result<String> {
    let date = session.created.format("%Y-%m-%d").to_string();
    let mut base = match table {
        Some(t) => format!("{}-{date}", store::session_name_of(t)),
        None => date,
    };
    if let Some(laptop) = crate::app::core::sync::laptop(home) {
        base = format!("{base}-{laptop}");
    }
    let taken = home.list()?;
    let mut name = base.clone();
    let mut i = 2;
    while taken.contains(&name) {
        name = format!("{base}-{i}");
        i += 1;
    }
    Ok(name)
}
