//! The screen drawn from a state, pinned as text at 80×24 and 120×40: each edition in
//! the middle of a hand, six long names, a winner, a refusal, a question asked in
//! place, ASCII. The games are played through the commands themselves, on files in a
//! temp dir.

use clap::Parser;

use crate::session::summary::Summary;

use crate::app::cli::args::Cli;
use crate::app::core::store;
use crate::app::core::talk::{Message, Question, Tone};
use crate::app::screen::view;
use crate::app::screen::view::{Look, View};

/// A game made by `new` with `setup`, then `plays` (each a command line), as loaded.
fn game(setup: &str, plays: &[&str]) -> (tempfile::TempDir, store::Loaded) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("friday.toml");
    let file = file.to_str().unwrap();
    let run = |line: &str, words: Vec<String>| {
        let mut args = vec!["phase10".to_string(), "--file".into(), file.to_string()];
        args.extend(words);
        let out = crate::app::cli::cmd::run(Cli::try_parse_from(&args).unwrap())
            .unwrap_or_else(|e| panic!("{line}: {e:#}"));
        assert_eq!(out.code, 0, "{line}: {}", out.text);
    };
    let mut new: Vec<String> = vec!["new".into()];
    new.extend(split(setup));
    run(setup, new);
    for play in plays {
        run(play, split(play));
    }
    let loaded = store::load(std::path::Path::new(file)).unwrap();
    (dir, loaded)
}

/// Words as a shell would split them, with '…' holding spaces.
fn split(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '\'' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

fn view(loaded: &store::Loaded, look: Look) -> View<'_> {
    View {
        title: "friday",
        session: loaded.session(),
        state: &loaded.state,
        watching: false,
        before: "",
        after: "",
        message: None,
        question: None,
        summary: None,
        problem: None,
        help: false,
        seat_code: None,
        bgstats_code: None,
        served: None,
        look,
    }
}

const PLAIN: Look = Look {
    colour: false,
    ascii: false,
};

/// Every line of the screen fits its width, with nothing cut mid-name where there is
/// room: the players' names whole at 80 columns even when six are long.
fn both(name: &str, v: &View) {
    for (w, h) in [(80, 24), (120, 40)] {
        let text = view::plain(v, w, h);
        assert_eq!(text.lines().count(), usize::from(h), "{text}");
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), text);
    }
}

/// The six players of [`SIX`] each lay their phase (even phases: two groups each).
const ALL_DOWN: [&str; 6] = [
    "lay alexandria '1 1 1 1 + 2 3 4 5'",
    "lay bart '2 2 2 2 + 6 7 8 9'",
    "lay zoe '3 3 3 3 + 7 8 9 10'",
    "lay dmitri '4 4 4 4 + W 9 10 11'",
    "lay çağrı '5 5 5 5 + 1 2 3 4'",
    "lay max '12 12 12 + W 10 11 W'",
];

const SIX: &str = "--players 'Alexandria Montgomery,Bartholomew Fitzgerald,Zoë Ångström-Lindqvist,Dmitri Ivanovich Petrov,Çağrı Öztürk-Yılmaz,Maximilian von Habsburg'";

#[test]
fn classic_mid_hand_with_six_long_names() {
    let (_d, g) = game(
        SIX,
        &[
            "hand --out alex --points 2=50,3=55,4=60,5=65,6=70",
            "lay bart '7 7 7 + 9 9 W'",
            "lay zoe '1 1 1 + 12 12 12'",
            "hit bart W 1 --on zoe.1",
            "lay 4 '5 5 5 + 3 3 3'",
        ],
    );
    let v = view(&g, PLAIN);
    let text = view::plain(&v, 80, 24);
    for name in [
        "Alexandria Montgomery",
        "Maximilian von Habsburg",
        "Dmitri Ivanovich Petrov",
    ] {
        assert!(text.contains(name), "{name} whole at 80 columns:\n{text}");
    }
    both("classic_six_long_names", &v);
}

