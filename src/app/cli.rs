//! The command-line definition. Depends only on clap, so that completions and the
//! man page are generated from it (`phase10 generate`).

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

pub const EDITIONS: [&str; 4] = ["classic", "flip", "twist", "masters"];

#[derive(Debug, Parser)]
#[command(
    name = "phase10",
    version,
    about = "Scorekeeper and referee for Phase 10 played with a physical deck",
    long_about = "Scorekeeper and referee for Phase 10 played with a physical deck.\n\n\
        Checks a claimed phase or hit against the rules and explains why not; keeps a \
        session (players, phases, every hand) in one TOML file; scores the cards left in \
        hand; declares the winner with the right tiebreak. Editions: classic, flip, twist, \
        masters.\n\n\
        Cards: R7 B12 G1 Y10 (number with colour), 7 (colour not given), W (Wild), \
        S (Skip), R* (flip Color Side Star), * (flip Wild Side Star). Groups of a claimed \
        phase may be separated by + or |.\n\n\
        Exit codes: 0 valid / found / fits, 1 not valid / not found / does not fit, 2 bad input.",
    after_help = "Examples:\n  phase10 check --phase 2 7 7 7 3 4 W 6\n  phase10 find --phase 1 \"7 7 W 9 9 12 S 3 3 10 11\"\n  phase10 hit --onto \"3 4 5 6\" --as run 7"
)]
pub struct Cli {
    /// Print one JSON object instead of text
    #[arg(long, global = true)]
    pub json: bool,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check a claimed phase: all given cards are laid down
    Check(Claim),
    /// Find the phase in a whole hand: the lay-down leaving the fewest points
    Find(Claim),
    /// Check whether cards can be hit onto a laid group
    Hit(HitArgs),
    /// Print an edition's phase table
    Phases(PhasesArgs),
    /// Write shell completions and the man page (for maintainers)
    #[command(hide = true)]
    Generate(GenerateArgs),
}

#[derive(Debug, Args)]
pub struct Claim {
    /// Edition whose deck and phase table apply
    #[arg(long, default_value = "classic", value_parser = EDITIONS)]
    pub edition: String,
    /// Phase number (1-10) of the edition's table, or a phrase like "1 set of 3 + 1 run of 4"
    #[arg(
        long,
        required_unless_present = "twist_card",
        conflicts_with = "twist_card"
    )]
    pub phase: Option<String>,
    /// Twist phase card number (1-10)
    #[arg(long, value_name = "N")]
    pub twist_card: Option<u8>,
    /// Flip: the side in play
    #[arg(long, value_parser = ["color", "colour", "wild"])]
    pub side: Option<String>,
    /// Natural cards needed: one per phase (printed rule) or one per group (house rule)
    #[arg(long, default_value = "phase", value_parser = ["phase", "group"])]
    pub natural: String,
    /// The cards, as several arguments or one quoted string ("7 7 7 + 3 4 W 6")
    #[arg(required = true, num_args = 1.., value_name = "CARDS")]
    pub cards: Vec<String>,
}

#[derive(Debug, Args)]
pub struct HitArgs {
    /// Edition whose deck applies
    #[arg(long, default_value = "classic", value_parser = EDITIONS)]
    pub edition: String,
    /// Flip: the side in play
    #[arg(long, value_parser = ["color", "colour", "wild"])]
    pub side: Option<String>,
    /// The laid group's cards, in the order laid ("W 4 5 6" is a run 3-6)
    #[arg(long, value_name = "GROUP CARDS")]
    pub onto: String,
    /// What the laid group is
    #[arg(long = "as", value_name = "KIND", value_parser = ["set", "run", "color", "colour", "color-run", "colour-run"])]
    pub kind: String,
    /// The cards to hit, in any order
    #[arg(required = true, num_args = 1.., value_name = "CARD")]
    pub cards: Vec<String>,
}

#[derive(Debug, Args)]
pub struct PhasesArgs {
    /// Edition whose table to print
    #[arg(long, default_value = "classic", value_parser = EDITIONS)]
    pub edition: String,
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Directory holding completions/ and man/
    #[arg(default_value = ".")]
    pub dir: PathBuf,
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_definition_is_consistent() {
        use clap::CommandFactory;
        super::Cli::command().debug_assert();
    }
}
