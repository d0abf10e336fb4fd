//! `phase10 serve`: the session read only on the local network, for the phones and the
//! TV at the table. One secret path holds three things: the page (`/SECRET/`), the state
//! as JSON (`/SECRET/state.json`) and an event stream (`/SECRET/events`) that sends the
//! state on connect and again within a second of any change, however it was made.
//!
//! Safe by construction: GET and HEAD only (anything else is 405 and nothing is read
//! past the request's head); any other path is 404, and no file but the session is ever
//! read; at most [`MAX_CONNECTIONS`] connections, a request's head at most
//! [`MAX_HEAD`] bytes and [`HEAD_TIME`] to arrive; a stream that takes nothing for
//! [`WRITE_TIME`] is dropped. The HTTP is the few lines these three answers need (std's
//! sockets, a thread per connection with a small stack), not a framework: the bounds
//! above are the whole of what a server crate would add here.

mod page;

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, TcpStream, UdpSocket};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use crate::app::core::store;
use crate::app::core::watch::{Stamp, Watch};

/// The port a table's address uses unless `--bind` says another.
pub const PORT: u16 = 8910;
/// Connections open at once (each stream is one); more are told 503 and closed.
pub const MAX_CONNECTIONS: usize = 512;
/// The most bytes of a request's head (its line and headers).
pub const MAX_HEAD: usize = 8 * 1024;
/// The time a request's head has to arrive in whole.
pub const HEAD_TIME: Duration = Duration::from_secs(10);
/// A write that takes longer ends the connection (a phone gone to sleep).
pub const WRITE_TIME: Duration = Duration::from_secs(5);
/// A stream with nothing new says so this often (a comment line), which finds the
/// phones that have gone.
const KEEP_ALIVE: Duration = Duration::from_secs(5);
/// A stream ends after this long, and the browser asks again within a second (its
/// `retry`): a client that opens a stream and never reads holds its place no longer.
pub const STREAM_TIME: Duration = Duration::from_secs(120);
/// How often the file's size and time are looked at besides the folder's events.
const TICK: Duration = Duration::from_millis(400);

/// The session served: one file, or the data dir's current session (followed when
/// `new` moves it on).
#[derive(Debug, Clone)]
pub struct Source {
    pub file: Option<PathBuf>,
}

impl Source {
    fn path(&self) -> Result<PathBuf> {
        Ok(store::resolve(self.file.as_deref())?)
    }

    /// The name the page shows: the file's name, or the current session's.
    fn title(&self, path: &Path) -> String {
        let stem = path
            .file_name()
            .map(|n| n.to_string_lossy().trim_end_matches(".toml").to_string());
        if self.file.is_none() {
            store::Home::locate()
                .ok()
                .and_then(|h| h.current())
                .or(stem)
                .unwrap_or_default()
        } else {
            stem.unwrap_or_default()
        }
    }
}

/// What is served now: the page and the JSON of one state, and its number.
struct Snapshot {
    version: u64,
    page: Arc<str>,
    json: Arc<str>,
}

/// The state every connection reads, and the wake for the streams.
struct Hub {
    now: Mutex<Arc<Snapshot>>,
    changed: Condvar,
    open: AtomicUsize,
    /// The nonce of the page's one script, which the page's policy allows.
    nonce: String,
}

impl Hub {
    fn current(&self) -> Arc<Snapshot> {
        Arc::clone(
            &self
                .now
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        )
    }

    fn publish(&self, snap: Snapshot) {
        *self
            .now
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Arc::new(snap);
        self.changed.notify_all();
    }

    /// The state once it is newer than `seen`, or `None` after `wait`.
    fn newer(&self, seen: u64, wait: Duration) -> Option<Arc<Snapshot>> {
        let guard = self
            .now
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let (guard, _) = self
            .changed
            .wait_timeout_while(guard, wait, |s| s.version <= seen)
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        (guard.version > seen).then(|| Arc::clone(&guard))
    }
}

/// A server running in its own threads until the process ends.
pub struct Server {
    pub url: String,
}

/// The address `flag` (`--bind`, `--serve`) names, or where it is not given the
/// machine's address on its network at [`PORT`] (loopback where it has none). Given
/// but empty (a script's unset variable) is refused, never taken for the default.
pub fn address(flag: &str, given: Option<&str>) -> Result<SocketAddr> {
    match given.map(str::trim) {
        Some("") => Err(anyhow::anyhow!(
            "{flag}: give an address and port, like 192.168.1.20:8910, or 127.0.0.1:0 for a free port on this machine only (leave {flag} out for this machine's network address)"
        )),
        Some(b) => b.parse().map_err(|_| {
            anyhow::anyhow!(
                "{flag} {b}: not an address and port; give one like 192.168.1.20:8910, or 127.0.0.1:0 for a free port on this machine only"
            )
        }),
        None => Ok(SocketAddr::new(
            lan_address().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST)),
            PORT,
        )),
    }
}

