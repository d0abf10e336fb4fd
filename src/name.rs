//! One name rule, for players and sessions alike, on the command line, in every key and
//! field of the file, and at the prompts: two names are the same name when they are
//! equal once Unicode case is folded (`ZOË`, `zoë` and `Zoë`, in any normal form,
//! compatibility forms included); and
//! where that finds no one, a name typed without its accents finds the one name that
//! has them (`zoe` is Zoë, unless there is a Zoe too).

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// A name with its case folded, in one normal form: the key two names are the same by.
/// The compatibility form, so that what a keyboard types matches what a name holds
/// (`DŽEMAL` is ǅemal, full-width `Ａｎｎ` is Ann).
pub fn fold(name: &str) -> String {
    let lower: String = name
        .trim()
        .nfkd()
        // Characters that show nothing (a zero-width space, a soft hyphen) are no part
        // of a name.
        .filter(|c| {
            !matches!(
                c,
                '\u{00AD}' | '\u{200B}'..='\u{200F}' | '\u{2060}' | '\u{FEFF}'
            )
        })
        .collect::<String>()
        .to_lowercase();
    // Full case folding where lowercasing stops short: ß is ss, a final sigma a sigma.
    lower.replace('ß', "ss").replace('ς', "σ").nfkd().collect()
}

/// A folded name without its accents (the marks that combine with a letter, the dot
/// that Turkish letters i take or lose: `ÇAĞRI` is Çağrı), and the letters a keyboard
/// without them types otherwise: `soren` is Søren, `lukasz` Łukasz, `aeron` Æron.
pub fn bare(name: &str) -> String {
    let mut out = String::new();
    for c in fold(name).chars().filter(|&c| !is_combining_mark(c)) {
        match c {
            'ı' => out.push('i'),
            'ø' => out.push('o'),
            'ł' => out.push('l'),
            'đ' | 'ð' => out.push('d'),
            'ħ' => out.push('h'),
            'æ' => out.push_str("ae"),
            'œ' => out.push_str("oe"),
            'þ' => out.push_str("th"),
            c => out.push(c),
        }
    }
    out
}

/// Whether two names are the same name.
pub fn same(a: &str, b: &str) -> bool {
    fold(a) == fold(b)
}

/// Which of `names` is `typed`: the same name, else the one name that is the same
/// without accents.
pub fn find<S: AsRef<str>>(names: &[S], typed: &str) -> Option<usize> {
    let typed = typed.trim();
    if let Some(i) = names.iter().position(|n| n.as_ref() == typed) {
        return Some(i);
    }
    let key = fold(typed);
    let mut folded = names
        .iter()
        .enumerate()
        .filter(|(_, n)| fold(n.as_ref()) == key);
    match (folded.next(), folded.next()) {
        (Some((i, _)), None) => return Some(i),
        // Two names the same (sessions made before the rule): neither is guessed.
        (Some(_), Some(_)) => return None,
        _ => {}
    }
    let key = bare(typed);
    let mut found = names
        .iter()
        .enumerate()
        .filter(|(_, n)| bare(n.as_ref()) == key);
    match (found.next(), found.next()) {
        (Some((i, _)), None) => Some(i),
        _ => None,
    }
}

/// Which of `names` a table means by what it typed: the name (as [`find`]), else its
/// seat number (`2`), else the one name that starts so (`Max` for Maximilian, `dm` for
/// Dmitri Ivanovich; case and accents aside). Only for what is typed at the table: the
/// file holds whole names.
pub fn find_typed<S: AsRef<str>>(names: &[S], typed: &str) -> Option<usize> {
    if let Some(i) = find(names, typed) {
        return Some(i);
    }
    let typed = typed.trim();
    if let Ok(seat) = typed.parse::<usize>() {
        return (1..=names.len()).contains(&seat).then(|| seat - 1);
    }
    match starting(names, typed)[..] {
        [one] => Some(one),
        _ => None,
    }
}

/// The names that start with what was typed (case and accents aside), in seat order.
pub fn starting<S: AsRef<str>>(names: &[S], typed: &str) -> Vec<usize> {
    let (key, plain) = (fold(typed), bare(typed));
    if key.is_empty() {
        return Vec::new();
    }
    let by = |key: &str, f: fn(&str) -> String| -> Vec<usize> {
        names
            .iter()
            .enumerate()
            .filter(|(_, n)| f(n.as_ref()).starts_with(key))
            .map(|(i, _)| i)
            .collect()
    };
    let found = by(&key, fold);
    if found.is_empty() {
        by(&plain, bare)
    } else {
        found
    }
}

