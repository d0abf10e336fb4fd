//! The command-line definition, from which completions and the man page are generated
//! (`phase10 generate`). The names a shell completes as the program knows them (players,
//! sessions, tables) come from [`crate::app::cli::complete`].

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use clap_complete::ArgValueCompleter;

pub const EDITIONS: [&str; 4] = ["classic", "flip", "twist", "masters"];

#[derive(Debug, Parser)]
#[command(
    name = "phase10",
    version = crate::app::cli::VERSION,
    about = "Scorekeeper and referee for Phase 10 played with a physical deck",
    long_about = "Scorekeeper and referee for Phase 10 played with a physical deck.\n\n\
        Start here: phase10 play (the evening at one screen: it starts the first game, \
        referees each lay and hit as the table says it, and ends each hand row by row; \
        --serve puts it on the phones).\n\n\
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
    #[arg(long, global = true, help_heading = "Global options")]
    pub json: bool,

    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        value_name = "PATH",
        help = "Session file to use instead of the current session [env: PHASE10_FILE]"
    )]
    pub file: Option<PathBuf>,

    // The doc comment is the --help text, where backticks would show.
    #[allow(clippy::doc_markdown)]
    /// Colour: auto (on a terminal, unless NO_COLOR is set), always or never [env:
    /// PHASE10_COLOR; set but empty means unset] [default: auto]
    #[arg(
        long,
        global = true,
        value_name = "WHEN",
        help_heading = "Global options"
    )]
    pub color: Option<crate::app::core::paint::When>,

    // The doc comment is the --help text, where backticks would show.
    #[allow(clippy::doc_markdown)]
    /// Language: en (English) or de (Deutsch) [default: the table's, else the config's
    /// language, else LC_ALL, LC_MESSAGES or LANG]
    #[arg(
        long,
        global = true,
        value_name = "LANG",
        help_heading = "Global options",
        value_parser = language
    )]
    pub lang: Option<crate::app::core::words::language::Language>,

    #[command(subcommand)]
    pub command: Command,
}

/// A language the program speaks, named by its tag, a locale or its name.
fn language(typed: &str) -> Result<crate::app::core::words::language::Language, String> {
    crate::app::core::words::language::Language::named(typed)
        .ok_or_else(|| "use en (English) or de (Deutsch)".to_string())
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
    /// The table's rules card: edition, variation, house rules, the phases, and what the
    /// table keeps for itself (who a Skip hits)
    Rules(RulesArgs),
    /// Start a session (asks for edition, players and variation when given no flags)
    New(NewArgs),
    /// Record one hand (asks on a terminal; fully by flags for scripts)
    Hand(HandArgs),
    /// Standings: phases, scores, dealer, leader, winner
    Status(StatusArgs),
    /// One row per hand, like the paper score pad (--chart: the running totals drawn)
    History(HistoryArgs),
    /// The players at the table: list them, or rename one (everywhere the session names
    /// them; undo takes it back)
    Players(PlayersArgs),
    /// The table screen: the whole evening in one window, typed as a table talks
    /// (ann lay 7 7 7 + 9 9 W, bob hit 7 on ann.1, out bob; ? shows the words)
    Play(PlayArgs),
    /// The table screen, read only: for a second screen or a TV
    Watch(WatchArgs),
    /// The session on the local network, for the phones and the TV: prints the page's
    /// address (and a QR code of it on a terminal), read only; each player's own seat,
    /// refereed, with --seats; Ctrl-C stops
    Serve(ServeArgs),
    /// Take back the last change (a hand, an edit, a play, a player sitting down or
    /// getting up, the end; in the data dir, a new session)
    Undo,
    /// Bring back what undo took back (several steps deep, until a new change)
    Redo,
    /// Record a phase laid in the hand being played, checked as it is laid
    Lay(LayArgs),
    /// Show the laid groups of the hand being played
    Table,
    /// Flip: a Flip card was discarded; the side in play turns (an action, with --json
    /// too: the side in play is asked with phase10 status or table)
    Flip,
    /// Who deals the hand being played, where it is not the one in turn: the deal goes
    /// on from them (phase10 undo takes it back; hand --dealer says it at the end)
    Dealer(DealerArgs),
    /// End the game early, when the evening runs out: the furthest on wins, then the
    /// fewest points (phase10 undo takes it back)
    End,
    /// The score sheet of the current (or named) session, as CSV, JSON or Markdown, or the
    /// play for BG Stats (a file, or the link a phone opens)
    Export(ExportArgs),
    /// Across every session in the data dir: games, wins, hands, head-to-head
    Stats(StatsArgs),
    /// Change hand N: only what the flags give (the rest kept), or at prompts that start from
    /// the recorded answers; every later hand is replayed and re-checked
    Edit(EditArgs),
    /// List sessions, switch the current one, remove one
    Sessions(SessionsArgs),
    /// The regulars: tables that meet again (new --table NAME), kept in the config
    Tables(TablesArgs),
    /// Check a session file and explain what is wrong with it
    Doctor,
    /// Keep the data dir in step with the group's other laptops, over git: commit what
    /// changed here, take in what changed there, send (sync --init REMOTE sets it up)
    Sync(SyncArgs),
    /// Write shell completions and the man page (for maintainers)
    #[command(hide = true)]
    Generate(GenerateArgs),
}