/// The machine's address on its local network: the one a packet to the outside would
/// leave from (a UDP socket connected sends nothing).
fn lan_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

/// Starts serving `source` at `addr`: the session is read once (a file that does not
/// load is refused before anything listens), the socket bound, and the threads started.
pub fn start(source: Source, flag: &str, addr: SocketAddr) -> Result<Server> {
    let path = source.path()?;
    // (What the file looked like before it was read: a change made meanwhile is seen.)
    let read_at = Stamp::of(&path);
    let loaded = store::load(&path)?;
    let listener = TcpListener::bind(addr).map_err(|e| {
        let fix = if e.kind() == std::io::ErrorKind::AddrInUse {
            format!("it is in use; {flag} {}:0 takes a free port", addr.ip())
        } else {
            format!("{e}; {flag} 127.0.0.1:0 serves this machine only")
        };
        anyhow::anyhow!("serve: cannot listen on {addr}: {fix}")
    })?;
    let local = listener
        .local_addr()
        .context("serve: the address listened on")?;
    let shown = if local.ip().is_unspecified() {
        SocketAddr::new(
            lan_address().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST)),
            local.port(),
        )
    } else {
        local
    };
    let secret = secret();
    // The page's script nonce: random of its own (it is sent to anyone who asks).
    let nonce = self::secret();
    let url = format!("http://{shown}/{secret}/");
    let mut follower = Follower {
        source,
        nonce: nonce.clone(),
        version: 0,
        last: None,
    };
    let hub = Arc::new(Hub {
        now: Mutex::new(Arc::new(follower.snapshot(&path, Ok(loaded)))),
        changed: Condvar::new(),
        open: AtomicUsize::new(0),
        nonce,
    });
    {
        let hub = Arc::clone(&hub);
        spawn("phase10 serve: follow", move || {
            follower.run(&hub, path, read_at);
        })?;
    }
    let prefix = format!("/{secret}/");
    spawn("phase10 serve: accept", move || {
        accept(&listener, &hub, &prefix);
    })?;
    Ok(Server { url })
}

fn spawn(name: &str, f: impl FnOnce() + Send + 'static) -> Result<()> {
    std::thread::Builder::new()
        .name(name.into())
        .stack_size(256 * 1024)
        .spawn(f)
        .with_context(|| format!("{name}: cannot start a thread"))?;
    Ok(())
}

/// 128 random bits as 22 letters and digits, from the OS (`/dev/urandom`), else from
/// std's randomly keyed hasher.
fn secret() -> String {
    const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut bytes = [0u8; 16];
    let from_os = std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(&mut bytes))
        .is_ok();
    if !from_os {
        use std::hash::{BuildHasher, Hasher};
        for (i, chunk) in bytes.chunks_mut(8).enumerate() {
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_usize(i);
            h.write_u128(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos()),
            );
            h.write_u32(std::process::id());
            chunk.copy_from_slice(&h.finish().to_le_bytes());
        }
    }
    let mut n = u128::from_le_bytes(bytes);
    (0..22)
        .map(|_| {
            let d = (n % 62) as usize;
            n /= 62;
            char::from(DIGITS[d])
        })
        .collect()
}

/// Follows the session: the folder watched (as the screen does) and the file looked at
/// on every tick; each change read, rendered once, and published to every connection.
struct Follower {
    source: Source,
    nonce: String,
    version: u64,
    /// The last state that replayed, kept while the file does not (a hand edit half done).
    last: Option<store::Loaded>,
}

impl Follower {
    fn run(&mut self, hub: &Hub, mut path: PathBuf, read_at: Option<Stamp>) {
        let (wake, woken) = channel();
        let mut watch = Watch::new(&path, read_at, wake.clone(), || ());
        loop {
            if let Err(RecvTimeoutError::Disconnected) = woken.recv_timeout(TICK) {
                return;
            }
            // The data dir's current session moved on (`new`): follow it.
            if let Ok(now) = self.source.path()
                && now != path
            {
                path = now;
                let read_at = Stamp::of(&path);
                watch = Watch::new(&path, read_at, wake.clone(), || ());
                // Another session: the last one's state is no part of it.
                self.last = None;
                let snap = self.snapshot(&path, store::load(&path).map_err(Into::into));
                hub.publish(snap);
                continue;
            }
            // A folder event for another file, or a tick with nothing moved.
            if !watch.changed() {
                continue;
            }
            let snap = self.snapshot(&path, store::load(&path).map_err(Into::into));
            hub.publish(snap);
        }
    }

