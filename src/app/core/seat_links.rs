//! The seats' secrets: each seated player's own link to their seat on the phones' page,
//! and the table's read-only link. Kept in the data dir (`seats/`, private to the
//! user), one small file a session, never in the session file: a file shared is not a
//! key shared. A secret stays across a restart of the server; a player who gets up
//! loses theirs (a new one when they sit down again), and the host may ask for new
//! ones all round.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::app::core::store;

/// The links of one session: the table's read-only secret, and each seated player's
/// (by name, as the session spells it).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatLinks {
    #[serde(default)]
    pub table: String,
    #[serde(default)]
    pub seats: BTreeMap<String, String>,
}

/// The most a links file is read to (a few dozen names and secrets).
const MAX_LINKS: u64 = 64 * 1024;

impl SeatLinks {
    /// The links of the session at `session`, in step with who sits at the table now
    /// (`players`): a secret made for each who has none, and none kept for one who got
    /// up; `renew` makes every secret new. Written back where anything changed.
    ///
    /// # Errors
    /// Where the data dir cannot be found or written.
    pub fn for_session(
        session: &Path,
        players: &[String],
        renew: bool,
    ) -> Result<SeatLinks, store::Error> {
        let path = links_path(session)?;
        let mut links = if renew { None } else { load(&path) }.unwrap_or_default();
        let before = links.clone();
        if links.table.len() != SECRET_LEN {
            links.table = secret();
        }
        links
            .seats
            .retain(|name, key| players.iter().any(|p| p == name) && key.len() == SECRET_LEN);
        for p in players {
            links.seats.entry(p.clone()).or_insert_with(secret);
        }
        if links != before {
            save(&path, &links)?;
        }
        Ok(links)
    }

    /// The seat a secret opens: its player's name.
    pub fn seat_of(&self, key: &str) -> Option<&str> {
        self.seats
            .iter()
            .find(|(_, k)| k.as_str() == key)
            .map(|(name, _)| name.as_str())
    }
}

/// What the seats' links are kept by: the file served (`--file`), or (the data dir's
/// current session) the data dir, so that the next game at the table keeps the
/// phones' links.
pub fn kept_by(file: Option<&Path>, path: &Path) -> PathBuf {
    match file {
        Some(_) => path.to_path_buf(),
        None => store::Home::locate().map_or_else(|_| path.to_path_buf(), |h| h.dir),
    }
}

/// Each seated player's link, by the table's read-only address (`http://ADDR/KEY/`):
/// in seat order, name and address.
///
/// # Errors
/// Where the data dir cannot be found or written.
pub fn seat_urls(
    table_url: &str,
    kept: &Path,
    seated: &[String],
) -> Result<Vec<(String, String)>, store::Error> {
    let links = SeatLinks::for_session(kept, seated, false)?;
    let base = table_url
        .trim_end_matches('/')
        .rsplit_once('/')
        .map_or(table_url, |(b, _)| b);
    Ok(seated
        .iter()
        .filter_map(|name| {
            let key = links.seats.get(name)?;
            Some((name.clone(), format!("{base}/{key}/")))
        })
        .collect())
}

/// Each seated player's link at the table a face plays (served at `table_url`).
///
/// # Errors
/// Where the data dir cannot be found or written.
pub fn of_talk(
    talk: &crate::app::core::talk::Talk,
    table_url: &str,
) -> Result<Vec<(String, String)>, store::Error> {
    let path = &talk.target.path;
    let file = (!talk.target.current).then_some(path.as_path());
    let seated = seated(talk.game.session(), &talk.game.state);
    seat_urls(table_url, &kept_by(file, path), &seated)
}

/// Who sits at the table now, by name (a seat's link is theirs).
pub fn seated(
    session: &crate::session::Session,
    standings: &crate::session::Standings,
) -> Vec<String> {
    crate::session::report::status(session, standings)
        .players
        .into_iter()
        .filter(|p| p.at_table)
        .map(|p| p.name)
        .collect()
}

/// Where the links of a session are kept: `DATA/seats/HASH.toml`, the hash of the
/// session's full path (the same file, however it is named on the command line).
fn links_path(session: &Path) -> Result<PathBuf, store::Error> {
    let home = store::Home::locate()?;
    let full = std::fs::canonicalize(session).unwrap_or_else(|_| session.to_path_buf());
    // FNV-1a: the same number on every run and every build.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in full.to_string_lossy().as_bytes() {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    Ok(home.dir.join("seats").join(format!("{h:016x}.toml")))
}

fn load(path: &Path) -> Option<SeatLinks> {
    let bytes = store::read_regular(path, MAX_LINKS).ok()??;
    toml::from_str(&String::from_utf8(bytes).ok()?).ok()
}

fn save(path: &Path, links: &SeatLinks) -> Result<(), store::Error> {
    let dir = path.parent().expect("the links file is in a folder");
    std::fs::create_dir_all(dir).map_err(|source| store::Error::Write {
        path: dir.to_path_buf(),
        source,
    })?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700));
    }
    let body = toml_edit::ser::to_string(links).expect("the links serialize");
    let text = format!(
        "# phase10: the phones' links to this session's seats (secret: share none of it).\n{body}"
    );
    // Made private before the secrets are in it: the temp file takes the mode of the
    // file it replaces, so a new one is made empty and private first.
    if !path.exists() {
        let _ = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
        }
    }
    store::write_atomic(path, text.as_bytes())
}

/// The length of a secret: 128 random bits as letters and digits.
pub const SECRET_LEN: usize = 22;

/// 128 random bits from the OS (`getrandom`), as 22 letters and digits.
///
/// # Panics
/// Where the OS has no randomness to give (no secret is better than a guessable one).
pub fn secret() -> String {
    const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the OS gives random bytes");
    let mut n = u128::from_le_bytes(bytes);
    (0..SECRET_LEN)
        .map(|_| {
            let d = (n % 62) as usize;
            n /= 62;
            char::from(DIGITS[d])
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_secret_is_22_letters_and_digits_and_new() {
        let a = secret();
        assert_eq!(a.len(), SECRET_LEN);
        assert!(a.chars().all(|c| c.is_ascii_alphanumeric()));
        assert_ne!(a, secret());
    }
}
