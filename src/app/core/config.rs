//! The regulars: a config file in the platform's config dir (`config.toml`; or the
//! file `PHASE10_CONFIG` names), read with `file:line` errors and edited in place like
//! a session (comments and layout kept): the tables that meet again, each with its
//! players, edition and house rules (`[table.friday]`, `phase10 new --table friday`),
//! and a default colour. Flags beat the environment, which beats the config.

use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow, bail};
use serde::Deserialize;
use toml_edit::{DocumentMut, Item, Table};

use crate::app::core::store;
use crate::app::core::words::language::Language;

/// One table of regulars.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Regulars {
    pub players: Vec<String>,
    pub edition: Option<String>,
    pub dealer: Option<String>,
    #[serde(default)]
    pub ten_hands: bool,
    pub phases: Option<u8>,
    #[serde(default)]
    pub even_phases: bool,
    pub natural: Option<String>,
    pub board: Option<String>,
    pub twist_tiebreak: Option<String>,
    pub go_out: Option<String>,
    pub twist_pass: Option<String>,
    /// `true` or `false`; anything else is said with its line by [`Config::check_table`].
    pub runs_wrap: Option<toml::Value>,
    pub phase_list: Option<Vec<String>>,
    /// The language the table speaks (`en`, `de`): over the config's and the
    /// environment's, under `--lang`.
    pub language: Option<String>,
}

impl Regulars {
    /// The settings the table gives.
    pub fn given(&self) -> super::settings::Given {
        super::settings::Given {
            edition: self.edition.clone(),
            players: self.players.clone(),
            dealer: self.dealer.clone(),
            ten_hands: self.ten_hands,
            phases: self.phases,
            even_phases: self.even_phases,
            natural: self.natural.clone(),
            board: self.board.clone(),
            twist_tiebreak: self.twist_tiebreak.clone(),
            go_out: self.go_out.clone(),
            twist_pass: self.twist_pass.clone(),
            runs_wrap: self.runs_wrap(),
            phase_list: self.phase_list.clone(),
        }
    }

    /// The house rule `runs_wrap` as kept: none where the table does not say, or says it
    /// with something other than `true` or `false`.
    pub fn runs_wrap(&self) -> Option<bool> {
        self.runs_wrap.as_ref().and_then(toml::Value::as_bool)
    }

    /// The language the table speaks, where it says one the program has.
    pub fn language(&self) -> Option<Language> {
        self.language.as_deref().and_then(Language::named)
    }
}

/// The config as read: where it is, its text, and what it says.
#[derive(Debug)]
pub struct Config {
    pub path: PathBuf,
    text: String,
    pub color: Option<String>,
    /// The language the user's tables speak unless one says its own (`language`).
    pub language: Option<Language>,
    pub tables: std::collections::BTreeMap<String, Regulars>,
    /// The tables that would not start a game, each with why and where (the others
    /// are usable all the same); read here, each value; loaded through `new`, the game
    /// each would start too.
    pub problems: std::collections::BTreeMap<String, String>,
    /// The settings besides the tables that do not read (the colour then is auto).
    pub general: Vec<String>,
    /// The table's named seasons (`[season.NAME]` with `from` and `to`, both days
    /// included).
    pub seasons: std::collections::BTreeMap<String, crate::stats::Season>,
}

/// Where the config is: `PHASE10_CONFIG`, else the platform's config dir.
pub fn path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PHASE10_CONFIG").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    directories::ProjectDirs::from("", "", "phase10").map(|d| d.config_dir().join("config.toml"))
}

/// `file:line:column` of a byte offset.
fn place(path: &Path, text: &str, offset: Option<usize>) -> String {
    match offset {
        Some(o) => {
            let (l, c) = crate::session::document::line_col(text, o);
            format!("{}:{l}:{c}", path.display())
        }
        None => path.display().to_string(),
    }
}

/// The most a config is read to: a few tables are a few hundred bytes.
const MAX_CONFIG: u64 = 1 << 20;

