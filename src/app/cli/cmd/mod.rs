//! One module per subcommand, behind one dispatch.

mod check;
mod dealer;
mod doctor;
mod edit;
mod end;
mod export;
mod find;
mod flip;
mod generate;
pub mod hand;
mod history;
mod hit;
mod lay;
pub mod new;
mod phases;
pub mod play;
mod players;
mod rules;
mod serve;
mod sessions;
mod stats;
mod status;
mod sync;
mod table;
mod tables;
pub mod undo;

// What several commands share: the referee's setup, a change under the lock, an answer.
pub mod answer;
pub mod change;
pub mod setup;

use anyhow::Result;

use crate::app::cli::Out;
use crate::app::cli::args::Cli;
use crate::app::cli::args::Command;

pub fn run(cli: Cli) -> Result<Out> {
    let json = cli.json;
    // PHASE10_FILE stands in for --file; set but empty, it means unset.
    let from_env = std::env::var_os("PHASE10_FILE")
        .filter(|v| !v.is_empty())
        .map(std::path::PathBuf::from);
    let file = cli.file.as_deref().or(from_env.as_deref());
    match cli.command {
        Command::New(a) => new::run(&a, file, json),
        Command::Hand(a) => hand::run(&a, file, json),
        Command::Status(a) => status::run(&a, file, json),
        Command::History(h) => history::run(&h, file, json),
        Command::Play(a) if a.plain => play::plain(file, json, a.serve.as_deref()),
        Command::Play(a) => play::run(file, json, false, a.serve.as_deref()),
        Command::Watch(a) => play::run(file, json, true, a.serve.as_deref()),
        Command::Serve(a) => serve::run(&a, file, json),
        Command::Undo => undo::run(file, json, false),
        Command::Redo => undo::run(file, json, true),
        Command::Lay(a) => lay::run(&a, file, json),
        Command::Table => table::run(file, json),
        Command::Flip => flip::run(file, json),
        Command::Dealer(a) => dealer::run(&a, file, json),
        Command::End => end::run(file, json),
        Command::Export(a) => export::run(&a, file, json),
        Command::Stats(a) => stats::run(&a, json),
        Command::Edit(a) => edit::run(&a, file, json),
        Command::Sessions(a) => sessions::run(&a, json),
        Command::Tables(a) => tables::run(&a, file, json),
        Command::Players(a) => players::run(&a, file, json),
        Command::Doctor => doctor::run(file, json),
        Command::Sync(a) => sync::run(&a, json),
        Command::Check(c) => check::run(&c, file, json),
        Command::Find(c) => find::run(&c, file, json),
        Command::Hit(h) if h.on.is_some() => hit::record(&h, file, json),
        Command::Hit(h) => hit::run(&h, file, json),
        Command::Phases(p) => phases::run(&p, file, json),
        Command::Rules(r) => rules::run(&r, file, json),
        Command::Generate(g) => generate::run(&g),
    }
}
