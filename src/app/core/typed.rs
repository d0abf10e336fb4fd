//! What a German table types, in the words on its cards and in its rulebook, read into
//! the letters and phrases every face stores: `rot 7` is R7, `Joker` a Wild,
//! `Aussetzen` a Skip; `2 Drillinge` is 2 sets of 3, `7 Karten einer Farbe` 7 cards of
//! one colour. The English letters (R B G Y W S) are always taken, and so is every
//! word here, at every table: none of them is an English card or phrase, so a table
//! never has to say which language it types. What is stored (the session file, `--json`)
//! is the same in every language: the letters.

/// A colour as a German table types it: the word on the box, or its short form (`Gr`
/// and `Ge` both start with G, so each takes two letters; R and B are the English
/// letters already). The English letter it is.
fn colour(word: &str) -> Option<char> {
    match word {
        "rot" | "rote" | "roter" | "rotes" => Some('R'),
        "blau" | "blaue" | "blauer" | "blaues" => Some('B'),
        "grün" | "grüne" | "grüner" | "grünes" | "gruen" | "gr" => Some('G'),
        "gelb" | "gelbe" | "gelber" | "gelbes" | "ge" => Some('Y'),
        _ => None,
    }
}

/// The English name of a colour letter (a wild's colour, `W=red`).
fn colour_name(letter: char) -> &'static str {
    match letter {
        'R' => "red",
        'B' => "blue",
        'G' => "green",
        _ => "yellow",
    }
}

/// A card word standing alone: `Joker` is W, `Aussetzen` S.
fn card_word(word: &str) -> Option<&'static str> {
    match word {
        "joker" => Some("W"),
        "aussetzen" | "aussetzer" => Some("S"),
        _ => None,
    }
}

/// A number of a card: 1 to 12 in digits (larger numbers are left for the deck to
/// refuse, in its own words), or a star.
fn is_number(word: &str) -> bool {
    word == "*" || (!word.is_empty() && word.len() <= 3 && word.bytes().all(|b| b.is_ascii_digit()))
}

/// A colour word with its number joined (`rot7`, `ge12`, `grün*`): the card in letters.
fn joined(word: &str) -> Option<String> {
    let at = word.find(|c: char| c.is_ascii_digit() || c == '*')?;
    let (c, n) = word.split_at(at);
    let c = colour(c.trim_end_matches('-'))?;
    is_number(n).then(|| format!("{c}{n}"))
}

/// One word read alone: a card word, a colour with its number, a wild given its value
/// (`Joker=rot5`, `Joker=gelb`). `None` where the word is none of these (it is left as
/// typed, for the deck to read or refuse).
fn word(typed: &str) -> Option<String> {
    let lower = typed.to_lowercase();
    if let Some((card, value)) = lower.split_once('=') {
        let card = card_word(card).map_or_else(|| card.to_uppercase(), str::to_string);
        let value = match colour(value) {
            Some(c) => colour_name(c).to_string(),
            None => joined(value).unwrap_or_else(|| value.to_uppercase()),
        };
        let read = format!("{card}={value}");
        return (!read.eq_ignore_ascii_case(typed)).then_some(read);
    }
    card_word(&lower)
        .map(str::to_string)
        .or_else(|| joined(&lower))
}

/// Whether a word is a card in German (`rot`, `rot7`, `Joker`, `Aussetzen`): a line's
/// reader takes it as a card, never as a player's name.
pub fn is_card(typed: &str) -> bool {
    let lower = typed.to_lowercase();
    colour(&lower).is_some() || word(typed).is_some()
}

