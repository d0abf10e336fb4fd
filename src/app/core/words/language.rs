//! Which language the program speaks: English or German. Chosen, most particular
//! first, by what a command is told (its flag), the table's own, the user's config, then
//! the environment as usual (`LC_ALL`, then `LC_MESSAGES`, then `LANG`); a language with
//! no catalogue, `C` and `POSIX` are English.

/// A language the program speaks, each with a complete catalogue of its words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    English,
    German,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::German];

    /// Its tag (BCP 47): `en`, `de`.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
        }
    }

    /// A language named as a locale (`de_DE.UTF-8`, `de-AT`), a tag (`de`) or a name
    /// (`German`, `Deutsch`); `C` and `POSIX` are English. `None` where the program has
    /// no catalogue for it.
    pub fn named(name: &str) -> Option<Language> {
        let name = name.trim();
        // The language before a territory, a code set or a modifier.
        let code = name
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match code.as_str() {
            "en" | "c" | "posix" | "english" => Some(Language::English),
            "de" | "german" | "deutsch" => Some(Language::German),
            _ => None,
        }
    }

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set (not empty) decides, as for every program; one the program
    /// has no catalogue for is English.
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|v| var(v).filter(|s| !s.trim().is_empty()))
            .and_then(|s| Language::named(&s))
            .unwrap_or_default()
    }

    /// The language chosen: the first given of what a command was told, the table's
    /// own and the config's; else the environment's.
    pub fn chosen(told: [Option<Language>; 3], var: impl Fn(&str) -> Option<String>) -> Language {
        told.into_iter()
            .flatten()
            .next()
            .unwrap_or_else(|| Language::from_env(var))
    }
}

/// The regular table of the first game this run opened (none where it was started
/// without one): its language comes before the config's.
static TABLE: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();

/// The run opened a game of `table` (the first game opened counts).
pub fn opened_game_of(table: Option<&str>) {
    TABLE.get_or_init(|| table.map(str::to_string));
}

/// The regular table of the first game this run opened.
pub fn table_of_game() -> Option<&'static str> {
    TABLE.get().and_then(Option::as_deref)
}

#[cfg(test)]
mod tests {
    use super::Language::{self, English, German};

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_string())
        }
    }

    #[test]
    fn locales_name_their_language() {
        for (name, lang) in [
            ("de_DE.UTF-8", Some(German)),
            ("de-AT", Some(German)),
            ("de", Some(German)),
            ("Deutsch", Some(German)),
            ("de_CH.UTF-8@euro", Some(German)),
            ("C", Some(English)),
            ("C.UTF-8", Some(English)),
            ("POSIX", Some(English)),
            ("en_GB.UTF-8", Some(English)),
            ("fr_FR.UTF-8", None),
            ("", None),
        ] {
            assert_eq!(Language::named(name), lang, "{name}");
        }
    }

    #[test]
    fn the_environment_decides_as_usual() {
        assert_eq!(Language::from_env(env(&[])), English);
        assert_eq!(Language::from_env(env(&[("LANG", "de_DE.UTF-8")])), German);
        assert_eq!(Language::from_env(env(&[("LANG", "C")])), English);
        // LC_ALL over LC_MESSAGES over LANG; an empty one is not set.
        let vars = [("LC_ALL", "C"), ("LC_MESSAGES", "de_DE"), ("LANG", "de_DE")];
        assert_eq!(Language::from_env(env(&vars)), English);
        let vars = [("LC_ALL", ""), ("LC_MESSAGES", "de_DE"), ("LANG", "C")];
        assert_eq!(Language::from_env(env(&vars)), German);
        // A language with no catalogue is English, not the next variable's.
        let vars = [("LC_MESSAGES", "fr_FR"), ("LANG", "de_DE")];
        assert_eq!(Language::from_env(env(&vars)), English);
    }

    #[test]
    fn what_a_command_is_told_comes_first() {
        let de = env(&[("LANG", "de_DE")]);
        assert_eq!(
            Language::chosen([Some(English), Some(German), None], &de),
            English
        );
        assert_eq!(
            Language::chosen([None, Some(English), Some(German)], &de),
            English
        );
        assert_eq!(Language::chosen([None, None, Some(English)], &de), English);
        assert_eq!(Language::chosen([None, None, None], &de), German);
    }
}
