//! The catalogue: every message in each language, in Fluent's files under `ftl/<tag>/`,
//! one file per area. A message is parsed the first time it is said, alone (a command
//! says a handful of the hundreds there are, and a process lives for one command), into
//! its language's bundle, which lives as long as the process (nothing to free at exit).
//! So a message reads no other message or term: each is whole by itself (a test holds
//! this).
//!
//! A message is said with [`say`] and its arguments; the language is the thread's
//! ([`speak`] sets it, [`in_language`] for a piece of work).

use std::cell::Cell;
use std::sync::{Mutex, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::language::Language;

/// Each language's files, in the order of [`Language`] and of [`Area`].
const FILES: [[&str; AREAS]; 2] = [
    [
        include_str!("ftl/en/terms.ftl"),
        include_str!("ftl/en/reason.ftl"),
        include_str!("ftl/en/refusal.ftl"),
        include_str!("ftl/en/table.ftl"),
        include_str!("ftl/en/summary.ftl"),
        include_str!("ftl/en/outcome.ftl"),
        include_str!("ftl/en/render.ftl"),
        include_str!("ftl/en/talk.ftl"),
        include_str!("ftl/en/rules.ftl"),
        include_str!("ftl/en/sync.ftl"),
        include_str!("ftl/en/command.ftl"),
        include_str!("ftl/en/screen.ftl"),
        include_str!("ftl/en/page.ftl"),
        include_str!("ftl/en/report.ftl"),
    ],
    [
        include_str!("ftl/de/terms.ftl"),
        include_str!("ftl/de/reason.ftl"),
        include_str!("ftl/de/refusal.ftl"),
        include_str!("ftl/de/table.ftl"),
        include_str!("ftl/de/summary.ftl"),
        include_str!("ftl/de/outcome.ftl"),
        include_str!("ftl/de/render.ftl"),
        include_str!("ftl/de/talk.ftl"),
        include_str!("ftl/de/rules.ftl"),
        include_str!("ftl/de/sync.ftl"),
        include_str!("ftl/de/command.ftl"),
        include_str!("ftl/de/screen.ftl"),
        include_str!("ftl/de/page.ftl"),
        include_str!("ftl/de/report.ftl"),
    ],
];

/// Where each file's entries start, found when the program is built.
const INDEX: [[Index; AREAS]; 2] = [
    [
        Index::of(FILES[0][0]),
        Index::of(FILES[0][1]),
        Index::of(FILES[0][2]),
        Index::of(FILES[0][3]),
        Index::of(FILES[0][4]),
        Index::of(FILES[0][5]),
        Index::of(FILES[0][6]),
        Index::of(FILES[0][7]),
        Index::of(FILES[0][8]),
        Index::of(FILES[0][9]),
        Index::of(FILES[0][10]),
        Index::of(FILES[0][11]),
        Index::of(FILES[0][12]),
        Index::of(FILES[0][13]),
    ],
    [
        Index::of(FILES[1][0]),
        Index::of(FILES[1][1]),
        Index::of(FILES[1][2]),
        Index::of(FILES[1][3]),
        Index::of(FILES[1][4]),
        Index::of(FILES[1][5]),
        Index::of(FILES[1][6]),
        Index::of(FILES[1][7]),
        Index::of(FILES[1][8]),
        Index::of(FILES[1][9]),
        Index::of(FILES[1][10]),
        Index::of(FILES[1][11]),
        Index::of(FILES[1][12]),
        Index::of(FILES[1][13]),
    ],
];

const AREAS: usize = Area::ALL.len();

/// An area of the catalogue: one file of messages per language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Area {
    /// The names of the game's things: colours, groups, phases, cards a fix adds.
    Terms,
    /// The solver's reasons: why not, and the fix.
    Reason,
    /// Refusals: why the rules or the input say no, and the step that mends it.
    Refusal,
    /// The table: where the game stands, what happened, the help, the seats.
    Table,
    /// The hand's end: its questions, its rows, why an answer is not taken.
    Summary,
    /// What an event did: the command line's lines and the table's one line.
    Outcome,
    /// The standings, the score pad, the board and the chart.
    Render,
    /// The table's conversation: its questions, what was set aside or not done.
    Talk,
    /// The rules in words: house rules, how a game is won, the table's reminders.
    Rules,
    /// Keeping the data dir in step across laptops: errors, reports, what waits.
    Sync,
    /// The command line's own words: what a command did, its tables' headings, its
    /// reports (sessions, stats, exports, doctor, the regulars' tables).
    Command,
    /// The table screen's own words: its title, columns, headings, hints and prompts.
    Screen,
    /// The phones' page, and what the server says to a phone or prints.
    Page,
    /// The command line's reports and their commands: sessions, stats, exports, doctor,
    /// the regulars' tables, the phase tables, the prompts at the terminal.
    Report,
}