#[derive(Debug, Args)]
pub struct Claim {
    /// Edition whose deck and phase table apply [default: the session's, else classic]
    #[arg(long, value_parser = EDITIONS)]
    pub edition: Option<String>,
    /// Check against this player's phase in the hand being played
    #[arg(long, value_name = "NAME", conflicts_with_all = ["phase", "twist_card"], add = ArgValueCompleter::new(crate::app::cli::complete::players))]
    pub player: Option<String>,
    /// Phase number (1-10) of the edition's table, or a phrase like "1 set of 3 + 1 run of 4"
    #[arg(
        long,
        required_unless_present_any = ["twist_card", "player"],
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
    /// [default: the session's, else phase]
    #[arg(long, value_parser = ["phase", "group"])]
    pub natural: Option<String>,
    /// House rule: a run may go on from 12 to 1 ("11 12 1 2"); --runs-wrap=false asks
    /// as printed [default: the session's, else runs stop at 12]
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_missing_value = "true")]
    pub runs_wrap: Option<bool>,
    /// The cards, as several arguments or one quoted string ("7 7 7 + 3 4 W 6")
    #[arg(required = true, num_args = 1.., value_name = "CARDS")]
    pub cards: Vec<String>,
}

#[derive(Debug, Args, Clone, Default)]
pub struct NewArgs {
    /// Edition
    #[arg(long, value_parser = EDITIONS)]
    pub edition: Option<String>,
    /// Players in seating order, comma-separated ("Ann,Bob,Cy")
    #[arg(long, value_name = "NAMES")]
    pub players: Option<String>,
    /// Who deals the first hand (default: the first player)
    #[arg(long, value_name = "NAME")]
    pub dealer: Option<String>,
    /// Variation (a): ten hands, everyone advances every hand, lowest total wins
    #[arg(long, conflicts_with_all = ["phases", "even_phases"])]
    pub ten_hands: bool,
    /// Variation (b): the first to complete N phases wins
    #[arg(long, value_name = "N", conflicts_with = "even_phases")]
    pub phases: Option<u8>,
    /// Variation (c): only the even phases 2, 4, 6, 8, 10
    #[arg(long)]
    pub even_phases: bool,
    /// House rule: natural cards needed per phase (printed rule) or per group
    #[arg(long, value_parser = ["phase", "group"])]
    pub natural: Option<String>,
    /// Twist: the board's spaces (default "1 2 T 3 4 T 5 6 T 7 8 T 9 10")
    #[arg(long, value_name = "SPACES")]
    pub board: Option<String>,
    /// Twist house rule: cards left count their face value in the tiebreak
    #[arg(long, value_parser = ["value", "face"])]
    pub twist_tiebreak: Option<String>,
    /// House rule: going out by discarding the last card only ("discard": no one puts
    /// down all 11), or either way (any)
    #[arg(long, value_parser = ["any", "discard"])]
    pub go_out: Option<String>,
    /// Twist house rule: any move past the Phase 10 space finishes the board (any), or
    /// only Phase 10 made or a 2- or 3-space move from just before it (barrier)
    #[arg(long, value_parser = ["barrier", "any"])]
    pub twist_pass: Option<String>,
    /// House rule: a run may go on from 12 to 1 ("11 12 1 2"); as printed, runs stop
    /// at 12 (--runs-wrap=false, where a --table plays it)
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_missing_value = "true")]
    pub runs_wrap: Option<bool>,
    /// The table's own phases, played in order (classic, flip): 1 to 20 in the
    /// rulebook's words separated by ';' ("1 set of 5; 1 run of 9"), or a list's name:
    /// even, masters, flip, twist-cards
    #[arg(long, value_name = "PHASES")]
    pub phase_list: Option<String>,
    /// Session name (default: today's date; with --table, the table's name and the date)
    #[arg(long)]
    pub name: Option<String>,
    /// The regulars' table in the config: its players, edition and house rules, each
    /// unless a flag here says otherwise
    #[arg(long, value_name = "NAME", conflicts_with = "again", add = ArgValueCompleter::new(crate::app::cli::complete::tables))]
    pub table: Option<String>,
    /// The next game of the current session's table: same players and seats, edition,
    /// variation and house rules; the first dealer moves one seat on (or --dealer)
    #[arg(long, conflicts_with_all = ["edition", "players", "ten_hands", "phases", "even_phases", "natural", "board", "twist_tiebreak", "go_out", "twist_pass", "runs_wrap", "phase_list"])]
    pub again: bool,
    /// With --again: start the next game though the current one has no winner yet
    #[arg(long, requires = "again")]
    pub force: bool,
}

