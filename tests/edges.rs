//! The rules at the edges: what a real deck allows (a saved card drawn back, one Twist
//! card of each kind, a flip needing a discard), and the answers that say how to mend.

use crate::common::Env;

/// A Skip typed in a claim of groups: the fix leaves it out and adds what the group
/// then lacks, and following it makes the phase.
#[test]
fn a_skip_in_a_grouped_claim_is_left_out_by_the_fix() {
    let env = Env::new();
    let r = env
        .run(&[
            "check",
            "--edition",
            "masters",
            "--phase",
            "7",
            "W G12 Y12 W + B1 W G1 S",
        ])
        .code(1);
    assert_eq!(
        words(&r.stdout),
        "not valid: phase 7 (2 sets of 4): leave out S (a Skip is never part of a phase), and add a 1, or a wild"
    );
    env.run(&[
        "check",
        "--edition",
        "masters",
        "--phase",
        "7",
        "W G12 Y12 W + B1 W G1 1",
    ])
    .code(0);
    // Only the Skip wrong: leaving it out is the whole fix.
    let r = env
        .run(&["check", "--phase", "1", "7 7 S 7 + 9 9 9"])
        .code(1);
    assert!(
        words(&r.stdout).ends_with("leave out S (a Skip is never part of a phase)"),
        "{}",
        r.stdout
    );
    env.run(&["check", "--phase", "1", "7 7 7 + 9 9 9"]).code(0);
}

/// Text as words (a reason folds at the terminal's width).
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