/// Six long names, everyone down: all twelve groups in sight at 80×24, a refusal of
/// three lines under the line too (and in `watch`), side by side as owner and cards.
#[test]
fn twelve_groups_all_in_sight() {
    let (_d, g) = game(&format!("{SIX} --even-phases"), &ALL_DOWN);
    let message = Message {
        text: "\"bob\" is not one of the players (Alexandria Montgomery, Bartholomew Fitzgerald, Zoë Ångström-Lindqvist, Dmitri Ivanovich Petrov, Çağrı Öztürk-Yılmaz, Maximilian von Habsburg); or start with one of: lay, hit, flip, out".into(),
        tone: Tone::Refused,
    };
    let refused = View {
        before: "bob hit 7 on ann.1",
        after: "",
        message: Some(&message),
        ..view(&g, PLAIN)
    };
    let watching = View {
        watching: true,
        ..view(&g, PLAIN)
    };
    for v in [&view(&g, PLAIN), &refused, &watching] {
        let text = view::plain(v, 80, 24);
        for owner in [
            "Alexandria",
            "Bartholomew",
            "Zoë",
            "Dmitri",
            "Çağrı",
            "Maximilian",
        ] {
            for i in 1..=2 {
                assert!(
                    text.contains(&format!("{owner}.{i} ")),
                    "{owner}.{i}:\n{text}"
                );
            }
        }
        assert!(!text.contains("more (phase10 table"), "{text}");
    }
    both("twelve_groups", &refused);
    // A group of many cards goes on to the next line, not cut, all twelve in sight.
    let (_d, g) = game(
        &format!("{SIX} --even-phases"),
        &[
            &ALL_DOWN[..],
            &[
                "hit dmitri W --on max.1",
                "hit zoe W --on max.1",
                "hit bart W --on max.1",
                "hit alexandria W --on max.1",
            ],
        ]
        .concat(),
    );
    let text = view::plain(&view(&g, PLAIN), 80, 24);
    assert_eq!(text.matches("W=12").count(), 5, "{text}");
    assert!(!text.contains('…'), "{text}");
    for owner in [
        "Alexandria",
        "Bartholomew",
        "Zoë",
        "Dmitri",
        "Çağrı",
        "Maximilian",
    ] {
        assert!(text.contains(&format!("{owner}.2 ")), "{owner}.2:\n{text}");
    }
}

/// A name all of which starts others' (Alexandria beside Alexandria Montgomery) is
/// shown whole, not as a seat number.
#[test]
fn a_name_that_starts_others_is_shown_whole() {
    let (_d, g) = game(
        "--players 'Alexandria Montgomery,Alexandria Montoya,Alexandria,Bob'",
        &["lay alexandria '3 3 3 3 + 4 4 4'"],
    );
    let text = view::plain(&view(&g, PLAIN), 80, 24);
    assert!(text.contains("Alexandria.1 "), "{text}");
    assert!(text.contains("Alexandria laid 3 3 3 3 + 4 4 4"), "{text}");
    assert!(!text.contains("3.1"), "{text}");
}

#[test]
fn flip_mid_hand_on_the_wild_side() {
    let (_d, g) = game(
        "--edition flip --players Ann,Bob,Cy",
        &["lay ann 'R1 R2 + G5 G6'", "flip", "hit ann 3 --on ann.1"],
    );
    both("flip_wild_side", &view(&g, PLAIN));
}

#[test]
fn twist_with_the_board() {
    let (_d, g) = game(
        "--edition twist --players Ann,Bob,Cy",
        &[
            "hand --out ann --made bob --points cy=50",
            "lay ann '4 4 4 4 + 5 6 7 8'",
        ],
    );
    both("twist_board", &view(&g, PLAIN));
}

#[test]
fn masters_phase_cards() {
    let (_d, g) = game(
        "--edition masters --players Ann,Bob",
        &[
            "hand --out ann --attempt ann=1 --attempt bob=2 --points bob=50",
            "lay bob --attempt 9 '6 6 6 6 6 + 2 2'",
        ],
    );
    both("masters_cards", &view(&g, PLAIN));
}

#[test]
fn a_winner() {
    let (_d, g) = game(
        "--players Ann,Bob --phases 1",
        &["hand --out ann --points bob=50"],
    );
    both("winner", &view(&g, PLAIN));
}

#[test]
fn a_refusal_keeps_the_line() {
    let (_d, g) = game("--players Ann,Bob", &["lay ann '7 7 7 + 9 9 9'"]);
    let message = Message {
        text: "not hit: 12 does not fit: the set of 3 (7s) takes a 7 or a wild".into(),
        tone: Tone::Refused,
    };
    let v = View {
        before: "bob hit 12 on ann.1",
        after: "",
        message: Some(&message),
        ..view(&g, PLAIN)
    };
    both("refusal", &v);
}

