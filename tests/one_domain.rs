//! One domain below every face: the same question gets the same answer at the command
//! line and at the table, a refusal by the rules is exit 1 through every command that
//! changes the record, and a name is shown one way everywhere.

use crate::common::Game;

/// A Twist game where Bob stands on the Twist space between phases 2 and 3.
fn bob_on_a_twist_space() -> Game {
    let g = Game::new(&["--edition", "twist", "--players", "Ann,Bob,Cy"]);
    g.hand(&["--out", "Ann", "--made", "Bob"]).code(0);
    let s = g.status();
    assert_eq!(s["players"][1]["space"], "T", "{s}");
    g
}

/// `check --player` and `find --player` answer for both phases beside a Twist space,
/// as the table does (`bob check …`): it was exit 2, "give --phase N".
#[test]
fn a_player_on_a_twist_space_is_answered_for_both_phases_at_every_face() {
    let g = bob_on_a_twist_space();
    // Phase 2 is 1 set of 3 + 1 run of 4: valid; phase 3 is a set of 4 and a run of 4.
    let cards = ["7", "7", "7", "1", "2", "3", "4"];
    let mut args = vec!["check", "--player", "Bob"];
    args.extend(cards);
    let r = g.run(&args).code(0);
    assert!(r.stdout.contains("valid: Bob's phase 2"), "{}", r.stdout);
    assert!(
        r.stdout.contains("not valid: Bob's phase 3"),
        "{}",
        r.stdout
    );
    args.push("--json");
    let j = g.run(&args).code(0).json();
    assert_eq!(j["valid"], true, "{j}");
    assert_eq!(j["label"], "Bob's phase 2 (1 set of 3 + 1 run of 4)", "{j}");
    assert_eq!(j["answers"].as_array().map(Vec::len), Some(2), "{j}");
    assert_eq!(j["answers"][1]["valid"], false, "{j}");
    // Neither phase: exit 1, both said.
    let r = g.run(&["check", "--player", "Bob", "7", "7", "8"]).code(1);
    assert_eq!(r.stdout.matches("not valid: Bob's phase").count(), 2);
    // find likewise.
    let r = g
        .run(&[
            "find", "--player", "Bob", "7", "7", "7", "1", "2", "3", "W", "12",
        ])
        .code(0);
    assert!(r.stdout.contains("found: Bob's phase 2"), "{}", r.stdout);
    // The table answers the same question with the same verdicts.
    let table = g
        .run_stdin(&["play", "--plain"], "bob check 7 7 7 1 2 3 4\n")
        .code(0)
        .stdout;
    assert!(table.contains("valid: phase 2"), "{table}");
    assert!(table.contains("not valid: phase 3"), "{table}");
}

/// A phase the rules refuse is exit 1 with its reason through `hand --laid` and `edit
/// --laid`, as through `lay`, with one JSON shape; it was exit 2 with `{"error": …}`.
#[test]
fn a_phase_the_rules_refuse_is_exit_1_through_every_command() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    // `lay`, as before.
    let j = g
        .run(&["lay", "Ann", "7 7 8 + 9 9 9", "--json"])
        .code(1)
        .json();
    assert_eq!(j["laid"], false, "{j}");
    assert_eq!(j["ok"], false, "{j}");
    assert_eq!(j["player"], "Ann", "{j}");
    let reason = j["reason"].as_str().unwrap().to_string();
    assert!(reason.contains("which is not phase 1"), "{reason}");
    // `hand --laid`: the same words, exit 1.
    let hand = [
        "hand",
        "--out",
        "Bob",
        "--laid",
        "Ann=7 7 8 + 9 9 9",
        "--points",
        "Ann=20,Cy=50",
    ];
    g.ruled(&hand, "which is not phase 1");
    let mut with_json = hand.to_vec();
    with_json.push("--json");
    let j = g.run(&with_json).code(1).json();
    assert_eq!(j["recorded"], false, "{j}");
    assert_eq!(j["reason"], reason, "the same words as lay: {j}");
    assert!(j.get("error").is_none(), "{j}");
    // `edit --laid` of a hand recorded.
    g.hand(&["--out", "Bob", "--points", "Ann=50,Cy=50"])
        .code(0);
    let edit = [
        "edit",
        "1",
        "--laid",
        "Ann=7 7 8 + 9 9 9",
        "--points",
        "Ann=20",
    ];
    g.ruled(&edit, "which is not phase 1");
    let mut with_json = edit.to_vec();
    with_json.push("--json");
    let j = g.run(&with_json).code(1).json();
    assert_eq!(j["edited"], false, "{j}");
    // Bad input stays exit 2 with `{"error": …}`.
    let j = g.run(&["hand", "--out", "Zed", "--json"]).code(2).json();
    assert!(j["error"].is_string(), "{j}");
    assert_eq!(j["exit"], 2, "{j}");
}