/// Typed cards with the German words read into letters: `rot 7, Joker + gelb 8` is
/// `R7, W + Y8`. Everything else (the English letters, the separators, a word that is
/// no card) is kept as typed, so English input comes back unchanged.
pub fn cards(text: &str) -> String {
    // The text in pieces: words, and the runs of separators between them.
    let mut pieces: Vec<(&str, bool)> = Vec::new();
    let mut start = 0;
    let is_sep = |c: char| c.is_whitespace() || matches!(c, ',' | '+' | '|');
    let mut in_word = None;
    for (i, c) in text.char_indices() {
        let sep = is_sep(c);
        if in_word != Some(!sep) {
            if i > start {
                pieces.push((&text[start..i], in_word == Some(true)));
            }
            start = i;
            in_word = Some(!sep);
        }
    }
    if start < text.len() {
        pieces.push((&text[start..], in_word == Some(true)));
    }
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < pieces.len() {
        let (piece, is_word) = pieces[i];
        if !is_word {
            out.push_str(piece);
            i += 1;
            continue;
        }
        // A colour word and its number apart (`rot 7`), spaces only between them.
        if let Some(c) = colour(&piece.to_lowercase())
            && let (Some((gap, false)), Some((n, true))) = (pieces.get(i + 1), pieces.get(i + 2))
            && gap.chars().all(char::is_whitespace)
            && is_number(n)
        {
            out.push(c);
            out.push_str(n);
            i += 3;
            continue;
        }
        match word(piece) {
            Some(read) => out.push_str(&read),
            None => out.push_str(piece),
        }
        i += 1;
    }
    out
}

/// A number as a German phrase writes it: digits, or a word.
fn count(word: &str) -> Option<u8> {
    Some(match word {
        "ein" | "eine" | "einen" | "einem" | "einer" => 1,
        "zwei" => 2,
        "drei" => 3,
        "vier" => 4,
        "fünf" | "fuenf" => 5,
        "sechs" => 6,
        "sieben" => 7,
        "acht" => 8,
        "neun" => 9,
        "zehn" => 10,
        "elf" => 11,
        "zwölf" | "zwoelf" => 12,
        w => w.parse().ok()?,
    })
}

/// A set by its German name: Zwilling 2, Drilling 3, Vierling 4, Fünfling 5, Sechsling 6.
fn set(word: &str) -> Option<u8> {
    let stem = word
        .strip_suffix('e')
        .unwrap_or(word)
        .strip_suffix("ling")?;
    Some(match stem {
        "zwil" => 2,
        "dril" => 3,
        "vier" => 4,
        "fünf" | "fuenf" => 5,
        "sechs" => 6,
        _ => return None,
    })
}

/// A run by its German name: `Viererfolge` (4), `Siebenerfolge`, `4er-Folge`,
/// `Neunerreihe`; plurals in -n.
fn run(word: &str) -> Option<u8> {
    let word = word.strip_suffix('n').unwrap_or(word);
    let stem = ["folge", "reihe"]
        .iter()
        .find_map(|tail| word.strip_suffix(tail))?;
    // Vierer, Siebener, Achter, 4er: the number's own word and -er.
    let stem = stem.trim_end_matches('-').strip_suffix("er")?;
    count(stem).filter(|n| (1..=12).contains(n))
}

/// Whether the words that end a part say "of one colour": `einer Farbe`, `in einer
/// Farbe`, `der gleichen Farbe`, `gleicher Farbe`, `derselben Farbe`.
fn one_colour(words: &[&str]) -> bool {
    matches!(
        words,
        ["einer" | "gleicher" | "derselben", "farbe"]
            | ["in" | "von", "einer" | "gleicher", "farbe"]
            | ["der" | "in" | "von", "gleichen", "farbe"]
    )
}

/// One part of a German phrase (`2 Drillinge`, `Viererfolge einer Farbe`, `7 Karten
/// einer Farbe`) in the English words of a phrase.
fn part(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let (n, rest) = match words.split_first() {
        Some((first, rest)) if count(first).is_some() && !rest.is_empty() => (count(first)?, rest),
        _ => (1, &words[..]),
    };
    let (group, tail) = rest.split_first()?;
    let s = if n == 1 { "" } else { "s" };
    if let Some(size) = set(group) {
        return tail.is_empty().then(|| format!("{n} set{s} of {size}"));
    }
    // "Folge von 4", "Reihen von 5".
    let (size, tail) = match (run(group), group.trim_end_matches('n'), tail) {
        (Some(size), _, tail) => (size, tail),
        (None, "folge" | "reihe", ["von" | "aus", m, tail @ ..]) => (count(m)?, tail),
        (None, "karte", tail) if one_colour(tail) => {
            // "7 Karten einer Farbe": the number is the group's size.
            return Some(format!("{n} cards of one colour"));
        }
        _ => return None,
    };
    if tail.is_empty() {
        Some(format!("{n} run{s} of {size}"))
    } else if one_colour(tail) {
        Some(format!("{n} colour run{s} of {size}"))
    } else {
        None
    }
}

