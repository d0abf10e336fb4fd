//! Phases as data: a phase is a list of groups, each a kind and a minimum size (RULES §2–3).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The most groups a phase (or a phrase) holds.
pub const MAX_GROUPS: usize = 10;

/// The kinds of group a phase is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GroupKind {
    /// Cards of the same number.
    Set,
    /// Cards of consecutive numbers.
    Run,
    /// Cards of one colour.
    Color,
    /// A run whose cards are all one colour.
    ColorRun,
}

impl GroupKind {
    pub fn has_run(self) -> bool {
        matches!(self, GroupKind::Run | GroupKind::ColorRun)
    }

    pub fn has_color(self) -> bool {
        matches!(self, GroupKind::Color | GroupKind::ColorRun)
    }

    /// The name used on the command line (`--as`).
    pub fn flag_name(self) -> &'static str {
        match self {
            GroupKind::Set => "set",
            GroupKind::Run => "run",
            GroupKind::Color => "color",
            GroupKind::ColorRun => "color-run",
        }
    }
}

impl FromStr for GroupKind {
    type Err = super::Unknown;
    fn from_str(s: &str) -> Result<GroupKind, super::Unknown> {
        match s
            .trim()
            .to_ascii_lowercase()
            .replace("colour", "color")
            .as_str()
        {
            "set" => Ok(GroupKind::Set),
            "run" => Ok(GroupKind::Run),
            "color" => Ok(GroupKind::Color),
            "color-run" | "colorrun" | "color run" => Ok(GroupKind::ColorRun),
            other => Err(super::Unknown {
                what: "group",
                given: other.to_string(),
                choices: "set, run, color or color-run",
            }),
        }
    }
}

/// One group of a phase: its kind and the fewest cards it takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GroupSpec {
    pub kind: GroupKind,
    pub size: u8,
}

impl GroupSpec {
    pub fn new(kind: GroupKind, size: u8) -> GroupSpec {
        GroupSpec { kind, size }
    }

    /// "set of 3", "run of 4", "7 cards of one colour", "colour run of 3".
    pub fn describe(&self) -> String {
        self.describe_n(1)
    }

    fn describe_n(&self, count: usize) -> String {
        let s = if count == 1 { "" } else { "s" };
        match self.kind {
            GroupKind::Set => format!("set{s} of {}", self.size),
            GroupKind::Run => format!("run{s} of {}", self.size),
            GroupKind::ColorRun => format!("colour run{s} of {}", self.size),
            GroupKind::Color => {
                let cards = if self.size == 1 { "card" } else { "cards" };
                let groups = if count == 1 { "" } else { "groups of " };
                format!("{groups}{} {cards} of one colour", self.size)
            }
        }
    }
}

/// A phase: the groups to lay down together.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Phase {
    pub groups: Vec<GroupSpec>,
}

impl Phase {
    /// The fewest cards that make the phase.
    pub fn min_cards(&self) -> usize {
        self.groups.iter().map(|g| usize::from(g.size)).sum()
    }
}

/// A phrase that is not a phase, and what is wrong in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhraseError {
    pub phrase: String,
    pub problem: PhraseProblem,
}

/// What is wrong in a phrase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PhraseProblem {
    /// A number missing.
    Missing(Count),
    /// A word where a number is due.
    NotANumber { word: String, what: Count },
    /// A number that is 0.
    Zero(Count),
    /// A part that is no group.
    NotAGroup(String),
    /// A run longer than 12.
    RunPast12(u8),
    /// More groups alike than a hand holds.
    TooManyAlike(u8),
    /// An empty part between `+` or `and`.
    Empty,
    /// More than [`MAX_GROUPS`] groups.
    TooManyGroups,
}

/// The number a phrase's part gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    /// How many groups.
    Groups,
    /// A colour group's size.
    GroupSize,
    /// A set's size.
    SetSize,
    /// A run's size.
    RunSize,
}

fn number(word: Option<&str>, what: Count) -> Result<u8, PhraseProblem> {
    let word = word.ok_or(PhraseProblem::Missing(what))?;
    let n: u8 = match word {
        "one" | "a" | "an" => 1,
        "two" => 2,
        "three" => 3,
        "four" => 4,
        "five" => 5,
        "six" => 6,
        "seven" => 7,
        "eight" => 8,
        "nine" => 9,
        "ten" => 10,
        "eleven" => 11,
        "twelve" => 12,
        w => w.parse().map_err(|_| PhraseProblem::NotANumber {
            word: w.to_string(),
            what,
        })?,
    };
    if n == 0 {
        return Err(PhraseProblem::Zero(what));
    }
    Ok(n)
}