/// The hand's end as rows, one a player: who went out and who laid filled in from the
/// plays, an answer refused shown on its row, the answer being typed on the line.
#[test]
fn the_hands_end_asked_in_place() {
    let (_d, g) = game(
        "--players Ann,Bob,Cy",
        &[
            "lay ann '7 7 7 + 9 9 9'",
            "lay bob '4 4 4 + 5 5 5'",
            "hit ann '7 9 9 9' --on ann",
        ],
    );
    let mut summary = Summary::end_hand(g.session(), &g.state, None, &[]);
    // Bob holds 4: three cards are refused on his row.
    let field = summary.active().unwrap();
    let answer = crate::app::core::talk::answer::read(&summary, field, "R7 W 12").unwrap();
    summary.answer(answer).unwrap_err();
    let q = Question {
        prompt: crate::app::core::words::summary::prompt(&summary, field),
        initial: String::new(),
        secret: false,
        hint: crate::app::core::words::summary::hint(&summary, field),
    };
    let v = View {
        before: "R7 W 12",
        after: "",
        question: Some(q),
        summary: Some(&summary),
        ..view(&g, PLAIN)
    };
    let text = view::plain(&v, 80, 24);
    assert!(text.contains("Bob's cards left: R7 W 12"), "{text}");
    assert!(text.contains("Bob holds 4 cards; 3 given"), "{text}");
    both("question", &v);
}

#[test]
fn ascii_where_box_drawing_cannot_show() {
    let (_d, g) = game(
        "--players Ann,Bob",
        &["lay ann '7 7 7 + 9 9 W'", "hit ann 7 --on ann.1"],
    );
    let look = Look {
        colour: false,
        ascii: true,
    };
    let v = view(&g, look);
    for (w, h) in [(80, 24), (120, 40)] {
        let text = view::plain(&v, w, h);
        assert!(text.is_ascii(), "{text}");
    }
    both("ascii", &v);
    // A run's numbers (2–5) and a cut line, too.
    let (_d, g) = game(
        "--players Ann,Bob --even-phases",
        &["lay ann '1 1 1 + 2 3 4 5'"],
    );
    let message = Message {
        text: "a refusal long enough to be cut: ".repeat(12),
        tone: Tone::Refused,
    };
    let v = View {
        message: Some(&message),
        ..view(&g, look)
    };
    let text = view::plain(&v, 80, 24);
    assert!(text.is_ascii(), "{text}");
    assert!(text.contains("(2-5)"), "{text}");
}

#[test]
fn a_file_that_no_longer_replays_is_said_and_the_last_state_kept() {
    let (_d, g) = game("--players Ann,Bob", &["lay ann '7 7 7 + 9 9 W'"]);
    let v = View {
        problem: Some("game.toml:12: play 2: hit: \"Zed\" is not a player"),
        ..view(&g, PLAIN)
    };
    let text = view::plain(&v, 80, 24);
    assert!(text.contains("the file no longer replays"), "{text}");
    assert!(text.contains("Ann.1"), "{text}");
}

#[test]
fn the_help_shows_the_words() {
    let (_d, g) = game("--players Ann,Bob", &[]);
    let v = View {
        help: true,
        ..view(&g, PLAIN)
    };
    let text = view::plain(&v, 80, 24);
    for line in crate::app::core::words::help(true) {
        // Each whole, at 80 columns.
        assert!(text.contains(line.trim_end()), "{line}\n{text}");
    }
}

#[test]
fn the_help_shows_where_the_phones_read_the_table() {
    let (_d, g) = game("--players Ann,Bob", &[]);
    let url = "http://192.168.100.200:8910/k3J9aaaaaaaaaaaaaaaaaa/";
    let v = View {
        help: true,
        served: Some(url),
        ..view(&g, PLAIN)
    };
    let text = view::plain(&v, 80, 30);
    assert!(
        text.contains(&format!("phones and TV (read only): {url}")),
        "{text}"
    );
    // Narrower than the address: folded, every character of it still there.
    let text = view::plain(&v, 40, 30);
    let joined: String = text.lines().map(str::trim_end).collect();
    assert!(joined.contains(url), "{text}");
}

/// The screen's state driven key by key, as a table types (no terminal needed).
mod keys {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    use crate::app::screen::tests::game;
    use crate::app::screen::{App, Mode};