#[derive(Debug, Args, Default, Clone)]
pub struct HandArgs {
    /// Who dealt this hand, where it was not the one in turn (the deal goes on from them)
    #[arg(long, value_name = "NAME", add = ArgValueCompleter::new(crate::app::cli::complete::players))]
    pub dealer: Option<String>,
    /// Who went out
    #[arg(long, value_name = "NAME", add = ArgValueCompleter::new(crate::app::cli::complete::players))]
    pub out: Option<String>,
    /// Who made their phase (the one who went out has made it)
    #[arg(long, value_name = "NAMES", value_delimiter = ',')]
    pub made: Vec<String>,
    /// Cards left in a player's hand: NAME="CARDS"
    #[arg(long, value_name = "NAME=CARDS")]
    pub left: Vec<String>,
    /// Points left in a player's hand: NAME=N (or a list: Bob=50,Cy=25)
    #[arg(long, value_name = "NAME=N")]
    pub points: Vec<String>,
    /// The phase a player laid, checked against their phase: NAME="CARDS + CARDS"
    #[arg(long, value_name = "NAME=CARDS")]
    pub laid: Vec<String>,
    /// Flip: the side in play when the hand ended
    #[arg(long, value_parser = ["color", "colour", "wild"])]
    pub side: Option<String>,
    /// Masters: the phase card a player attempted: NAME=N
    #[arg(long, value_name = "NAME=N")]
    pub attempt: Vec<String>,
    /// Masters: the card a player saved: NAME=CARD
    #[arg(long, value_name = "NAME=CARD")]
    pub save: Vec<String>,
    /// Masters: saved cards a player drew back: NAME=CARDS
    #[arg(long, value_name = "NAME=CARDS")]
    pub unsave: Vec<String>,
    /// Twist: the phase chosen on a Twist space: NAME=N
    #[arg(long, value_name = "NAME=N")]
    pub choose: Vec<String>,
    /// Twist: the Twist card drawn on a Twist space: NAME=N
    #[arg(long, value_name = "NAME=N")]
    pub twist_card: Vec<String>,
    /// A hand played live, ended short of its plays: these players' last cards were hit
    /// without being typed (who went out put down the rest so)
    #[arg(long, value_name = "NAMES", value_delimiter = ',', add = ArgValueCompleter::new(crate::app::cli::complete::players))]
    pub untyped: Vec<String>,
}