    /// The page and the JSON of what `loaded` is (or, where it failed, of the last
    /// state that loaded, with why).
    fn snapshot(&mut self, path: &Path, loaded: Result<store::Loaded>) -> Snapshot {
        self.version += 1;
        let mut undone = None;
        let problem = match loaded {
            Ok(l) => {
                // An undo: what it took back, said to the phones.
                undone = self.last.as_ref().and_then(|was| {
                    crate::app::core::words::taken_back(was.session(), &was.state, l.session())
                });
                self.last = Some(l);
                None
            }
            // Where the file is on the laptop is no one else's business: its name only.
            Err(e) => Some(
                format!("{e:#}").replace(
                    &path.display().to_string(),
                    &path
                        .file_name()
                        .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
                ),
            ),
        };
        let title = self.source.title(path);
        let state = self.last.as_ref().map(|l| (l.session(), &l.state));
        let mut json = match state {
            Some((session, standings)) => page::state(session, standings),
            None => serde_json::json!({}),
        };
        // (Cut as the terminal cuts it: a name of millions of characters in a file
        // that does not read is not sent whole to every phone on every change.)
        let problem = problem.map(|p| crate::app::core::paint::cut_echoes(&p));
        if let Some(p) = &problem {
            json["problem"] = p.as_str().into();
        }
        if let Some(u) = &undone {
            json["taken_back"] = u.as_str().into();
        }
        let page = page::render(&page::Seen {
            title: &title,
            state,
            problem: problem.as_deref(),
            undone: undone.as_deref(),
            version: self.version,
            nonce: &self.nonce,
        });
        Snapshot {
            version: self.version,
            page: page.into(),
            // The one JSON printer: DEL and the C1 controls escaped, as every --json.
            json: crate::app::core::paint::json(&json, false).into(),
        }
    }
}