/// The config's text (a regular file, read up to [`MAX_CONFIG`], or refused with its
/// size); `None` where there is none.
fn read(path: &Path) -> Result<Option<String>> {
    let Some(bytes) = store::read_regular(path, MAX_CONFIG)? else {
        return Ok(None);
    };
    String::from_utf8(bytes).map(Some).map_err(|_| {
        anyhow!(
            "{}: the config is not UTF-8 text (fix it by hand)",
            path.display()
        )
    })
}

/// The config locked for a writer (`CONFIG.lock` beside it): two `tables save` at once
/// each keep their table, one after the other.
fn lock(path: &Path) -> Result<store::Lock> {
    store::make_parent(path)?;
    Ok(store::lock_file(&store::sibling(path, ".lock"), path)?)
}

/// The config as read once for this run (`None` where there is none, or it does not
/// read: doctor says why): for what every command asks of it, its colour and language.
pub fn cached() -> Option<&'static Config> {
    static CONFIG: std::sync::OnceLock<Option<Config>> = std::sync::OnceLock::new();
    CONFIG.get_or_init(|| load().ok().flatten()).as_ref()
}

/// The language the table named speaks, else the config's; `None` where neither says.
pub fn language(table: Option<&str>) -> Option<Language> {
    let config = cached()?;
    table
        .and_then(|t| config.tables.get(t))
        .and_then(Regulars::language)
        .or(config.language)
}

/// Reads the config; `None` where there is none.
pub fn load() -> Result<Option<Config>> {
    let Some(path) = path() else {
        return Ok(None);
    };
    // Through a link to the file it names; a folder, a FIFO or a device is refused at
    // once (not read, not waited on).
    let path = store::real(&path).map_err(|e| anyhow!("{e} (PHASE10_CONFIG names the config)"))?;
    let Some(text) = read(&path)? else {
        return Ok(None);
    };
    let doc = toml_edit::Document::parse(text.clone()).map_err(|e| {
        anyhow!(
            "{}: {} (fix the config by hand)",
            place(&path, &text, e.span().map(|s| s.start)),
            e.message().trim().replace('\n', " ")
        )
    })?;
    // Each setting read on its own: one that does not read (a typo, a value of the
    // wrong kind) is a problem of its own, the others usable all the same.
    let mut general = Vec::new();
    let at = |item: &Item| place(&path, &text, item.span().map(|s| s.start));
    let mut color = None;
    let mut language = None;
    let mut tables = std::collections::BTreeMap::new();
    let mut problems = std::collections::BTreeMap::new();
    let mut seasons = std::collections::BTreeMap::new();
    for (key, item) in doc.as_table() {
        match key {
            "color" => match item.as_str() {
                Some(c) if ["auto", "always", "never"].contains(&c) => color = Some(c.to_string()),
                _ => general.push(format!(
                    "{}: color = {}: use \"auto\", \"always\" or \"never\" (fix the config by hand)",
                    at(item),
                    item.to_string().trim()
                )),
            },
            "language" => match item.as_str().and_then(Language::named) {
                Some(l) => language = Some(l),
                None => general.push(format!(
                    "{}: language = {}: use \"en\" (English) or \"de\" (Deutsch) (fix the config by hand)",
                    at(item),
                    item.to_string().trim()
                )),
            },
            "table" => match item.as_table_like() {
                None => general.push(format!(
                    "{}: table: write each table as [table.NAME] (fix the config by hand)",
                    at(item)
                )),
                Some(all) => {
                    for (name, item) in all.iter() {
                        let read = read_table(item).unwrap_or_else(|why| {
                            problems.insert(
                                name.to_string(),
                                format!("{}: table.{name}: {why} (fix the config by hand)", at(item)),
                            );
                            Regulars::default()
                        });
                        tables.insert(name.to_string(), read);
                    }
                }
            },
            "season" => match item.as_table_like() {
                None => general.push(format!(
                    "{}: season: write each season as [season.NAME] with from and to (fix the config by hand)",
                    at(item)
                )),
                Some(all) => {
                    for (name, item) in all.iter() {
                        let same = seasons
                            .keys()
                            .find(|n: &&String| crate::name::same(n, name))
                            .cloned();
                        let read = if crate::stats::Season::calendar(name).is_some() {
                            Err(format!(
                                "{name} is a year or a quarter already (--season {name}); give this season a name of its own"
                            ))
                        } else if let Some(other) = same {
                            Err(format!(
                                "the same name as season.{other} (names ignore case and accents); give it another"
                            ))
                        } else {
                            read_season(name, item)
                        };
                        match read {
                            Ok(season) => {
                                seasons.insert(name.to_string(), season);
                            }
                            Err(why) => general.push(format!(
                                "{}: season.{name}: {why} (fix the config by hand)",
                                at(item)
                            )),
                        }
                    }
                }
            },
            other => general.push(format!(
                "{}: {other}: not a setting of phase10's (color, language, [table.NAME] or [season.NAME]) (fix the config by hand)",
                at(item)
            )),
        }
    }
    let mut config = Config {
        path,
        text,
        color,
        language,
        tables,
        problems,
        general,
        seasons,
    };
    let more = config.check(&doc);
    for (name, why) in more {
        config.problems.entry(name).or_insert(why);
    }
    Ok(Some(config))
}