#[derive(Debug, Args, Default)]
pub struct PlayArgs {
    /// The same words line by line, each answer printed as a line of text (no screen):
    /// for a screen reader, a braille display, or a log
    #[arg(long)]
    pub plain: bool,
    /// Serve the session read only to the phones beside the screen (as phase10 serve;
    /// ? shows the address): --serve, or --serve=ADDR:PORT
    #[arg(long, value_name = "ADDR:PORT", num_args = 0..=1, require_equals = true, default_missing_value = "")]
    pub serve: Option<String>,
}

#[derive(Debug, Args, Default)]
pub struct WatchArgs {
    /// Serve the session read only to the phones beside the screen (as phase10 serve;
    /// ? shows the address): --serve, or --serve=ADDR:PORT
    #[arg(long, value_name = "ADDR:PORT", num_args = 0..=1, require_equals = true, default_missing_value = "")]
    pub serve: Option<String>,
}

#[derive(Debug, Args, Default)]
pub struct ServeArgs {
    /// Where to listen [default: this machine's address on its network, port 8910];
    /// 127.0.0.1:0 takes a free port on this machine only
    #[arg(long, value_name = "ADDR:PORT")]
    pub bind: Option<String>,
    /// Show each seated player's own link to their seat, as a QR code in turn (Enter
    /// shows the next), for the host to hand round the table
    #[arg(long)]
    pub seats: bool,
    /// New seat links all round (the old ones stop working), as after a phone lost
    #[arg(long)]
    pub new_seats: bool,
}

#[derive(Debug, Args)]
pub struct StatusArgs {
    /// Masters: show the save piles (private at the table)
    #[arg(long)]
    pub show_saved: bool,
}

#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// Draw each player's running total hand by hand (Twist: the board space), 80
    /// columns wide
    #[arg(long)]
    pub chart: bool,
}

#[derive(Debug, Args)]
pub struct EditArgs {
    /// The hand to re-enter (1 is the first)
    pub number: usize,
    #[command(flatten)]
    pub hand: HandArgs,
}

#[derive(Debug, Args)]
pub struct SessionsArgs {
    #[command(subcommand)]
    pub action: Option<SessionsAction>,
}

#[derive(Debug, Args)]
pub struct TablesArgs {
    #[command(subcommand)]
    pub action: Option<TablesAction>,
}

#[derive(Debug, Subcommand)]
pub enum TablesAction {
    /// List the tables in the config (the default)
    List,
    /// Keep the current session's table (its players at the table, edition, variation
    /// and house rules) as NAME, for phase10 new --table NAME
    Save {
        /// The table's name
        name: String,
        /// Replace a table of that name with other players or another edition
        #[arg(long)]
        force: bool,
    },
    /// Take a table out of the config
    Remove {
        /// The table's name
        #[arg(add = ArgValueCompleter::new(crate::app::cli::complete::tables))]
        name: String,
    },
}

#[derive(Debug, Args)]
pub struct PlayersArgs {
    #[command(subcommand)]
    pub action: Option<PlayersAction>,
}