    fn typing(app: &mut App, text: &str) {
        for c in text.chars() {
            app.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        }
    }

    fn enter(app: &mut App) {
        app.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    }

    fn app(setup: &str, plays: &[&str]) -> (tempfile::TempDir, App) {
        let (dir, g) = game(setup, plays);
        let app = App::new(g.path.clone(), "friday".into(), Mode::Play, false).unwrap();
        (dir, app)
    }

    #[test]
    fn a_name_that_starts_with_q_is_typed_and_q_alone_quits() {
        let (_d, mut a) = app("--players Quinn,Bob", &[]);
        typing(&mut a, "quinn lay 7 7 7 + 8 8 8");
        assert!(!a.quit);
        enter(&mut a);
        assert!(
            a.talk.game.state.table.laid[0].is_some(),
            "{:?}",
            a.talk.message
        );
        typing(&mut a, "q");
        assert!(!a.quit, "q quits only as a line of its own");
        enter(&mut a);
        assert!(a.quit);
    }

    #[test]
    fn out_is_refused_at_once_where_the_plays_say_otherwise() {
        let (_d, mut a) = app("--players Ann,Bob,Cy", &["lay ann '7 7 7 + 9 9 9'"]);
        typing(&mut a, "out bob");
        enter(&mut a);
        assert!(a.talk.pending.is_none(), "no question asked");
        assert_eq!(a.line.text(), "", "the next line starts empty");
        a.key(KeyEvent::new(KeyCode::Up, KeyModifiers::NONE));
        assert_eq!(a.line.text(), "out bob", "the refused line is one Up away");
        let m = a.talk.message.as_ref().unwrap();
        assert!(m.text.contains("Bob is not down"), "{}", m.text);
        a.key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL));
        typing(&mut a, "out ann");
        enter(&mut a);
        // Ann is down and holds 4 as the plays say: were they hit untyped? No: the
        // plays are to be typed first, and the line says how.
        let q = a.talk.question().unwrap();
        assert!(
            q.prompt
                .contains("Ann's last 4 cards were hit without being typed"),
            "{}",
            q.prompt
        );
        typing(&mut a, "n");
        enter(&mut a);
        assert!(a.talk.pending.is_none());
        let m = a.talk.message.as_ref().unwrap();
        assert!(
            m.text
                .contains("type the rest of Ann's hits first (Ann hit CARDS on OWNER)"),
            "{}",
            m.text
        );
    }

    #[test]
    fn pasted_lines_are_entered_in_turn_until_one_is_refused() {
        let (_d, mut a) = app("--players Ann,Bob,Cy", &[]);
        a.paste("ann lay 7 7 7 + 9 9 9\ncy hit 3 on ann.1\nbob lay 4 4 4 + 5 5 5\n");
        assert!(a.talk.game.state.table.laid[0].is_some());
        assert!(
            a.talk.game.state.table.laid[1].is_none(),
            "nothing after the refusal"
        );
        assert_eq!(a.line.text(), "");
        a.key(KeyEvent::new(KeyCode::Up, KeyModifiers::NONE));
        assert_eq!(a.line.text(), "cy hit 3 on ann.1");
        let m = a.talk.message.as_ref().unwrap();
        assert!(
            m.text.contains("(the 1 pasted after it not entered)"),
            "{}",
            m.text
        );
        // Ctrl-J enters a line as Enter does.
        a.key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL));
        typing(&mut a, "bob lay 4 4 4 + 5 5 5");
        a.key(KeyEvent::new(KeyCode::Char('j'), KeyModifiers::CONTROL));
        assert!(
            a.talk.game.state.table.laid[1].is_some(),
            "{:?}",
            a.talk.message
        );
    }

    /// A line arriving as keystrokes costs time linear in its length (each key a
    /// constant cost at the end of the line), and drawing it looks only at what is in
    /// sight: 200,000 keys, then a draw, in well under a second even unoptimised.
    #[test]
    fn keys_cost_linear_time() {
        let (_d, mut a) = app("--players Ann,Bob", &[]);
        let start = std::time::Instant::now();
        for i in 0..200_000 {
            let c = if i % 2 == 0 { '7' } else { ' ' };
            a.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        }
        let typed = start.elapsed();
        let text = crate::app::screen::tests::view::plain(
            &a.view(crate::app::screen::tests::PLAIN),
            80,
            24,
        );
        let drawn = start.elapsed();
        assert_eq!(a.line.text().len(), 200_000);
        assert!(text.contains("7 7 7"), "{text}");
        assert!(
            drawn < std::time::Duration::from_secs(2),
            "typed in {typed:?}, drawn by {drawn:?}"
        );
        // Enter: refused at once (more cards than a deck), the line one Up away.
        enter(&mut a);
        assert_eq!(a.line.text().len(), 0);
        a.key(KeyEvent::new(KeyCode::Up, KeyModifiers::NONE));
        assert_eq!(a.line.text().len(), 200_000);
    }

    /// Keys typed in the middle of a long line cost no more than at its end (measured
    /// against each other, not against a clock a busy machine slows).
    #[test]
    fn keys_mid_line_cost_linear_time() {
        let keys = |home: bool| {
            let (_d, mut a) = app("--players Ann,Bob", &[]);
            a.paste(&"7 ".repeat(100_000));
            if home {
                a.key(KeyEvent::new(KeyCode::Home, KeyModifiers::NONE));
            }
            let start = std::time::Instant::now();
            for _ in 0..200_000 {
                a.key(KeyEvent::new(KeyCode::Char('8'), KeyModifiers::NONE));
            }
            (start.elapsed(), a)
        };
        let (at_end, _) = keys(false);
        let (mid, a) = keys(true);
        assert!(
            mid < at_end * 4 + std::time::Duration::from_millis(50),
            "mid-line {mid:?}, at the end {at_end:?}"
        );
        assert_eq!(a.line.text().len(), 400_000);
        assert!(a.line.text().starts_with("8888"));
    }

    /// Lines pasted at the hand's end answer as lines typed: an empty one keeps the
    /// answer as it stands, another replaces it.
    #[test]
    fn a_paste_at_the_hands_end_answers_row_by_row() {
        let (_d, mut a) = app(
            "--players Ann,Bob,Cy",
            &["hand --out ann --points bob=50,cy=50"],
        );
        typing(&mut a, "edit 1");
        enter(&mut a);
        // (It opens on who went out: the dealer is a row up.)
        a.paste("\n\n55\n60\ny\n");
        assert!(a.talk.pending.is_none(), "{:?}", a.talk.message);
        let m = a.talk.message.as_ref().unwrap();
        assert!(m.text.contains("hand 1 re-entered"), "{}", m.text);
        assert_eq!(a.talk.game.state.players[1].score, 55);
        assert_eq!(a.talk.game.state.players[2].score, 60);
    }

    #[test]
    fn twist_and_masters_refusals_say_the_words_of_the_screen() {
        let (_d, mut a) = app("--edition masters --players Ann,Bob", &[]);
        typing(&mut a, "ann lay 7 7 7 + 9 9 9");
        enter(&mut a);
        let m = a.talk.message.as_ref().unwrap();
        assert!(
            m.text.contains("phase N") && !m.text.contains("--attempt"),
            "{}",
            m.text
        );
        a.key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL));
        typing(&mut a, "ann lay phase 1 7 7 7 + 9 9 9");
        enter(&mut a);
        assert!(
            a.talk.game.state.table.laid[0].is_some(),
            "{:?}",
            a.talk.message
        );
    }
}