/// One `[season.NAME]`: `from` and `to`, each a day (`YYYY-MM-DD`, or a TOML date),
/// `to` not before `from`.
fn read_season(name: &str, item: &Item) -> Result<crate::stats::Season, String> {
    let fields = item
        .as_table_like()
        .ok_or_else(|| "write it as [season.NAME] with from and to".to_string())?;
    let day = |key: &str| -> Result<chrono::NaiveDate, String> {
        let v = fields
            .get(key)
            .ok_or_else(|| format!("give {key} = YYYY-MM-DD"))?;
        let text = v
            .as_str()
            .map(str::to_string)
            .or_else(|| {
                v.as_value()
                    .and_then(toml_edit::Value::as_datetime)
                    .map(ToString::to_string)
            })
            .ok_or_else(|| format!("{key}: write the day as YYYY-MM-DD"))?;
        chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
            .map_err(|_| format!("{key} = {text}: write the day as YYYY-MM-DD"))
    };
    if let Some((key, _)) = fields.iter().find(|(k, _)| !["from", "to"].contains(k)) {
        return Err(format!("{key}: a season has from and to only"));
    }
    let (from, to) = (day("from")?, day("to")?);
    if to < from {
        return Err(format!("to = {to} is before from = {from}"));
    }
    Ok(crate::stats::Season {
        name: name.to_string(),
        from,
        to,
    })
}

/// One `[table.NAME]` read on its own (a typo in it is its own problem).
fn read_table(item: &Item) -> Result<Regulars, String> {
    let fields = item
        .as_table_like()
        .ok_or_else(|| "write it as [table.NAME] with players = [...]".to_string())?;
    let mut one = DocumentMut::new();
    for (k, v) in fields.iter() {
        one.insert(k, v.clone());
    }
    toml_edit::de::from_document::<Regulars>(one).map_err(|e| e.message().trim().replace('\n', " "))
}

impl Config {
    /// Every table's values checked as the flags they stand for would be, with where
    /// each is: a bad table is kept with its problem (said when it is used, listed or
    /// checked).
    fn check(
        &self,
        doc: &toml_edit::Document<String>,
    ) -> std::collections::BTreeMap<String, String> {
        // Where a key is, else the table it would be in.
        let at = |keys: &[&str]| -> String {
            let find = |keys: &[&str]| {
                let mut item = Some(doc.as_item());
                for k in keys {
                    item = item.and_then(|i| i.get(k));
                }
                item.and_then(Item::span).map(|s| s.start)
            };
            let offset = find(keys).or_else(|| find(&keys[..keys.len().min(2)]));
            place(&self.path, &self.text, offset)
        };
        let mut problems = std::collections::BTreeMap::new();
        for (name, t) in &self.tables {
            if self.problems.contains_key(name) {
                continue;
            }
            if let Err(e) = Self::check_table(name, t, &at) {
                problems.insert(name.clone(), format!("{e:#}"));
            }
        }
        problems
    }