#[derive(Debug, Subcommand)]
pub enum PlayersAction {
    /// List the players in seat order (the default)
    List,
    /// A player sits down: from the next hand, at phase 1, on the table's highest total
    /// (sitting out is no head start), or again after getting up, where they were
    Add {
        /// The new player's name
        name: String,
        /// The seat to take (1-based; the others move one on); default: the last
        #[arg(long, value_name = "N")]
        seat: Option<usize>,
    },
    /// A player gets up: they play no more hands; their standing stays on the pad
    Remove {
        /// The player as typed at the table (a start of the name, or the seat number)
        #[arg(add = ArgValueCompleter::new(crate::app::cli::complete::players))]
        name: String,
    },
    /// Rename a player: in the players, and in every hand and play of the session
    Rename {
        /// The player as typed at the table (a start of the name, or the seat number)
        #[arg(add = ArgValueCompleter::new(crate::app::cli::complete::players))]
        old: String,
        /// The new name
        new: String,
    },
}

#[derive(Debug, Subcommand)]
pub enum SessionsAction {
    /// List the sessions in the data directory (the default)
    List,
    /// Make a session the current one
    Switch {
        /// Session name
        #[arg(add = ArgValueCompleter::new(crate::app::cli::complete::sessions))]
        name: String,
    },
    /// Delete a session file
    Remove {
        /// Session name
        #[arg(add = ArgValueCompleter::new(crate::app::cli::complete::sessions))]
        name: String,
        /// Do not ask for confirmation
        #[arg(long)]
        yes: bool,
    },
}

#[derive(Debug, Args)]
pub struct HitArgs {
    /// Edition whose deck applies [default: the session's, else classic]
    #[arg(long, value_parser = EDITIONS, conflicts_with = "on")]
    pub edition: Option<String>,
    /// Flip: the side in play [default: the session's side in play]
    #[arg(long, value_parser = ["color", "colour", "wild"], conflicts_with = "on")]
    pub side: Option<String>,
    /// A laid group's cards, in the order laid ("W 4 5 6" is a run 3-6): only check
    #[arg(long, value_name = "GROUP CARDS", conflicts_with = "on")]
    pub onto: Option<String>,
    /// What the --onto group is
    #[arg(long = "as", value_name = "KIND", value_parser = ["set", "run", "color", "colour", "color-run", "colour-run"], requires = "onto")]
    pub kind: Option<String>,
    /// With --onto, house rule: a run may go on from 12 to 1 ("11 12 1 2");
    /// --runs-wrap=false asks as printed [default: the session's, else runs stop at 12]
    #[arg(long, conflicts_with = "on", value_name = "BOOL", num_args = 0..=1, require_equals = true, default_missing_value = "true")]
    pub runs_wrap: Option<bool>,
    /// Record a hit in the hand being played: NAME puts CARDs onto OWNER's group N
    /// (1-based, in laid order; .N may be left out when only one group takes them)
    #[arg(long, value_name = "OWNER[.N]", add = ArgValueCompleter::new(crate::app::cli::complete::groups))]
    pub on: Option<String>,
    /// With --onto: the cards to hit, in any order. With --on: NAME, then the cards
    #[arg(required = true, num_args = 1.., value_name = "[NAME] CARD")]
    pub cards: Vec<String>,
}

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Only this edition's games
    #[arg(long, value_parser = EDITIONS)]
    pub edition: Option<String>,
    /// Only games started on or after this date (YYYY-MM-DD)
    #[arg(long, value_name = "DATE")]
    pub since: Option<String>,
    /// Only this player (any case), with their biggest rival and nemesis
    #[arg(long, value_name = "NAME", add = ArgValueCompleter::new(crate::app::cli::complete::players))]
    pub player: Option<String>,
    /// Each player's rating, from every finished game in the order played (Weng-Lin)
    #[arg(long)]
    pub ratings: bool,
    /// Only this season's games: a year (2026), a quarter (2026-Q4), or a season named
    /// in the config ([season.NAME] with from and to)
    #[arg(long, value_name = "SEASON")]
    pub season: Option<String>,
    /// Each season's champion: every year played, and the config's named seasons
    #[arg(long, conflicts_with_all = ["season", "ratings", "player"])]
    pub seasons: bool,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// A session in the data dir [default: the current one, or --file]
    #[arg(add = ArgValueCompleter::new(crate::app::cli::complete::sessions))]
    pub name: Option<String>,
    /// csv: one row per hand per player; json: settings, players, hands, standings;
    /// markdown: the score pad as a table for a chat; bgstats: the finished game as a
    /// BG Stats play file (.bgsplay: open it on the phone to import the play)
    #[arg(long, default_value = "csv", value_parser = ["csv", "json", "markdown", "bgstats"])]
    pub format: String,
    /// With --format bgstats: print the BG Stats push link instead, in its https://
    /// form (opened on a phone with BG Stats, it shows the import dialog)
    #[arg(long)]
    pub link: bool,
    /// With --link: web gives the https:// link (chat apps make it clickable), app the
    /// app's own bgstats:// one
    #[arg(long, value_name = "SCHEME", requires = "link", default_value = "web", value_parser = ["web", "app"])]
    pub scheme: String,
    /// With --format bgstats: every finished game of the season in the data dir as one
    /// play file: a year (2026), a quarter (2026-Q4), or a season named in the config
    #[arg(long, value_name = "SEASON", conflicts_with_all = ["name", "link", "all"])]
    pub season: Option<String>,
    /// With --format bgstats: every finished game in the data dir as one play file
    #[arg(long, conflicts_with_all = ["name", "link"])]
    pub all: bool,
    /// Write to this file instead of standard output
    #[arg(long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct SyncArgs {
    /// Set the data dir up to keep in step with REMOTE: a path (an empty repository is
    /// made there, e.g. on a drive), or a file://, ssh or https address of a repository
    #[arg(long, value_name = "REMOTE", conflicts_with_all = ["status", "keep"])]
    pub init: Option<String>,
    /// Say what is ahead (changed here, to send) and behind (changed elsewhere, to
    /// receive), and any copy waiting; changes nothing here
    #[arg(long, conflicts_with_all = ["keep", "config"])]
    pub status: bool,
    /// A game changed on two laptops between syncs: NAME keeps it as it is here,
    /// NAME@LAPTOP takes that laptop's copy in its place; the other copies go; then sync
    #[arg(long, value_name = "NAME", add = ArgValueCompleter::new(crate::app::cli::complete::copies))]
    pub keep: Option<String>,
    /// Keep the config's regular tables and seasons in step too (from now on, on this
    /// laptop)
    #[arg(long)]
    pub config: bool,
}