fn accept(listener: &TcpListener, hub: &Arc<Hub>, prefix: &str) {
    for stream in listener.incoming() {
        let Ok(mut stream) = stream else {
            // Out of descriptors or a connection reset before it was taken: go on.
            std::thread::sleep(Duration::from_millis(10));
            continue;
        };
        if hub.open.load(Ordering::SeqCst) >= MAX_CONNECTIONS {
            let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
            let _ = respond(
                hub,
                &mut stream,
                503,
                "text/plain",
                b"too many connections\n",
                false,
                "",
            );
            continue;
        }
        hub.open.fetch_add(1, Ordering::SeqCst);
        let (mine, prefix) = (Arc::clone(hub), prefix.to_string());
        let started = std::thread::Builder::new()
            .name("phase10 serve: connection".into())
            .stack_size(64 * 1024)
            .spawn(move || {
                let _ = connection(stream, &mine, &prefix);
                mine.open.fetch_sub(1, Ordering::SeqCst);
            });
        if started.is_err() {
            // No thread to be had: the connection is dropped, its count given back.
            hub.open.fetch_sub(1, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

/// What a request's head turned out to be.
enum Head {
    Whole(String),
    TooLarge,
    TooSlow,
    Gone,
}

/// Reads a request's head (up to the blank line), within [`MAX_HEAD`] and [`HEAD_TIME`].
fn read_head(stream: &mut TcpStream) -> Head {
    let deadline = Instant::now() + HEAD_TIME;
    let mut buf = Vec::with_capacity(1024);
    let mut chunk = [0u8; 1024];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return Head::TooSlow;
        }
        match stream.read(&mut chunk) {
            Ok(0) => return Head::Gone,
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return Head::TooSlow;
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return Head::Gone,
        }
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            if end + 4 > MAX_HEAD {
                return Head::TooLarge;
            }
            buf.truncate(end);
            return Head::Whole(String::from_utf8_lossy(&buf).into_owned());
        }
        if buf.len() > MAX_HEAD {
            return Head::TooLarge;
        }
    }
}

fn connection(mut stream: TcpStream, hub: &Hub, prefix: &str) -> std::io::Result<()> {
    stream.set_write_timeout(Some(WRITE_TIME))?;
    let head = match read_head(&mut stream) {
        Head::Whole(h) => h,
        Head::TooLarge => {
            return respond(
                hub,
                &mut stream,
                431,
                "text/plain",
                b"request too large\n",
                false,
                "",
            );
        }
        Head::TooSlow => {
            return respond(
                hub,
                &mut stream,
                408,
                "text/plain",
                b"request too slow\n",
                false,
                "",
            );
        }
        Head::Gone => return Ok(()),
    };
    let line = head.lines().next().unwrap_or_default();
    let mut words = line.split(' ');
    let (method, target) = (
        words.next().unwrap_or_default(),
        words.next().unwrap_or_default(),
    );
    let only_head = match method {
        "GET" => false,
        "HEAD" => true,
        _ => {
            return respond(
                hub,
                &mut stream,
                405,
                "text/plain",
                b"read only: GET and HEAD\n",
                false,
                "Allow: GET, HEAD\r\n",
            );
        }
    };
    let path = target.split(['?', '#']).next().unwrap_or_default();
    // Under the secret path, its three answers; anything else is not found.
    let page = match path.strip_prefix(prefix) {
        Some("events") => return events(&mut stream, hub, only_head),
        Some("" | "index.html") => true,
        Some("state.json") => false,
        _ => {
            return respond(
                hub,
                &mut stream,
                404,
                "text/plain",
                b"not found\n",
                only_head,
                "",
            );
        }
    };
    let snap = hub.current();
    let (kind, body) = if page {
        ("text/html; charset=utf-8", snap.page.as_bytes())
    } else {
        ("application/json", snap.json.as_bytes())
    };
    respond(hub, &mut stream, 200, kind, body, only_head, "")
}

/// The event stream: the state now, then each newer one as it comes.
fn events(stream: &mut TcpStream, hub: &Hub, only_head: bool) -> std::io::Result<()> {
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n";
    stream.write_all(head.as_bytes())?;
    if only_head {
        return Ok(());
    }
    // A dropped stream is asked for again within a second.
    stream.write_all(b"retry: 1000\n\n")?;
    let mut seen = 0;
    let until = Instant::now() + STREAM_TIME;
    while Instant::now() < until {
        match hub.newer(seen, KEEP_ALIVE) {
            Some(snap) => {
                seen = snap.version;
                let mut msg = Vec::with_capacity(snap.json.len() + 32);
                let _ = write!(msg, "id: {}\ndata: {}\n\n", snap.version, snap.json);
                stream.write_all(&msg)?;
            }
            None => stream.write_all(b": still here\n\n")?,
        }
        stream.flush()?;
    }
    Ok(())
}

fn respond(
    hub: &Hub,
    stream: &mut TcpStream,
    code: u16,
    kind: &str,
    body: &[u8],
    only_head: bool,
    extra: &str,
) -> std::io::Result<()> {
    let reason = match code {
        200 => "OK",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        431 => "Request Header Fields Too Large",
        _ => "Service Unavailable",
    };
    // Only the page runs a script (its own, by its nonce); nothing else runs anything.
    let policy = if kind.starts_with("text/html") {
        format!(
            "default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-{}'; connect-src 'self'",
            hub.nonce
        )
    } else {
        "default-src 'none'".to_string()
    };
    let head = format!(
        "HTTP/1.1 {code} {reason}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nContent-Security-Policy: {policy}\r\n{extra}Connection: close\r\n\r\n",
        body.len()
    );
    let mut out = Vec::with_capacity(head.len() + body.len());
    out.extend_from_slice(head.as_bytes());
    if !only_head {
        out.extend_from_slice(body);
    }
    stream.write_all(&out)?;
    stream.flush()?;
    // The client's unread request (a POST's body) is not waited for.
    let _ = stream.shutdown(std::net::Shutdown::Write);
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::app::serve::{PORT, address, secret};

    #[test]
    fn the_address_is_the_one_given_or_this_machines_at_the_tables_port() {
        assert_eq!(address("--bind", None).unwrap().port(), PORT);
        assert_eq!(
            address("--bind", Some("127.0.0.1:0")).unwrap().to_string(),
            "127.0.0.1:0"
        );
        assert_eq!(address("--bind", Some("[::1]:8000")).unwrap().port(), 8000);
        for bad in ["nowhere", "127.0.0.1", "127.0.0.1:99999", "http://x/"] {
            let e = address("--serve", Some(bad)).unwrap_err().to_string();
            assert!(e.starts_with(&format!("--serve {bad}: ")), "{e}");
        }
        // Given but empty (an unset variable in a script) is no address at all.
        for empty in ["", "  "] {
            let e = address("--bind", Some(empty)).unwrap_err().to_string();
            assert!(e.starts_with("--bind: give an address"), "{e}");
        }
    }

    #[test]
    fn each_secret_is_22_letters_and_digits_and_new() {
        let a = secret();
        assert_eq!(a.len(), 22);
        assert!(a.chars().all(|c| c.is_ascii_alphanumeric()));
        assert_ne!(a, secret());
    }
}