impl Area {
    pub const ALL: [Area; 14] = [
        Area::Terms,
        Area::Reason,
        Area::Refusal,
        Area::Table,
        Area::Summary,
        Area::Outcome,
        Area::Render,
        Area::Talk,
        Area::Rules,
        Area::Sync,
        Area::Command,
        Area::Screen,
        Area::Page,
        Area::Report,
    ];

    /// The file's name under `ftl/<tag>/`.
    pub fn file(self) -> &'static str {
        match self {
            Area::Terms => "terms.ftl",
            Area::Reason => "reason.ftl",
            Area::Refusal => "refusal.ftl",
            Area::Table => "table.ftl",
            Area::Summary => "summary.ftl",
            Area::Outcome => "outcome.ftl",
            Area::Render => "render.ftl",
            Area::Talk => "talk.ftl",
            Area::Rules => "rules.ftl",
            Area::Sync => "sync.ftl",
            Area::Command => "command.ftl",
            Area::Screen => "screen.ftl",
            Area::Page => "page.ftl",
            Area::Report => "report.ftl",
        }
    }

    /// The area's messages in `language`, as Fluent's text.
    pub fn source(self, language: Language) -> &'static str {
        FILES[language as usize][self as usize]
    }

    fn index(self, language: Language) -> &'static Index {
        &INDEX[language as usize][self as usize]
    }

    /// The text of message `id` in `language`: from its line `id =` to the line that
    /// starts the next entry or comment.
    pub fn message(self, language: Language, id: &str) -> Option<&'static str> {
        let source = self.source(language);
        let index = self.index(language);
        let starts = &index.starts[..index.len];
        let at = starts.iter().position(|&start| {
            let rest = &source.as_bytes()[usize::from(start)..];
            rest.starts_with(id.as_bytes()) && matches!(rest.get(id.len()), Some(b' ' | b'='))
        })?;
        let end = starts.get(at + 1).map_or(source.len(), |&e| usize::from(e));
        Some(&source[usize::from(starts[at])..end])
    }
}

/// The most entries (and comments) a file of the catalogue holds.
const MOST_ENTRIES: usize = 256;

/// Where a file's entries start: each line that begins with a letter (a message), `-`
/// (a term) or `#` (a comment); a message's own lines are indented, or close a choice
/// with `}`.
struct Index {
    starts: [u16; MOST_ENTRIES],
    len: usize,
}

impl Index {
    const fn of(source: &str) -> Index {
        let bytes = source.as_bytes();
        assert!(
            bytes.len() <= u16::MAX as usize,
            "a catalogue file under 64 KB"
        );
        let mut starts = [0; MOST_ENTRIES];
        let mut len = 0;
        let mut i = 0;
        let mut line_start = true;
        while i < bytes.len() {
            if line_start
                && (bytes[i].is_ascii_alphabetic() || bytes[i] == b'#' || bytes[i] == b'-')
            {
                assert!(
                    len < MOST_ENTRIES,
                    "a catalogue file of at most 256 entries"
                );
                starts[len] = i as u16;
                len += 1;
            }
            line_start = bytes[i] == b'\n';
            i += 1;
        }
        Index { starts, len }
    }
}

