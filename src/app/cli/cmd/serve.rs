//! `phase10 serve`: the current session (or `--file`) on the local network, read only
//! at the table's address and refereed at each seat's; see [`crate::app::serve`]. The
//! page's address is the first line on standard output (with `--json`, an object
//! holding it and each seat's), then on a terminal a QR code of it (with `--seats`,
//! each seat's in turn); the server
//! runs until Ctrl-C (or SIGTERM, or the terminal's hangup), and then exits 0.

use std::io::{IsTerminal, Write};

use anyhow::Result;

use crate::app::cli::Out;
use crate::app::cli::args::ServeArgs;
use crate::app::core::paint;
use crate::app::core::words::catalogue::Area::Report;
use crate::app::serve;
use crate::app::serve::Source;
use crate::say;

pub fn run(args: &ServeArgs, file: Option<&std::path::Path>, json: bool) -> Result<Out> {
    let addr = serve::address("--bind", args.bind.as_deref())?;
    // Heard from before the address is printed: a Ctrl-C as soon as it shows stops
    // the server as any other.
    let stop = Stop::listen();
    let server = serve::start(
        Source {
            file: file.map(std::path::Path::to_path_buf),
        },
        "--bind",
        addr,
        args.new_seats,
    )?;
    print(&server, json, args.seats).map_err(|e| {
        anyhow::anyhow!(
            "{}",
            say!(Report, "serve-unprinted", "problem" => e.to_string())
        )
    })?;
    stop.wait();
    Ok(Out::yes(String::new()))
}

/// The address, first line on standard output (with `--json`, an object with every
/// seat's link too); on a terminal, its QR code, and with `--seats` each seat's in turn.
fn print(server: &serve::Server, json: bool, seats: bool) -> std::io::Result<()> {
    let url = &server.url;
    let mut out = std::io::stdout().lock();
    if json {
        writeln!(
            out,
            "{}",
            serde_json::json!({ "ok": true, "url": url, "seats": server.seats })
        )?;
        return out.flush();
    }
    writeln!(out, "{url}")?;
    let terminal = std::io::stdout().is_terminal() && std::io::stdin().is_terminal();
    if !seats {
        if std::io::stdout().is_terminal() {
            write!(out, "{}", paint::qr(url))?;
            // The address again under the code, which fills a small terminal.
            writeln!(
                out,
                "{}",
                say!(Report, "serve-phones", "url" => url.as_str())
            )?;
        }
        return out.flush();
    }
    // Each seat's link: one code at a time at a terminal (the next on Enter), so that
    // each player scans their own; elsewhere a line each.
    let count = server.seats.len();
    for (i, (name, link)) in server.seats.iter().enumerate() {
        let name = paint::shown(name);
        if terminal {
            write!(out, "{}", paint::qr(link))?;
            writeln!(
                out,
                "{}",
                say!(
                    Report,
                    "serve-seat",
                    "name" => name.as_ref(),
                    "number" => i + 1,
                    "count" => count,
                    "link" => link.as_str(),
                )
            )?;
            if i + 1 < count {
                write!(out, "{} ", say!(Report, "serve-next-seat"))?;
                out.flush()?;
                let mut line = String::new();
                std::io::stdin().read_line(&mut line)?;
            }
        } else {
            writeln!(out, "{name}: {link}")?;
        }
    }
    if terminal {
        writeln!(
            out,
            "{}",
            say!(Report, "serve-seats-done", "url" => url.as_str())
        )?;
    }
    out.flush()
}

/// Ctrl-C, SIGTERM or the terminal's hangup, listened for.
struct Stop {
    #[cfg(unix)]
    signals: Option<signal_hook::iterator::Signals>,
}

impl Stop {
    fn listen() -> Stop {
        Stop {
            #[cfg(unix)]
            signals: signal_hook::iterator::Signals::new([
                signal_hook::consts::SIGINT,
                signal_hook::consts::SIGTERM,
                signal_hook::consts::SIGHUP,
            ])
            .ok(),
        }
    }

    /// Until one of them comes (elsewhere, Ctrl-C ends the process as it is).
    fn wait(self) {
        #[cfg(unix)]
        if let Some(mut signals) = self.signals {
            let _ = signals.forever().next();
            return;
        }
        loop {
            std::thread::park();
        }
    }
}