    /// One table checked as the game it would start, by the one check of a game's
    /// settings ([`super::settings::session`]); the key at fault named with its line.
    fn check_table(name: &str, t: &Regulars, at: &dyn Fn(&[&str]) -> String) -> Result<()> {
        if let Err(e) = store::check_session_name(name) {
            return Err(anyhow!(
                "{}: table.{name}: {e} (fix the config by hand)",
                at(&["table", name])
            ));
        }
        // (A value of another type than the key takes is the config's own to say.)
        if t.language.is_some() && t.language().is_none() {
            return Err(anyhow!(
                "{}: table.{name}.language: \"en\" (English) or \"de\" (Deutsch) (fix the config by hand)",
                at(&["table", name, "language"])
            ));
        }
        if t.runs_wrap.is_some() && t.runs_wrap().is_none() {
            return Err(anyhow!(
                "{}: table.{name}.runs_wrap: true or false (no quotes) (fix the config by hand)",
                at(&["table", name, "runs_wrap"])
            ));
        }
        let now = chrono::DateTime::UNIX_EPOCH;
        super::settings::session(&t.given(), now).map_err(|r| {
            anyhow!(
                "{}: table.{name}.{}: {} (fix the config by hand)",
                at(&["table", name, r.key]),
                r.key,
                r.why
            )
        })?;
        Ok(())
    }

    /// Where `[table.NAME]` is (`file:line:col`).
    pub fn place_of_table(&self, name: &str) -> String {
        let offset = toml_edit::Document::parse(self.text.clone())
            .ok()
            .and_then(|doc| {
                doc.as_item()
                    .get("table")
                    .and_then(|t| t.get(name))
                    .and_then(Item::span)
            })
            .map(|s| s.start);
        place(&self.path, &self.text, offset)
    }