/// A language and the messages of it said so far.
type Bundle = FluentBundle<FluentResource>;

/// Each language's bundle (never dropped: a process's exit frees nothing).
static BUNDLES: Mutex<Vec<(Language, Bundle)>> = Mutex::new(Vec::new());

thread_local! {
    /// The language this thread was told to speak; none: the run's.
    static SPOKEN: Cell<Option<Language>> = const { Cell::new(None) };
    /// Deciding the run's language (what decides it says no word meanwhile).
    static DECIDING: Cell<bool> = const { Cell::new(false) };
}

/// How the run's language is decided, set by the face that starts the run; decided
/// the first time a word is said (a command that says nothing reads no config for it).
static DECIDE: OnceLock<fn() -> Language> = OnceLock::new();

/// The run's language, once decided.
static RUNS_IN: OnceLock<Language> = OnceLock::new();

/// How this run's language is decided (the first call counts): a thread told no
/// language of its own speaks it. Without one, English.
pub fn decide_with(decide: fn() -> Language) {
    let _ = DECIDE.set(decide);
}

/// The run's language: decided once, the first time it is asked.
fn run_language() -> Language {
    if let Some(&language) = RUNS_IN.get() {
        return language;
    }
    let Some(decide) = DECIDE.get() else {
        return Language::English;
    };
    if DECIDING.with(Cell::get) {
        // A word said while deciding (a config's own problem) is English.
        return Language::English;
    }
    DECIDING.with(|d| d.set(true));
    let language = decide();
    DECIDING.with(|d| d.set(false));
    *RUNS_IN.get_or_init(|| language)
}

/// A new bundle of `language`, with no message yet.
fn bundle(language: Language) -> Bundle {
    let tag = language.tag().parse().expect("a language's tag is valid");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Words go to terminals and files, not to a page mixing directions.
    bundle.set_use_isolating(false);
    bundle
}

/// The language this thread speaks from now on.
pub fn speak(language: Language) {
    SPOKEN.with(|s| s.set(Some(language)));
}

/// The language this thread speaks: its own, else the run's.
pub fn spoken() -> Language {
    SPOKEN.with(Cell::get).unwrap_or_else(run_language)
}

/// `work` done in `language`, the thread's language as it was after it.
pub fn in_language<T>(language: Language, work: impl FnOnce() -> T) -> T {
    let was = SPOKEN.with(Cell::get);
    speak(language);
    let out = work();
    SPOKEN.with(|s| s.set(was));
    out
}

/// "yes" or "no": a message's choice on a yes-or-no value (`[yes]`, `*[no]`).
pub fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// The message `id` of `area` in the thread's language, with `args` (names and values:
/// numbers select plurals). The files are the
/// program's own, held whole by the tests: a message missing or unread is a bug.
pub fn say<const N: usize>(area: Area, id: &str, args: [(&str, FluentValue); N]) -> String {
    let language = spoken();
    let mut bundles = BUNDLES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let at = if let Some(at) = bundles.iter().position(|(l, _)| *l == language) {
        at
    } else {
        bundles.push((language, bundle(language)));
        bundles.len() - 1
    };
    let bundle = &mut bundles[at].1;
    let place = || format!("{}/{} {id}", language.tag(), area.file());
    if !bundle.has_message(id) {
        let text = area
            .message(language, id)
            .unwrap_or_else(|| panic!("{}: no such message", place()));
        let resource = FluentResource::try_new(text.to_string())
            .unwrap_or_else(|(_, e)| panic!("{}: {e:?}", place()));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|e| panic!("{}: {e:?}", place()));
    }
    let pattern = bundle
        .get_message(id)
        .and_then(|m| m.value())
        .unwrap_or_else(|| panic!("{}: no value", place()));
    let mut fluent_args = FluentArgs::with_capacity(N);
    for (name, value) in args {
        fluent_args.set(name, value);
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned();
    debug_assert!(errors.is_empty(), "{}: {errors:?}", place());
    text
}