fn parse_part(part: &str) -> Result<Vec<GroupSpec>, PhraseProblem> {
    let words: Vec<&str> = part.split_whitespace().collect();
    let mut w = words.iter().copied().peekable();
    let count = number(w.next(), Count::Groups)?;
    let rest: Vec<&str> = w.collect();
    let singular = |s: &str| s.strip_suffix('s').unwrap_or(s).to_string();
    let rest: Vec<String> = rest.iter().map(|s| singular(s)).collect();
    let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
    let one_color = |tail: &[&str]| matches!(tail, ["of", "one" | "1" | "a", "color"]);
    let spec = match rest.as_slice() {
        ["card", tail @ ..] if one_color(tail) => {
            // "7 cards of one colour": the number is the size of one group.
            return Ok(vec![GroupSpec::new(GroupKind::Color, count)]);
        }
        // "2 groups of 3 cards of one colour", as a phase is written back.
        ["group", "of", n, "card", tail @ ..] if one_color(tail) => {
            GroupSpec::new(GroupKind::Color, number(Some(n), Count::GroupSize)?)
        }
        ["set", "of", n] => GroupSpec::new(GroupKind::Set, number(Some(n), Count::SetSize)?),
        ["run", "of", n] => GroupSpec::new(GroupKind::Run, number(Some(n), Count::RunSize)?),
        ["run", "of", n, tail @ ..] if one_color(tail) => {
            GroupSpec::new(GroupKind::ColorRun, number(Some(n), Count::RunSize)?)
        }
        ["color", "run", "of", n] => {
            GroupSpec::new(GroupKind::ColorRun, number(Some(n), Count::RunSize)?)
        }
        _ => return Err(PhraseProblem::NotAGroup(part.trim().to_string())),
    };
    if spec.kind.has_run() && spec.size > 12 {
        return Err(PhraseProblem::RunPast12(spec.size));
    }
    if count > 10 {
        return Err(PhraseProblem::TooManyAlike(count));
    }
    Ok(vec![spec; usize::from(count)])
}

impl FromStr for Phase {
    type Err = PhraseError;
    fn from_str(phrase: &str) -> Result<Phase, PhraseError> {
        let err = |problem: PhraseProblem| PhraseError {
            phrase: phrase.trim().to_string(),
            problem,
        };
        let norm = phrase.to_ascii_lowercase().replace("colour", "color");
        let mut groups = Vec::new();
        for part in norm.split(['+', '&']).flat_map(|p| p.split(" and ")) {
            if part.trim().is_empty() {
                return Err(err(PhraseProblem::Empty));
            }
            groups.extend(parse_part(part).map_err(err)?);
        }
        if groups.len() > MAX_GROUPS {
            return Err(err(PhraseProblem::TooManyGroups));
        }
        Ok(Phase { groups })
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        let mut i = 0;
        while i < self.groups.len() {
            let g = self.groups[i];
            let mut n = 1;
            while i + n < self.groups.len() && self.groups[i + n] == g {
                n += 1;
            }
            if !first {
                f.write_str(" + ")?;
            }
            first = false;
            if g.kind == GroupKind::Color && n == 1 {
                f.write_str(&g.describe())?;
            } else {
                write!(f, "{n} {}", g.describe_n(n))?;
            }
            i += n;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use GroupKind::*;

    fn p(s: &str) -> Vec<GroupSpec> {
        s.parse::<Phase>().unwrap().groups
    }

    /// Every phase reads back as it is written: runs of groups alike of every kind and
    /// size, a group of one card included.
    #[test]
    fn a_phase_written_reads_back() {
        let kinds = [Set, Run, Color, ColorRun];
        let mut seed = 0x9e37_79b9_u64;
        let mut below = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n) as usize
        };
        for _ in 0..2_000 {
            let groups: Vec<GroupSpec> = (0..=below(MAX_GROUPS as u64))
                .map(|_| GroupSpec::new(kinds[below(4)], 1 + below(3) as u8))
                .collect();
            let phase = Phase { groups };
            let written = phase.to_string();
            assert_eq!(written.parse::<Phase>(), Ok(phase), "{written}");
        }
        assert_eq!(
            p("3 cards of one colour + 2 groups of 1 card of one colour").len(),
            3
        );
    }

    #[test]
    fn parses_the_rulebook_phrases() {
        assert_eq!(
            p("1 set of 3 + 1 run of 4"),
            vec![GroupSpec::new(Set, 3), GroupSpec::new(Run, 4)]
        );
        assert_eq!(p("7 cards of one color"), vec![GroupSpec::new(Color, 7)]);
        assert_eq!(p("7 cards of 1 color"), vec![GroupSpec::new(Color, 7)]);
        assert_eq!(
            p("2 colour runs of 3"),
            vec![GroupSpec::new(ColorRun, 3); 2]
        );
        assert_eq!(
            p("1 run of 5 of one color"),
            vec![GroupSpec::new(ColorRun, 5)]
        );
        assert_eq!(
            p("1 Set of 3 & 1 Run of 4"),
            vec![GroupSpec::new(Set, 3), GroupSpec::new(Run, 4)]
        );
        assert_eq!(
            p("4 cards of one colour + 1 run of 4"),
            vec![GroupSpec::new(Color, 4), GroupSpec::new(Run, 4)]
        );
        assert_eq!(p("2 sets of 3"), vec![GroupSpec::new(Set, 3); 2]);
    }

    #[test]
    fn prints_back_the_phrase() {
        for s in [
            "2 sets of 3",
            "1 set of 3 + 1 run of 4",
            "7 cards of one colour",
            "1 colour run of 3 + 2 sets of 2",
            "4 cards of one colour + 1 run of 4",
        ] {
            assert_eq!(s.parse::<Phase>().unwrap().to_string(), s);
        }
    }

    #[test]
    fn refuses_what_is_not_a_phase() {
        for s in [
            "",
            "2 sets",
            "a run of 13",
            "3 bananas of 2",
            "1 set of 3 +",
            "0 sets of 3",
        ] {
            assert!(s.parse::<Phase>().is_err(), "{s}");
        }
    }
}
