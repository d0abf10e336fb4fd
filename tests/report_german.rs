//! The command line's reports in German: sessions, stats, a CSV export, the phases,
//! doctor and the regulars' tables say their headings and notes in German, with none
//! of English's left.

use crate::common::Env;

const GERMAN: [(&str, &str); 1] = [("LANG", "de_DE.UTF-8")];

/// `args` run in German: what it printed, stdout and stderr.
fn german(env: &Env, args: &[&str]) -> String {
    let run = env.run_with(&GERMAN, args);
    assert!(
        run.code == 0 || run.code == 1,
        "{args:?}: exit {}\n{}{}",
        run.code,
        run.stdout,
        run.stderr
    );
    format!("{}{}", run.stdout, run.stderr)
}

#[track_caller]
fn has(text: &str, words: &[&str], not: &[&str]) {
    for w in words {
        assert!(text.contains(w), "expected {w:?} in:\n{text}");
    }
    for w in not {
        assert!(!text.contains(w), "English {w:?} left in:\n{text}");
    }
}

#[test]
fn the_reports_speak_german() {
    let env = Env::new();
    crate::stats::game(&env, "g1", "Ann,Bob,Cy", "Ann", 2);
    crate::stats::game(&env, "g2", "Ann,Bob", "Bob", 1);

    let sessions = german(&env, &["sessions"]);
    has(
        &sessions,
        &[
            "Name",
            "Ausgabe",
            "Spieler",
            "Runden",
            "Stand",
            "begonnen",
            "gewonnen von Bob",
        ],
        &[
            "edition", "players", "hands", "state", "created", "won by", "in play",
        ],
    );

    let stats = german(&env, &["stats"]);
    has(
        &stats,
        &[
            "Spieler",
            "Spiele",
            "Siege",
            "Runden",
            "Ø Punkte",
            "Phasen/Runde",
            "schnellster",
            "geschlagen",
        ],
        &[
            "player",
            "games",
            "wins",
            "hands",
            "avg pts",
            "phases/hand",
            "fastest",
            "beat (",
        ],
    );
    let rivals = german(&env, &["stats", "--player", "Ann"]);
    has(&rivals, &["am häufigsten"], &["finished ahead", "behind"]);

    let csv = german(&env, &["export", "--format", "csv", "g1"]);
    let header = csv.lines().next().unwrap_or_default();
    assert_eq!(
        header, "Runde,Geber,Spieler,Phase,geschafft,raus,Punkte,Stand,Notiz",
        "{csv}"
    );
    let markdown = german(&env, &["export", "--format", "markdown", "g1"]);
    has(
        &markdown,
        &["Geber", "Sieger: **Ann**"],
        &["dealer", "Winner"],
    );

    let phases = german(&env, &["phases", "--edition", "classic"]);
    has(
        &phases,
        &["Phasen (classic)", "Phase", "Drilling"],
        &["classic phases", "set of", "run of"],
    );
    let twist = german(&env, &["phases", "--edition", "twist"]);
    has(&twist, &["Twist-Phasenkarten"], &["Twist phase cards"]);

    let doctor = german(&env, &["doctor"]);
    has(
        &doctor,
        &["in Ordnung", "classic-Spiel", "gespielt"],
        &["fine", "game of", "played"],
    );

    let none = german(&env, &["tables"]);
    has(
        &none,
        &["Noch keine Tische"],
        &["No tables yet", "keeps the current"],
    );
    let kept = german(&env, &["tables", "save", "freitag"]);
    has(
        &kept,
        &["Tisch freitag", "gemerkt"],
        &["kept table", "starts its next game"],
    );
    let tables = german(&env, &["tables"]);
    has(
        &tables,
        &[
            "Tisch",
            "Ausgabe",
            "Spieler",
            "Hausregeln",
            "1 Phase gewinnt",
        ],
        &["table", "edition", "players", "house rules", "phases win"],
    );
}