#[derive(Debug, Args)]
pub struct DealerArgs {
    /// The player dealing this hand
    #[arg(add = ArgValueCompleter::new(crate::app::cli::complete::players))]
    pub name: String,
}

#[derive(Debug, Args)]
pub struct LayArgs {
    /// The player laying their phase
    #[arg(add = ArgValueCompleter::new(crate::app::cli::complete::players))]
    pub name: String,
    /// The phase's cards, groups split by + or | if you like; a wild's value may be
    /// typed (W=5)
    #[arg(required = true, num_args = 1.., value_name = "CARDS")]
    pub cards: Vec<String>,
    /// Twist, on a Twist space: the phase chosen beside it
    #[arg(long, value_name = "N", conflicts_with_all = ["twist_card", "attempt"])]
    pub choose: Option<u8>,
    /// Twist, on a Twist space: the Twist card drawn
    #[arg(long, value_name = "N", conflicts_with = "attempt")]
    pub twist_card: Option<u8>,
    /// Masters: the phase card laid
    #[arg(long, value_name = "N")]
    pub attempt: Option<u8>,
}

#[derive(Debug, Args)]
pub struct PhasesArgs {
    /// Edition whose table to print [default: the session's, else classic]
    #[arg(long, value_parser = EDITIONS)]
    pub edition: Option<String>,
}

#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The edition's card as printed, not the session's [default: the session's, else
    /// classic]
    #[arg(long, value_parser = EDITIONS)]
    pub edition: Option<String>,
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
        crate::app::cli::args::Cli::command().debug_assert();
    }
}
