//! `phase10 sync`: the data dir kept in step with the group's other laptops, over git
//! (`--init REMOTE` sets it up, `--status` says what is ahead or behind, `--keep`
//! chooses between a game changed on two laptops and its copy).

use anyhow::Result;

use crate::app::cli::Out;
use crate::app::cli::args::SyncArgs;
use crate::app::core::words::sync as said;
use crate::app::core::{store, sync};

pub fn run(args: &SyncArgs, json: bool) -> Result<Out> {
    let home = store::Home::locate()?;
    if args.status {
        let status = sync::status(&home)?;
        return Ok(if json {
            Out::json(true, &said::status_json(&status))
        } else {
            Out::yes(said::status(&status))
        });
    }
    if let Some(chosen) = &args.keep {
        let kept = sync::keep(&home, chosen)?;
        if let Err(e) = &kept.sync {
            eprintln!("phase10: {}", said::kept_not_shared(e));
        }
        let waiting = kept.sync.as_ref().is_ok_and(|r| !r.waiting.is_empty());
        let out = if json {
            Out::json(!waiting, &said::kept_json(&kept))
        } else {
            Out::answer(!waiting, said::kept(&kept))
        };
        return Ok(out.landed());
    }
    let report = match &args.init {
        Some(remote) => sync::init(&home, remote, args.config),
        None => sync::sync(&home, args.config),
    };
    // Stopped after some files were written: said as it is (the next sync finishes).
    let report = report.map_err(|e| {
        if store::has_landed() {
            anyhow::anyhow!(said::part_way(&e))
        } else {
            anyhow::Error::from(e)
        }
    })?;
    let ok = report.waiting.is_empty();
    let out = if json {
        Out::json(ok, &said::report_json(&report))
    } else {
        Out::answer(ok, said::report(&report))
    };
    Ok(if store::has_landed() {
        out.landed()
    } else {
        out
    })
}
