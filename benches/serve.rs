//! `phase10 serve` under a table's load and past it, the real binary on loopback: the
//! page and the JSON asked for one after another; 200 watchers' event streams open at
//! once (each from an address of its own, as phones are) and the 6 seats' own, the
//! memory each takes, and how long a line said from a phone (a seat's `POST say`) takes
//! to reach every other phone and screen (10 lines, each taken back by the laptop);
//! then the server left idle with the streams open (its CPU time, `PHASE10_IDLE_SECS`,
//! 10 by default).
//!
//!     cargo bench --bench serve

// Figures printed as fractions: a bench's counts are far below f64's 52 bits.
#![allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss
)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const STREAMS: usize = 200;

fn phase10(home: &std::path::Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_phase10"));
    c.env("PHASE10_HOME", home)
        .env("PHASE10_CONFIG", home.join("config.toml"))
        .env("NO_COLOR", "1");
    c
}

fn run(home: &std::path::Path, args: &[&str]) {
    let out = phase10(home).args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {out:?}");
}

/// A connection from `from` on loopback (`127.0.x.y`): a phone of its own.
fn connect_from(from: std::net::Ipv4Addr, to: SocketAddr) -> TcpStream {
    use rustix::net::{AddressFamily, SocketType, bind, connect, ipproto, socket};
    let fd = socket(AddressFamily::INET, SocketType::STREAM, Some(ipproto::TCP)).unwrap();
    bind(&fd, &SocketAddr::new(from.into(), 0)).unwrap();
    connect(&fd, &to).unwrap();
    TcpStream::from(fd)
}

/// The `n`th phone's address on loopback.
fn phone(n: usize) -> std::net::Ipv4Addr {
    std::net::Ipv4Addr::new(127, 0, 1 + (n / 250) as u8, 1 + (n % 250) as u8)
}

/// An event stream at `path` (`/KEY/`), opened from `from`, its first state read.
fn stream(addr: SocketAddr, from: std::net::Ipv4Addr, path: &str) -> BufReader<TcpStream> {
    let mut t = connect_from(from, addr);
    t.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(t, "GET {path}events HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    let mut r = BufReader::new(t);
    next_event(&mut r);
    r
}

fn ask(addr: SocketAddr, request: &str) -> usize {
    let mut s = TcpStream::connect(addr).unwrap();
    s.write_all(request.as_bytes()).unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    assert!(raw.starts_with(b"HTTP/1.1 200"));
    raw.len()
}

/// The process's resident memory, in KiB.
fn rss(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

/// The process's CPU time (user and system), in clock ticks.
fn cpu(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    let after = &stat[stat.rfind(')').unwrap() + 2..];
    let f: Vec<&str> = after.split(' ').collect();
    f[11].parse::<u64>().unwrap() + f[12].parse::<u64>().unwrap()
}

fn next_event(r: &mut BufReader<TcpStream>) {
    let mut line = String::new();
    loop {
        line.clear();
        assert!(r.read_line(&mut line).unwrap() > 0, "the stream ended");
        if line.starts_with("data: ") {
            return;
        }
    }
}

fn percentile(v: &mut [Duration], p: f64) -> Duration {
    v.sort();
    v[((v.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let file = dir.path().join("friday.toml");
    let file = file.to_str().unwrap();
    let six = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];
    run(&home, &["new", "--file", file, "--players", &six.join(",")]);
    for h in 0..30 {
        let out = six[h % 6];
        let points: Vec<String> = six
            .iter()
            .filter(|p| **p != out)
            .map(|p| format!("{p}=50"))
            .collect();
        run(
            &home,
            &[
                "hand",
                "--file",
                file,
                "--out",
                out,
                "--points",
                &points.join(","),
            ],
        );
    }
    let mut server = Server(
        phase10(&home)
            .args(["serve", "--file", file, "--bind", "127.0.0.1:0", "--json"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let pid = server.0.id();
    let mut first = String::new();
    BufReader::new(server.0.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let j: serde_json::Value = serde_json::from_str(&first).unwrap();
    let path_of = |url: &str| {
        let rest = url.strip_prefix("http://").unwrap();
        let (host, path) = rest.split_at(rest.find('/').unwrap());
        (host.parse::<SocketAddr>().unwrap(), path.to_string())
    };
    let (addr, base) = path_of(j["url"].as_str().unwrap());
    let base = base.as_str();
    let seats: Vec<String> = six
        .iter()
        .map(|p| path_of(j["seats"][*p].as_str().unwrap()).1)
        .collect();

    for (what, path) in [("the page", ""), ("state.json", "state.json")] {
        let mut times = Vec::new();
        let mut size = 0;
        for _ in 0..300 {
            let t = Instant::now();
            size = ask(
                addr,
                &format!("GET {base}{path} HTTP/1.1\r\nHost: x\r\n\r\n"),
            );
            times.push(t.elapsed());
        }
        println!(
            "serve, 30 hands/{what} ({size} bytes): median {:?}, p99 {:?}",
            percentile(&mut times, 0.5),
            percentile(&mut times, 0.99)
        );
    }

    let before = rss(pid);
    // The watchers (a TV, the phones of those not seated), each its own address, and
    // the six seats' own pages.
    let mut streams: Vec<BufReader<TcpStream>> = (0..STREAMS)
        .map(|n| stream(addr, phone(n), base))
        .chain(
            seats
                .iter()
                .enumerate()
                .map(|(i, seat)| stream(addr, phone(STREAMS + i), seat)),
        )
        .collect();
    let after = rss(pid);
    println!(
        "serve/{STREAMS} streams open: {} KiB resident before, {} KiB after: {:.1} KiB a stream",
        before,
        after,
        (after.saturating_sub(before)) as f64 / STREAMS as f64
    );

    // A line said from Ann's phone, to the last of every stream (the other phones,
    // the watchers); the laptop takes it back between (not timed).
    let mut last = Vec::new();
    let line = "lay 1 2 3 4 5 6 7 8 9";
    for _ in 0..10 {
        let t = Instant::now();
        let mut said = connect_from(phone(STREAMS + 10), addr);
        write!(
            said,
            "POST {}say HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: {}\r\n\r\n{line}",
            seats[0],
            line.len()
        )
        .unwrap();
        let mut answer = String::new();
        said.read_to_string(&mut answer).unwrap();
        assert!(answer.contains("\"ok\":true"), "{answer}");
        for s in &mut streams {
            next_event(s);
        }
        last.push(t.elapsed());
        run(&home, &["undo", "--file", file]);
        for s in &mut streams {
            next_event(s);
        }
    }
    let all = streams.len();
    println!(
        "serve/a phone's line (POST say, refereed and written) to the last of {all} streams (6 seats, {STREAMS} watchers): median {:?}, worst {:?}",
        percentile(&mut last, 0.5),
        percentile(&mut last, 1.0)
    );

    let secs: u64 = std::env::var("PHASE10_IDLE_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let (c0, t0) = (cpu(pid), Instant::now());
    std::thread::sleep(Duration::from_secs(secs));
    let ticks = cpu(pid) - c0;
    // Clock ticks are 1/100 s on Linux.
    let ms = ticks * 10;
    println!(
        "serve/idle for {:?} with {} streams open: {ms} ms of CPU ({:.2} %)",
        t0.elapsed(),
        streams.len(),
        ms as f64 / t0.elapsed().as_millis() as f64 * 100.0
    );
    drop(streams);
}

/// The server, stopped when the bench ends (or fails).
struct Server(std::process::Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}