    /// The table named so (any case and accents, or the start of one name).
    pub fn table(&self, typed: &str) -> Result<(&str, &Regulars)> {
        let names: Vec<&String> = self.tables.keys().collect();
        let Some(i) = crate::name::find_typed(&names, typed) else {
            bail!(
                "--table {typed}: no such table in {} ({}); add one with phase10 tables save NAME",
                self.path.display(),
                if names.is_empty() {
                    "it has none".to_string()
                } else {
                    format!(
                        "it has {}",
                        names
                            .iter()
                            .map(|n| n.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                }
            );
        };
        let name = names[i];
        if let Some(problem) = self.problems.get(name) {
            bail!("{problem}");
        }
        Ok((name.as_str(), &self.tables[name]))
    }
}

/// The table's settings as `phase10 tables save` writes them.
pub fn regulars_of(
    session: &crate::session::Session,
    state: &crate::session::Standings,
    at_table: &[usize],
) -> Regulars {
    use crate::rules::edition::Variation;
    Regulars {
        // In seat order, every player of the game: those at the table, and those who
        // played a hand and got up (a regular who went home early is still one).
        players: (0..session.players.len())
            .filter(|&s| {
                at_table.contains(&s)
                    || state
                        .hands
                        .iter()
                        .any(|h| h.entries.get(s).is_some_and(|e| e.played))
            })
            .map(|s| session.players[s].clone())
            .collect(),
        edition: Some(session.edition.to_string()),
        dealer: None,
        ten_hands: session.variation == Variation::TenHands,
        phases: session.phases_to_win,
        even_phases: session.variation == Variation::EvenPhases,
        natural: (session.natural != crate::Natural::default()).then(|| "group".to_string()),
        board: session
            .board
            .clone()
            .filter(|b| Some(b.as_str()) != session.rules().board),
        twist_tiebreak: (session.twist_tiebreak != crate::session::TwistTiebreak::Value)
            .then(|| "face".to_string()),
        go_out: (session.go_out == crate::session::GoOut::Discard).then(|| "discard".into()),
        twist_pass: (session.twist_pass == crate::session::TwistPass::Any).then(|| "any".into()),
        runs_wrap: session.runs_wrap.then_some(toml::Value::Boolean(true)),
        phase_list: (!session.phase_list.is_empty()).then(|| session.phase_list.clone()),
        // The language is the table's, not the game's: a table saved again keeps its own.
        language: None,
    }
}

/// Writes `[table.NAME]` into the config in place: a table already there keeps its
/// comments and the order of its keys; the rest of the file is as it was.
pub fn save_table(name: &str, t: &Regulars, force: bool) -> Result<PathBuf> {
    // A table's name names its sessions too: the session names' rule.
    store::check_session_name(name).map_err(|e| {
        anyhow!("tables save {name:?}: a table's name starts its sessions' names: {e}")
    })?;
    let path = path().ok_or_else(|| anyhow!("no config dir here: set PHASE10_CONFIG=PATH"))?;
    let path = store::real(&path)?;
    left_alone(&path, "to keep a table")?;
    // Read and written under its lock, so that each writer's table is kept.
    let _lock = lock(&path)?;
    // Another table of that name is not replaced unasked.
    if let Some(config) = load()?
        && let Some(was) = config.tables.get(name)
        && !force
        && (was.players != t.players || was.edition != t.edition)
    {
        bail!(
            "tables save {name}: {name} is {} ({}) in {}; give --force to replace it",
            was.players.join(", "),
            was.edition.as_deref().unwrap_or("classic"),
            config.path.display()
        );
    }
    let (text, new) = match read(&path)? {
        Some(t) => (t, false),
        None => (String::new(), true),
    };
    // The config as it is must read, so that nothing in it is lost.
    if !text.trim().is_empty() && path.exists() {
        load()?;
    }
    let mut doc: DocumentMut = text
        .parse()
        .map_err(|e: toml_edit::TomlError| anyhow!("{}: {e}", path.display()))?;
    let had_tables = doc.contains_key("table");
    let tables = doc
        .entry("table")
        .or_insert_with(|| {
            let mut t = Table::new();
            t.set_implicit(true);
            Item::Table(t)
        })
        .as_table_mut()
        .ok_or_else(|| anyhow!("{}: table is not a table of tables", path.display()))?;
    let entry = tables
        .entry(name)
        .or_insert_with(|| Item::Table(Table::new()))
        .as_table_mut()
        .ok_or_else(|| anyhow!("{}: table.{name} is not a table", path.display()))?;
    let mut set = |key: &str, value: Option<toml_edit::Value>| match value {
        Some(v) => {
            let decor = entry
                .get(key)
                .and_then(Item::as_value)
                .map(|old| old.decor().clone());
            entry[key] = toml_edit::value(v);
            if let (Some(d), Some(v)) = (decor, entry.get_mut(key).and_then(Item::as_value_mut)) {
                *v.decor_mut() = d;
            }
        }
        None => {
            entry.remove(key);
        }
    };
    let players: toml_edit::Array = t.players.iter().map(String::as_str).collect();
    set("players", Some(players.into()));
    set("edition", t.edition.as_deref().map(Into::into));
    set("dealer", t.dealer.as_deref().map(Into::into));
    set("ten_hands", t.ten_hands.then(|| true.into()));
    set("phases", t.phases.map(|n| i64::from(n).into()));
    set("even_phases", t.even_phases.then(|| true.into()));
    set("natural", t.natural.as_deref().map(Into::into));
    set("board", t.board.as_deref().map(Into::into));
    set(
        "twist_tiebreak",
        t.twist_tiebreak.as_deref().map(Into::into),
    );
    set("go_out", t.go_out.as_deref().map(Into::into));
    set("twist_pass", t.twist_pass.as_deref().map(Into::into));
    set(
        "runs_wrap",
        (t.runs_wrap() == Some(true)).then(|| true.into()),
    );
    set(
        "phase_list",
        t.phase_list.as_ref().map(|l| {
            let list: toml_edit::Array = l.iter().map(String::as_str).collect();
            list.into()
        }),
    );
    if let Some(language) = &t.language {
        set("language", Some(language.as_str().into()));
    }
    let written = doc.to_string();
    let text = if new {
        format!(
            "# phase10: the tables that meet again (phase10 new --table NAME).\n\n{}",
            written.trim_start()
        )
    } else if !text.trim().is_empty() && !had_tables {
        // A config of comments (and settings) only: its first table goes after what the
        // user wrote, not above it.
        let mut fresh = DocumentMut::new();
        fresh["table"] = doc["table"].clone();
        let mut kept = text.clone();
        if !kept.ends_with('\n') {
            kept.push('\n');
        }
        format!("{kept}\n{}", fresh.to_string().trim_start())
    } else {
        written
    };
    write(&path, &text)?;
    Ok(path)
}

/// Takes `[table.NAME]` out of the config, in place.
pub fn remove_table(typed: &str) -> Result<(String, PathBuf)> {
    let _lock = match path() {
        Some(p) => {
            let p = store::real(&p)?;
            left_alone(&p, "to take a table out")?;
            Some(lock(&p)?)
        }
        None => None,
    };
    let config =
        load()?.ok_or_else(|| anyhow!("no config yet: phase10 tables save NAME starts one"))?;
    // (A table that would not start a game may be taken out all the same.)
    let names: Vec<&String> = config.tables.keys().collect();
    let name = match crate::name::find_typed(&names, typed) {
        Some(i) => names[i].clone(),
        None => config.table(typed)?.0.to_string(),
    };
    let mut doc: DocumentMut = config
        .text
        .parse()
        .map_err(|e: toml_edit::TomlError| anyhow!("{}: {e}", config.path.display()))?;
    let mut orphan = None;
    if let Some(tables) = doc.get_mut("table").and_then(Item::as_table_mut) {
        // The comments above the table are the user's: they stay, above what came
        // next (the file's first comment above its first table most of all).
        let gone = tables.get(&name).and_then(Item::as_table).map(|t| {
            let prefix = t
                .decor()
                .prefix()
                .and_then(|p| p.as_str())
                .unwrap_or_default()
                .to_string();
            (t.position(), prefix)
        });
        tables.remove(&name);
        if let Some((at, prefix)) = gone.filter(|(_, p)| p.contains('#')) {
            let next = tables
                .iter_mut()
                .filter_map(|(_, item)| item.as_table_mut())
                .filter(|t| t.position() > at)
                .min_by_key(|t| t.position());
            match next {
                Some(t) => {
                    let theirs = t
                        .decor()
                        .prefix()
                        .and_then(|p| p.as_str())
                        .unwrap_or_default()
                        .to_string();
                    t.decor_mut().set_prefix(format!("{prefix}{theirs}"));
                }
                None => orphan = Some(prefix),
            }
        }
    }
    let mut text = doc.to_string();
    if let Some(comments) = orphan {
        text.push_str(&comments);
    }
    write(&config.path, &text)?;
    Ok((name, config.path))
}

/// A config its owner made read-only is left alone, as a session is: every writer
/// refuses it before it locks or writes anything.
fn left_alone(path: &Path, why: &str) -> Result<()> {
    if std::fs::metadata(path).is_ok_and(|m| m.permissions().readonly()) {
        bail!(
            "{}: the config is read-only: phase10 leaves it alone (make it writable {why})",
            path.display()
        );
    }
    Ok(())
}

/// Writes the config under its lock: its temp name is fixed, so that one a killed
/// writer left is cleared by the next.
fn write(path: &Path, text: &str) -> Result<()> {
    store::make_parent(path)?;
    store::write_atomic(path, text.as_bytes())?;
    Ok(())
}

/// The tables and seasons a sync keeps in step (`sync --config`): `table.NAME` and
/// `season.NAME`, each with its keys and values (comments aside).
pub type Sections = std::collections::BTreeMap<String, toml::Table>;

/// The tables and seasons of a config's text (none where it does not read).
pub fn sections_of(text: &str) -> Sections {
    let Ok(all) = toml::from_str::<toml::Table>(text) else {
        return Sections::new();
    };
    let mut out = Sections::new();
    for kind in ["table", "season"] {
        if let Some(toml::Value::Table(named)) = all.get(kind) {
            for (name, value) in named {
                if let toml::Value::Table(t) = value {
                    out.insert(format!("{kind}.{name}"), t.clone());
                }
            }
        }
    }
    out
}

/// The config's tables and seasons (none where there is no config; a config that does
/// not read is said).
pub fn sections() -> Result<Sections> {
    Ok(load()?.map(|c| sections_of(&c.text)).unwrap_or_default())
}

/// One section as the config writes it.
fn section_item(t: &toml::Table) -> Item {
    let doc = toml_edit::ser::to_document(t).unwrap_or_default();
    Item::Table(doc.as_table().clone())
}

/// The section `key` (`table.friday`) set in `doc`, or taken out.
fn set_section(doc: &mut DocumentMut, key: &str, value: Option<&toml::Table>) {
    let Some((kind, name)) = key.split_once('.') else {
        return;
    };
    match value {
        Some(t) => {
            let parent = doc.entry(kind).or_insert_with(|| {
                let mut t = Table::new();
                t.set_implicit(true);
                Item::Table(t)
            });
            if let Some(parent) = parent.as_table_mut() {
                parent.insert(name, section_item(t));
            }
        }
        None => {
            if let Some(parent) = doc.get_mut(kind).and_then(Item::as_table_mut) {
                parent.remove(name);
            }
        }
    }
}

/// Sections as a file of their own (the repository's `tables.toml`), by name.
pub fn render_sections(sections: &Sections, header: &str) -> String {
    let mut doc = DocumentMut::new();
    for (key, t) in sections {
        set_section(&mut doc, key, Some(t));
    }
    format!("{header}{doc}")
}

/// The config's tables and seasons made `wanted`, in place (under its lock): those
/// that differ replaced, added or taken out; everything else as it was, comments
/// included. The sections changed.
pub fn set_sections(wanted: &Sections) -> Result<Vec<String>> {
    let path = path().ok_or_else(|| anyhow!("no config dir here: set PHASE10_CONFIG=PATH"))?;
    let path = store::real(&path)?;
    let _lock = lock(&path)?;
    let text = read(&path)?.unwrap_or_default();
    if !text.trim().is_empty() {
        load()?;
    }
    let now = sections_of(&text);
    let keys: std::collections::BTreeSet<&String> = now.keys().chain(wanted.keys()).collect();
    let changed: Vec<String> = keys
        .into_iter()
        .filter(|k| now.get(*k) != wanted.get(*k))
        .cloned()
        .collect();
    if changed.is_empty() {
        return Ok(changed);
    }
    if std::fs::metadata(&path).is_ok_and(|m| m.permissions().readonly()) {
        bail!(
            "{}: the config is read-only: phase10 leaves it alone (make it writable to keep the tables in step)",
            path.display()
        );
    }
    let mut doc: DocumentMut = text
        .parse()
        .map_err(|e: toml_edit::TomlError| anyhow!("{}: {e}", path.display()))?;
    for key in &changed {
        set_section(&mut doc, key, wanted.get(key));
    }
    let mut written = doc.to_string();
    if text.trim().is_empty() {
        written = format!(
            "# phase10: the tables that meet again (phase10 new --table NAME).\n\n{}",
            written.trim_start()
        );
    }
    write(&path, &written)?;
    store::landed();
    Ok(changed)
}