/// What to say of a typed name that finds no one: every name a shared start could
/// mean ("Maximilian or Marta"), else the one name close to it.
pub fn hint<S: AsRef<str>>(names: &[S], typed: &str) -> Option<String> {
    match starting(names, typed)[..] {
        [] | [_] => close(names, typed).map(str::to_string),
        ref several => Some(
            several
                .iter()
                .map(|&i| names[i].as_ref())
                .collect::<Vec<_>>()
                .join(" or "),
        ),
    }
}

/// A typed name that finds no one: what named it (`--dealer`; empty at the table),
/// the name as typed, the players, and who it likely meant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotFound {
    pub what: String,
    pub typed: String,
    pub players: Vec<String>,
    pub meant: Option<String>,
}

/// A typed name that finds no one (`--dealer "ma"`), with who it likely meant.
pub fn not_found<S: AsRef<str>>(what: &str, names: &[S], typed: &str) -> NotFound {
    NotFound {
        what: what.to_string(),
        typed: typed.trim().to_string(),
        players: names.iter().map(|n| n.as_ref().to_string()).collect(),
        meant: hint(names, typed),
    }
}

/// The first name of `names` that is the same as an earlier one, with it.
pub fn twice<S: AsRef<str>>(names: &[S]) -> Option<(usize, usize)> {
    let keys: Vec<String> = names.iter().map(|n| fold(n.as_ref())).collect();
    (0..keys.len()).find_map(|i| (0..i).find(|&j| keys[j] == keys[i]).map(|j| (j, i)))
}

/// The name meant by a typo, when one name is close (by letters, without accents and
/// case, one or two edits away, or the start of it).
pub fn close<'a, S: AsRef<str>>(names: &'a [S], typed: &str) -> Option<&'a str> {
    let typed = bare(typed);
    let near: Vec<&str> = names
        .iter()
        .map(AsRef::as_ref)
        .filter(|n| {
            let n = bare(n);
            let allowed = if n.chars().count() <= 3 { 1 } else { 2 };
            distance(&n, &typed) <= allowed || (typed.chars().count() >= 2 && n.starts_with(&typed))
        })
        .collect();
    match near[..] {
        [one] => Some(one),
        _ => None,
    }
}

/// Edit distance between two names by letter: insertions, deletions, substitutions and
/// two neighbours swapped ("Bbo" is one away from "bob"): `strsim`'s optimal string
/// alignment, by character.
fn distance(a: &str, b: &str) -> usize {
    strsim::osa_distance(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_folds_beyond_ascii_and_accents_go_where_one_name_is_left() {
        let names = ["José", "Zoë", "Ann", "Straße"];
        assert_eq!(find(&names, "JOSÉ"), Some(0));
        assert_eq!(find(&names, "zoë"), Some(1));
        assert_eq!(find(&names, "zoe"), Some(1));
        assert_eq!(find(&names, "ann"), Some(2));
        assert_eq!(find(&names, "STRASSE"), Some(3));
        // Decomposed (e + U+0308) is the same name as precomposed.
        assert_eq!(find(&names, "Zoe\u{308}"), Some(1));
        // Zoe and Zoë both seated: zoe is Zoe, zoë is Zoë.
        let both = ["Zoe", "Zoë"];
        assert_eq!(find(&both, "zoe"), Some(0));
        assert_eq!(find(&both, "ZOË"), Some(1));
        assert_eq!(twice(&["Émile", "émile"]), Some((0, 1)));
        assert_eq!(twice(&["Zoe", "Zoë"]), None);
        assert_eq!(close(&names, "Jsoe"), Some("José"));
        assert_eq!(find(&["Çağrı", "İpek"], "ÇAĞRI"), Some(0));
        assert_eq!(find(&["ǅemal", "Ann"], "DŽEMAL"), Some(0));
        assert_eq!(find(&["ǅemal", "Ann"], "Ａｎｎ"), Some(1));
        assert_eq!(find(&["Çağrı", "İpek"], "ipek"), Some(1));
    }
}