/// A German phase phrase in the English words the phrase reader takes (`2 Drillinge` is
/// `2 sets of 3`; `Drilling und Viererfolge` is `1 set of 3 + 1 run of 4`). Parts may
/// be joined by `und`, `+`, `&` or a comma. `None` where the phrase has no German part
/// (it is read as typed); an English part beside German ones is kept as typed.
pub fn phrase(text: &str) -> Option<String> {
    let lower = text.to_lowercase();
    let mut german = false;
    let mut parts = Vec::new();
    for p in lower.split(['+', '&', ',']).flat_map(|p| p.split(" und ")) {
        match part(p) {
            Some(read) => {
                german = true;
                parts.push(read);
            }
            None => parts.push(p.trim().to_string()),
        }
    }
    german.then(|| parts.join(" + "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn german_cards_are_read_into_letters() {
        assert_eq!(cards("rot 7 gelb 7 grün 7 blau 7"), "R7 Y7 G7 B7");
        assert_eq!(cards("Rot7, Ge7 + Gr12|B3"), "R7, Y7 + G12|B3");
        assert_eq!(
            cards("Joker Aussetzen joker=rot5 Joker=gelb"),
            "W S W=R5 W=yellow"
        );
        assert_eq!(cards("Joker=5"), "W=5");
        assert_eq!(cards("rot *  Gr*"), "R*  G*");
    }

    #[test]
    fn english_cards_come_back_as_typed() {
        for typed in [
            "R7 B12 G1 Y10",
            "7 7 7 + 9 9 W",
            "W=R5, *=5 | S",
            "r7  g8",
            "ann",
            "",
        ] {
            assert_eq!(cards(typed), typed);
        }
        // A colour word with no number after it is left for the deck to refuse.
        assert_eq!(cards("rot"), "rot");
        assert_eq!(cards("rot + 7"), "rot + 7");
    }

    #[test]
    fn the_german_phases_are_read() {
        let read = |p: &str| phrase(p).unwrap_or_else(|| panic!("{p}"));
        assert_eq!(read("Zwei Drillinge"), "2 sets of 3");
        assert_eq!(read("2 Drillinge"), "2 sets of 3");
        assert_eq!(read("Drilling und Viererfolge"), "1 set of 3 + 1 run of 4");
        assert_eq!(read("Vierling + Viererfolge"), "1 set of 4 + 1 run of 4");
        assert_eq!(read("Siebenerfolge"), "1 run of 7");
        assert_eq!(read("Achterfolge"), "1 run of 8");
        assert_eq!(read("Neunerfolge"), "1 run of 9");
        assert_eq!(read("Zwei Vierlinge"), "2 sets of 4");
        assert_eq!(read("7 Karten einer Farbe"), "7 cards of one colour");
        assert_eq!(
            read("sieben Karten der gleichen Farbe"),
            "7 cards of one colour"
        );
        assert_eq!(read("Fünfling und Zwilling"), "1 set of 5 + 1 set of 2");
        assert_eq!(read("Fuenfling und Drilling"), "1 set of 5 + 1 set of 3");
        assert_eq!(read("2 Dreierfolgen einer Farbe"), "2 colour runs of 3");
        assert_eq!(read("Folge von 5 in einer Farbe"), "1 colour run of 5");
        assert_eq!(read("4er-Folge"), "1 run of 4");
        assert_eq!(read("Zwilling + 1 run of 4"), "1 set of 2 + 1 run of 4");
    }

    #[test]
    fn english_phrases_are_not_german() {
        for p in [
            "2 sets of 3",
            "1 set of 3 + 1 run of 4",
            "7 cards of one colour",
            "ann",
        ] {
            assert_eq!(phrase(p), None, "{p}");
        }
    }
}