/// A name with a bidirectional mark is shown as every face shows it (`Ann\u{202e}xoB`,
/// the mark named, not obeyed): `status`, plain mode and the screen (`watch` showed
/// `AnnxoB`, the mark gone).
#[test]
fn a_name_with_a_bidi_mark_is_shown_one_way_on_every_face() {
    use std::time::Duration;
    let g = Game::new(&["--players", "Ann\u{202e}xoB,Cy"]);
    let shown = "Ann\\u{202e}xoB";
    let status = g.run(&["status"]).code(0).stdout;
    assert!(status.contains(shown), "{status}");
    assert!(!status.contains('\u{202e}'), "{status}");
    let plain = g.run_stdin(&["play", "--plain"], "q\n").code(0).stdout;
    assert!(plain.contains("phase10 ·"), "{plain}");
    let plain = g
        .run_stdin(&["play", "--plain"], "phases\nann check 7 7 7 9 9 9\n")
        .code(0)
        .stdout;
    assert!(plain.contains(shown), "{plain}");
    assert!(!plain.contains('\u{202e}'), "{plain}");
    let f = g.file.to_str().unwrap();
    let mut s = crate::screen::Screen::start(&g.env, &format!("watch --file '{f}'"));
    s.wait_for("watching", Duration::from_secs(10));
    let text = s.text();
    assert!(text.contains(shown), "{text}");
    assert!(!text.contains('\u{202e}'), "{text}");
    s.quit();
}

/// The string literals of a Rust file, outside comments and test modules.
fn literals(text: &str) -> Vec<String> {
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    let b: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            '/' if b.get(i + 1) == Some(&'/') => {
                while i < b.len() && b[i] != '\n' {
                    i += 1;
                }
            }
            '\'' if b.get(i + 1) == Some(&'\\') => {
                i += 2;
                while i < b.len() && b[i] != '\'' {
                    i += 1;
                }
                i += 1;
            }
            '\'' if b.get(i + 2) == Some(&'\'') => i += 3,
            'r' if b.get(i + 1) == Some(&'#') || b.get(i + 1) == Some(&'"') => {
                let mut j = i + 1;
                let mut hashes = 0;
                while b.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if b.get(j) != Some(&'"') {
                    i += 1;
                    continue;
                }
                let close: String = std::iter::once('"')
                    .chain("#".repeat(hashes).chars())
                    .collect();
                let rest: String = b[j + 1..].iter().collect();
                let end = rest.find(&close).unwrap_or(rest.len());
                out.push(rest[..end].to_string());
                i = j + 1 + rest[..end].chars().count() + close.chars().count();
            }
            '"' => {
                let mut s = String::new();
                i += 1;
                while i < b.len() && b[i] != '"' {
                    if b[i] == '\\' {
                        s.push(b[i]);
                        i += 1;
                    }
                    s.push(b[i]);
                    i += 1;
                }
                out.push(s);
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// The library answers in typed values: nothing it says names a command, a flag or a
/// face's own words ("phase10 lay", "--on", "type flip"); the app words them.
#[test]
fn the_library_names_no_command_or_flag() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for dir in ["rules", "solver", "session"] {
        let mut stack = vec![root.join(dir)];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "rs")
                    && p.file_name().is_some_and(|n| n != "tests.rs")
                {
                    files.push(p);
                }
            }
        }
    }
    assert!(files.len() > 20, "{files:?}");
    let flag = |s: &str| {
        s.as_bytes()
            .windows(3)
            .any(|w| w[0] == b'-' && w[1] == b'-' && w[2].is_ascii_lowercase())
    };
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for s in literals(&text) {
            if s.contains("phase10 ")
                || flag(&s)
                || s.contains("type flip")
                || s.contains("say flip")
            {
                found.push(format!("{}: {s:?}", f.display()));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The scan itself finds what it looks for.
    assert_eq!(
        literals("let a = \"phase10 lay\"; // \"--on\"\nlet b = r#\"--x\"#; let c = '\"';"),
        ["phase10 lay", "--x"]
    );
}

/// Every file of `src/` (but `main.rs`) with its module path: `app::core::act`.
fn modules() -> Vec<(String, std::path::PathBuf)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            if p.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let rel = p.strip_prefix(&root).unwrap().with_extension("");
            let mut parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if parts == ["main"] {
                continue;
            }
            if parts.last().is_some_and(|l| l == "mod" || l == "lib") {
                parts.pop();
            }
            out.push((parts.join("::"), p));
        }
    }
    out
}