/// A refusal's advice in the screen's words: the command line it names at a shell
/// (`phase10 hit "Zoë Å" CARDS --on OWNER`) is what the table types here.
#[test]
fn advice_is_in_the_screens_words() {
    use crate::app::core::words::Face;
    use crate::session::{BadInput, Refusal, Ruling};
    let table = |r: Refusal| crate::app::core::words::refusal(&r, Face::Table);
    let said = table(
        BadInput::OutWithCards {
            name: "Zoë Å".into(),
            put_down: 8,
            held: 2,
        }
        .into(),
    );
    assert!(
        said.contains("(record the rest with Zoë Å hit CARDS on OWNER, or"),
        "{said}"
    );
    assert!(!said.contains("phase10"), "{said}");
    let said = table(BadInput::OutNotDown("Ann".into()).into());
    assert!(
        said.ends_with("record Ann's phase first (Ann lay CARDS)"),
        "{said}"
    );
    let said = table(
        Ruling::HandOver {
            name: "Dmitri Ivanovich Petrov".into(),
            put_down: 10,
        }
        .into(),
    );
    assert!(
        said.ends_with("record its end with out Dmitri Ivanovich Petrov"),
        "{said}"
    );
    let said = table(
        BadInput::WhichGroup {
            owner: "Ann Marie Smith".into(),
            groups: vec![1, 2],
        }
        .into(),
    );
    assert!(
        said.ends_with("say which, e.g. on Ann Marie Smith.1"),
        "{said}"
    );
    let said = table(BadInput::EndInPlay { hand: 2 }.into());
    assert!(
        said.contains("(out NAME)") && said.ends_with("with undo"),
        "{said}"
    );
    let said = table(BadInput::NoPhaseCard("Ann".into()).into());
    assert!(
        said.contains("phase N") && !said.contains("--attempt"),
        "{said}"
    );
}

