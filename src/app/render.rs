//! Tables and text: one pure function per view.

use comfy_table::{ContentArrangement, Table, presets};
use phase10::group::Laid;

/// A table with the house style.
pub fn table() -> Table {
    let mut t = Table::new();
    t.load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic);
    t
}

/// Laid groups, one a line: "  run of 4 (3–6): 3 4 W=5 6".
pub fn groups(groups: &[Laid]) -> String {
    groups
        .iter()
        .map(|g| format!("  {}: {}\n", g.describe(), g.show()))
        .collect()
}

/// A numbered list of phases.
pub fn phase_table(phrases: &[&str]) -> String {
    let mut t = table();
    t.set_header(["#", "phase"]);
    for (i, p) in phrases.iter().enumerate() {
        let phase: phase10::Phase = p.parse().expect("tables parse");
        t.add_row([(i + 1).to_string(), phase.to_string()]);
    }
    format!("{t}\n")
}