/// `say` with its arguments written as `name => value`.
#[macro_export]
macro_rules! say {
    ($area:expr, $id:expr $(, $name:literal => $value:expr)* $(,)?) => {
        $crate::app::core::words::catalogue::say(
            $area,
            $id,
            [$(($name, ::fluent_bundle::FluentValue::from($value))),*],
        )
    };
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

    use super::*;

    fn expression_variables(e: &Expression<&str>, into: &mut BTreeSet<String>) {
        match e {
            Expression::Select { selector, variants } => {
                inline_variables(selector, into);
                for v in variants {
                    variables(&v.value, into);
                }
            }
            Expression::Inline(i) => inline_variables(i, into),
        }
    }

    fn inline_variables(i: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
        match i {
            InlineExpression::VariableReference { id } => {
                into.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => expression_variables(expression, into),
            InlineExpression::MessageReference { id, .. }
            | InlineExpression::TermReference { id, .. } => {
                // Each message is parsed alone, the first time it is said.
                panic!("{}: a message reads no other message or term", id.name)
            }
            InlineExpression::FunctionReference {
                arguments: args, ..
            } => {
                for a in &args.positional {
                    inline_variables(a, into);
                }
                for a in &args.named {
                    inline_variables(&a.value, into);
                }
            }
            _ => {}
        }
    }

    fn variables(p: &Pattern<&str>, into: &mut BTreeSet<String>) {
        for e in &p.elements {
            if let PatternElement::Placeable { expression } = e {
                expression_variables(expression, into);
            }
        }
    }

    /// An area's messages in a language, each with the variables it reads.
    fn messages(area: Area, language: Language) -> BTreeMap<String, BTreeSet<String>> {
        let source = area.source(language);
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, e)| panic!("{}/{}: {e:?}", language.tag(), area.file()));
        let mut out = BTreeMap::new();
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    variables(m.value.as_ref().expect("a message has a value"), &mut vars);
                    assert!(
                        out.insert(m.id.name.to_string(), vars).is_none(),
                        "{}/{}: {} twice",
                        language.tag(),
                        area.file(),
                        m.id.name
                    );
                }
                Entry::Junk { content } => {
                    panic!("{}/{}: not read: {content}", language.tag(), area.file())
                }
                _ => {}
            }
        }
        out
    }

    /// Every message of every area is in every language, and reads no value English
    /// does not give it.
    #[test]
    fn no_message_is_missing_in_any_language() {
        for area in Area::ALL {
            let english = messages(area, Language::English);
            assert!(!english.is_empty());
            for language in Language::ALL {
                let other = messages(area, language);
                let ids = |m: &BTreeMap<String, BTreeSet<String>>| {
                    m.keys().cloned().collect::<BTreeSet<_>>()
                };
                assert_eq!(
                    ids(&other),
                    ids(&english),
                    "{}/{}: the messages differ from English",
                    language.tag(),
                    area.file()
                );
                for (id, vars) in &other {
                    assert!(
                        vars.is_subset(&english[id]),
                        "{}/{} {id}: reads {vars:?}, English gives {:?}",
                        language.tag(),
                        area.file(),
                        english[id]
                    );
                }
            }
        }
    }

    /// Every message says something in every language, whatever values it is given:
    /// no reference to a message or term that is not there, no error.
    #[test]
    fn every_message_formats_in_every_language() {
        for area in Area::ALL {
            let english = messages(area, Language::English);
            for language in Language::ALL {
                let mut bundle = bundle(language);
                let whole = FluentResource::try_new(area.source(language).to_string())
                    .unwrap_or_else(|(_, e)| panic!("{e:?}"));
                bundle.add_resource(whole).unwrap();
                for (id, vars) in &english {
                    for value in [
                        FluentValue::from(1),
                        FluentValue::from(2),
                        FluentValue::from("x"),
                    ] {
                        let mut args = FluentArgs::new();
                        for v in vars {
                            args.set(v.clone(), value.clone());
                        }
                        let pattern = bundle.get_message(id).and_then(|m| m.value()).unwrap();
                        let mut errors = Vec::new();
                        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                        assert!(
                            errors.is_empty() && !text.trim().is_empty(),
                            "{}/{} {id}: {errors:?}",
                            language.tag(),
                            area.file()
                        );
                    }
                }
            }
        }
    }

    /// Each message read alone (as it is said) is the message the whole file holds, in
    /// every language; no id is in two areas.
    #[test]
    fn each_message_alone_is_the_files() {
        for language in Language::ALL {
            let mut seen = BTreeSet::new();
            for area in Area::ALL {
                let mut whole = bundle(language);
                whole
                    .add_resource(
                        FluentResource::try_new(area.source(language).to_string()).unwrap(),
                    )
                    .unwrap();
                for id in messages(area, language).keys() {
                    assert!(seen.insert(id.clone()), "{id} is in two areas");
                    let text = area.message(language, id).unwrap();
                    let alone = FluentResource::try_new(text.to_string())
                        .unwrap_or_else(|(_, e)| panic!("{id}: {text:?}: {e:?}"));
                    assert_eq!(alone.entries().count(), 1, "{id}: {text:?}");
                    let mut one = bundle(language);
                    one.add_resource(alone).unwrap();
                    let args = FluentArgs::new();
                    let format = |b: &Bundle| {
                        let p = b.get_message(id).and_then(|m| m.value()).unwrap();
                        b.format_pattern(p, Some(&args), &mut Vec::new())
                            .into_owned()
                    };
                    assert_eq!(format(&one), format(&whole), "{id}");
                }
            }
        }
    }

    /// Every `say!` in the program's source gives each value its message reads: a
    /// message said with a value missing would say `{$name}` (or stop a debug build).
    #[test]
    fn every_say_gives_what_its_message_reads() {
        // What a message reads whatever is chosen: its placeables and selectors outside
        // any variant (a variant's own values are needed only where it is chosen).
        let mut all: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for area in Area::ALL {
            let resource = fluent_syntax::parser::parse(area.source(Language::English)).unwrap();
            for entry in resource.body {
                if let Entry::Message(m) = entry {
                    let mut vars = BTreeSet::new();
                    for e in &m.value.expect("a value").elements {
                        if let PatternElement::Placeable { expression } = e {
                            match expression {
                                Expression::Select { selector, .. } => {
                                    inline_variables(selector, &mut vars);
                                }
                                Expression::Inline(i) => inline_variables(i, &mut vars),
                            }
                        }
                    }
                    all.insert(m.id.name.to_string(), vars);
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![root];
        let mut checked = 0;
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for (at, _) in text.match_indices("say!(") {
                // The call: to the parenthesis that closes it (strings hold none that
                // matter here: a message's values are expressions, its id a literal).
                let mut depth = 0;
                let mut end = at + 4;
                for (i, c) in text[at + 4..].char_indices() {
                    match c {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                end = at + 4 + i;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                let call = &text[at + 5..end];
                let mut parts = call.splitn(3, ',');
                let (_, Some(id)) = (parts.next(), parts.next()) else {
                    continue;
                };
                let id = id.trim();
                // An id chosen at run time is not checked here.
                let Some(id) = id.strip_prefix('"').and_then(|i| i.strip_suffix('"')) else {
                    continue;
                };
                let given: BTreeSet<String> = call
                    .match_indices("\" =>")
                    .filter_map(|(i, _)| {
                        let before = &call[..i];
                        before.rfind('"').map(|q| before[q + 1..].to_string())
                    })
                    .collect();
                let reads = all.get(id).unwrap_or_else(|| {
                    panic!("{}: say! of {id}, which no area holds", path.display())
                });
                assert!(
                    reads.is_subset(&given),
                    "{}: {id} reads {reads:?}, given {given:?}",
                    path.display()
                );
                checked += 1;
            }
        }
        assert!(checked > 500, "only {checked} calls found");
    }
}