/// Names in wide characters or with an accent typed apart line up as the terminal
/// shows them.
#[test]
fn wide_names_line_up() {
    let (_d, g) = game(
        "--players 'Bob,Zoe\u{308} Ångström,李小龍'",
        &["lay 李小龍 '7 7 7 + 9 9 9'"],
    );
    let text = view::plain(&view(&g, PLAIN), 80, 24);
    let width = |name: &str| {
        let line = text.lines().find(|l| l.contains(name)).unwrap();
        unicode_width::UnicodeWidthStr::width(line.trim_end())
    };
    assert_eq!(width("Ångström"), width("李小龍"), "{text}");
    assert!(text.contains("李小龍.1"), "{text}");
}

/// A long refusal or a hand's summary is shown whole where the screen has the rows
/// (five lines at 80×24), not cut after three.
#[test]
fn a_long_message_is_shown_whole() {
    let (_d, g) = game("--players Ann,Bob,Cy", &["lay ann '7 7 7 + 9 9 9'"]);
    let text = (1..=40)
        .map(|i| format!("word{i}"))
        .collect::<Vec<_>>()
        .join(" ");
    let message = Message {
        text,
        tone: Tone::Refused,
    };
    let v = View {
        message: Some(&message),
        ..view(&g, PLAIN)
    };
    let screen = view::plain(&v, 80, 24);
    assert!(screen.contains("word40"), "{screen}");
    assert!(screen.contains("Ann.1"), "{screen}");
}

/// Where not even three columns hold the groups (a small terminal), as many as fit are
/// shown one line each, and how many more; no size is too small to draw.
#[test]
fn a_small_terminal_says_how_many_more() {
    let (_d, g) = game(&format!("{SIX} --even-phases"), &ALL_DOWN);
    let text = view::plain(&view(&g, PLAIN), 80, 15);
    assert!(
        text.contains("more (phase10 table shows them all)"),
        "{text}"
    );
    assert!(text.contains("Alexandria.1"), "{text}");
    for (w, h) in [(80, 12), (40, 10), (20, 5), (1, 1)] {
        view::plain(&view(&g, PLAIN), w, h);
    }
}

#[test]
fn seats_shows_each_seats_code_in_turn() {
    let (_d, g) = game("--players Ann,Bob", &[]);
    let url = "http://192.168.100.200:8910/k3J9aaaaaaaaaaaaaaaaaa/";
    let v = View {
        seat_code: Some(("Bob", url, 1, 2)),
        ..view(&g, PLAIN)
    };
    let text = view::plain(&v, 80, 40);
    assert!(
        text.contains("Bob's seat (2 of 2): scan it on Bob's phone"),
        "{text}"
    );
    assert!(text.contains(url), "{text}");
    assert!(text.contains('█') || text.contains('▀'), "{text}");
    assert!(text.contains("Enter: the next seat"), "{text}");
}

#[test]
fn bgstats_shows_the_plays_code() {
    let (_d, g) = game("--players Ann,Bob", &[]);
    let url = "http://192.168.100.200:8910/k3J9aaaaaaaaaaaaaaaaaa/bgstats";
    let v = View {
        bgstats_code: Some(url),
        ..view(&g, PLAIN)
    };
    let text = view::plain(&v, 80, 40);
    assert!(
        text.contains("BG Stats: scan it on the phone that keeps the group's plays"),
        "{text}"
    );
    assert!(text.contains(url), "{text}");
    assert!(text.contains('█') || text.contains('▀'), "{text}");
    assert!(text.contains("Enter or Esc: done"), "{text}");
}