/// The module paths a file's code names (`crate::…`, `super::…`, a child's `x::…`),
/// outside its tests, each as far as it is a module of `known`.
fn imports(module: &str, text: &str, known: &[String]) -> Vec<String> {
    let code: String = text
        .split("#[cfg(test)]")
        .next()
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        // A module's declarations and re-exports are no step of a loop.
        .filter(|l| {
            let l = l.trim_start();
            !(l.starts_with("pub use ")
                || l.starts_with("pub(crate) use ")
                || l.starts_with("mod ")
                || l.starts_with("pub mod ")
                || l.starts_with("pub(crate) mod "))
        })
        .collect::<Vec<_>>()
        .join("\n");
    let here: Vec<&str> = if module.is_empty() {
        Vec::new()
    } else {
        module.split("::").collect()
    };
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut found = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !word(chars[i]) || (i > 0 && (word(chars[i - 1]) || chars[i - 1] == ':')) {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < chars.len()
            && (word(chars[j]) || (chars[j] == ':' && chars.get(j + 1) == Some(&':')))
        {
            j += if chars[j] == ':' { 2 } else { 1 };
        }
        let path: String = chars[i..j].iter().collect();
        i = j.max(i + 1);
        let segs: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
        if segs.len() < 2 {
            continue;
        }
        let mut at: Vec<String> = match segs[0] {
            "crate" => Vec::new(),
            "super" | "self" => here.iter().map(|s| (*s).to_string()).collect(),
            first => {
                // A child module named from its parent.
                let mut child: Vec<String> = here.iter().map(|s| (*s).to_string()).collect();
                child.push(first.to_string());
                if !known.contains(&child.join("::")) {
                    continue;
                }
                here.iter().map(|s| (*s).to_string()).collect()
            }
        };
        let mut rest = &segs[..];
        if segs[0] == "crate" || segs[0] == "self" {
            rest = &segs[1..];
        }
        while rest.first() == Some(&"super") {
            at.pop();
            rest = &rest[1..];
        }
        // The longest module the path reaches.
        let mut best = None;
        let mut path = at.clone();
        for s in rest {
            path.push((*s).to_string());
            if known.contains(&path.join("::")) {
                best = Some(path.join("::"));
            }
        }
        if let Some(m) = best
            && m != module
        {
            found.push(m);
        }
    }
    found.sort();
    found.dedup();
    found
}

/// Depth-first from `at`, with the path walked: a file met again on it closes a circle.
fn walk(
    at: &str,
    edges: &std::collections::BTreeMap<String, Vec<String>>,
    path: &mut Vec<String>,
    done: &mut std::collections::BTreeSet<String>,
) -> Option<Vec<String>> {
    if let Some(i) = path.iter().position(|p| p == at) {
        return Some(path[i..].to_vec());
    }
    if done.contains(at) {
        return None;
    }
    path.push(at.to_string());
    for next in edges.get(at).into_iter().flatten() {
        if let Some(circle) = walk(next, edges, path, done) {
            return Some(circle);
        }
    }
    path.pop();
    done.insert(at.to_string());
    None
}

/// No two files of `src/` import each other, directly or in a loop (a module's own
/// `mod.rs`, which declares and re-exports, is no step of a loop).
#[test]
fn no_import_circle_in_the_house() {
    let files = modules();
    let known: Vec<String> = files.iter().map(|(m, _)| m.clone()).collect();
    let parents: std::collections::BTreeSet<String> = files
        .iter()
        .filter(|(_, p)| {
            p.file_name()
                .is_some_and(|n| n == "mod.rs" || n == "lib.rs")
        })
        .map(|(m, _)| m.clone())
        .collect();
    // A `mod.rs` with code of its own is a file like any other (its declarations and
    // re-exports apart), but a module and what it holds are one room: what a parent
    // takes from its children, or they from it, is no step out of it.
    let _ = &parents;
    let related =
        |a: &str, b: &str| a.starts_with(&format!("{b}::")) || b.starts_with(&format!("{a}::"));
    let edges: std::collections::BTreeMap<String, Vec<String>> = files
        .iter()
        .filter(|(m, _)| !m.is_empty())
        .map(|(m, p)| {
            let text = std::fs::read_to_string(p).unwrap();
            let to = imports(m, &text, &known)
                .into_iter()
                .filter(|t| !t.is_empty() && !related(m, t))
                .collect();
            (m.clone(), to)
        })
        .collect();
    assert!(edges.len() > 60, "{}", edges.len());
    let mut done = std::collections::BTreeSet::new();
    for start in edges.keys() {
        let circle = walk(start, &edges, &mut Vec::new(), &mut done);
        assert!(circle.is_none(), "an import circle: {circle:?}");
    }
    // The walk finds what it looks for.
    let mut looped = edges.clone();
    looped.insert("a".into(), vec!["b".into()]);
    looped.insert("b".into(), vec!["a".into()]);
    assert!(
        walk(
            "a",
            &looped,
            &mut Vec::new(),
            &mut std::collections::BTreeSet::default()
        )
        .is_some()
    );
}