/// A terminal of 24 rows holds a code of the longest address a server gives (its
/// title, the code and the keys; the rest of the screen waits).
#[test]
fn a_code_fits_a_terminal_of_24_rows() {
    let (_d, g) = game("--players Ann,Bob", &[]);
    let url = "http://192.168.100.200:65535/k3J9aaaaaaaaaaaaaaaaaa/bgstats";
    for v in [
        View {
            bgstats_code: Some(url),
            ..view(&g, PLAIN)
        },
        View {
            seat_code: Some((
                "Bob",
                "http://192.168.100.200:65535/k3J9aaaaaaaaaaaaaaaaaa/",
                1,
                2,
            )),
            ..view(&g, PLAIN)
        },
    ] {
        let text = view::plain(&v, 80, 24);
        assert!(text.contains('█') || text.contains('▀'), "{text}");
        assert!(
            !text.contains(&crate::app::core::words::code_too_big()),
            "{text}"
        );
        assert!(text.contains("Esc"), "the keys: {text}");
    }
}

/// The screen's own words in German: the columns, the headings, the hints, the notes,
/// the Twist board and the hand's end; none of the English chrome is left.
#[test]
fn the_screens_words_in_german() {
    use crate::app::core::words::catalogue::in_language;
    use crate::app::core::words::language::Language::German;
    let (_d, g) = game(
        "--players Ann,Bob,Cy",
        &[
            "hand --out ann --made cy --points bob=50,cy=20",
            "lay ann '7 7 7 + 1 2 3 4'",
        ],
    );
    let text = in_language(German, || view::plain(&view(&g, PLAIN), 100, 24));
    for words in [
        "Spieler",
        "Phase",
        "Punkte",
        "liegt",
        "hält",
        "vorn: Ann",
        "gibt",
        "── auf dem Tisch ",
        "── was geschah ",
        "Drilling",
        "? zeigt die Wörter · Tab ergänzt",
    ] {
        assert!(text.contains(words), "{words}:\n{text}");
    }
    for english in [
        "player",
        "score",
        "holds",
        "leader",
        "on the table",
        "events",
        "shows the words",
    ] {
        assert!(!text.contains(english), "{english}:\n{text}");
    }
    // The columns line up under their German headings.
    let head = text.lines().find(|l| l.contains("Spieler")).unwrap();
    let ann = text.lines().find(|l| l.starts_with(" 1 Ann")).unwrap();
    assert_eq!(
        head.find("Punkte").map(|i| i + 6),
        ann.find(" 0 ").map(|i| i + 2),
        "{text}"
    );
    // Watching, in ASCII: the words where ✓ cannot show.
    let watching = View {
        watching: true,
        look: Look {
            colour: false,
            ascii: true,
        },
        ..view(&g, PLAIN)
    };
    let text = in_language(German, || view::plain(&watching, 100, 24));
    assert!(
        text.contains("Zuschauen: der Bildschirm folgt der Spieldatei"),
        "{text}"
    );
    assert!(text.contains("Zuschauen"), "{text}");
    assert!(text.contains(" ja "), "{text}");
    // The Twist board.
    let (_d, g) = game(
        "--edition twist --players Ann,Bob,Cy",
        &["hand --out ann --made bob --points cy=50"],
    );
    let text = in_language(German, || view::plain(&view(&g, PLAIN), 120, 40));
    for words in ["Feld", "Brett ", "[#] Platz, » hinter Phase 10"] {
        assert!(text.contains(words), "{words}:\n{text}");
    }
    // The hand's end, asked in place.
    let (_d, g) = game("--players Ann,Bob", &["lay ann '7 7 7 + 9 9 9'"]);
    let summary = Summary::end_hand(g.session(), &g.state, None, &[]);
    let v = View {
        summary: Some(&summary),
        ..view(&g, PLAIN)
    };
    let text = in_language(German, || view::plain(&v, 100, 30));
    for words in ["Runde 1: das Ende der Runde", "raus", "geschafft", "übrig"] {
        assert!(text.contains(words), "{words}:\n{text}");
    }
    // The help, and where the phones read the table.
    let v = View {
        help: true,
        served: Some("http://10.0.0.2:8910/abc/"),
        ..view(&g, PLAIN)
    };
    let text = in_language(German, || view::plain(&v, 100, 30));
    assert!(text.contains("── die Wörter "), "{text}");
    assert!(
        text.contains("Handys und Fernseher (nur lesen): http://10.0.0.2:8910/abc/"),
        "{text}"
    );
}
