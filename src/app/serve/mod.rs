//! `phase10 serve`: the session on the local network, for the phones and the TV at the
//! table. The table's secret path holds three things: the page (`/SECRET/`), the state
//! as JSON (`/SECRET/state.json`) and an event stream (`/SECRET/events`) that sends the
//! state on connect and again within a second of any change, however it was made. Each
//! seated player has a secret path of their own, their seat (`/SEAT/`): the same three,
//! the page with their part on it, and `POST /SEAT/say`, one line of the table's words
//! with their name implied, refereed through the same event and `apply` as every face.
//! Each request is answered in its phone's language: the one its page was switched to
//! (`?lang=de`, kept for that address by a cookie), else the first its browser asks for
//! that there are words for, else the server's own.
//!
//! Safe by construction: the table's path is read only (GET and HEAD: anything else is
//! 405 and nothing is read past the request's head); a seat takes a POST at `say` only,
//! of at most [`MAX_BODY`] bytes, from a page of this server's own (its `Origin`), and
//! for its own player only (403); any other path is 404, and no file but the session is
//! ever read. At most [`MAX_CONNECTIONS`] connections, [`MAX_PER_ADDRESS`] of them (and
//! [`MAX_STREAMS_PER_ADDRESS`] streams) from any one address, so that one device cannot
//! lock the table out; a request's head at most [`MAX_HEAD`] bytes and [`HEAD_TIME`] to
//! arrive; a stream that takes nothing for [`WRITE_TIME`] is dropped. The HTTP is the
//! few lines these answers need (std's sockets, a thread per connection with a small
//! stack), not a framework: the bounds above are the whole of what a server crate
//! would add here.

mod page;

use std::collections::{BTreeMap, HashMap};
use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, TcpStream, UdpSocket};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use crate::app::core::seat_links::SeatLinks;
use crate::app::core::store;
use crate::app::core::watch::{Stamp, Watch};
use crate::app::core::words::catalogue::{self, Area};
use crate::app::core::words::language::Language;
use crate::say;

/// The port a table's address uses unless `--bind` says another.
pub const PORT: u16 = 8910;
/// Connections open at once (each stream is one); more are told 503 and closed.
pub const MAX_CONNECTIONS: usize = 512;
/// Connections open at once from one address (a phone opens two or three).
pub const MAX_PER_ADDRESS: usize = 32;
/// Event streams open at once from one address (a page each).
pub const MAX_STREAMS_PER_ADDRESS: usize = 8;
/// The most bytes of a line said from a seat.
pub const MAX_BODY: usize = 8 * 1024;
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

    /// What the seats' links are kept by (see [`crate::app::core::seat_links::kept_by`]).
    fn links_key(&self, path: &Path) -> PathBuf {
        crate::app::core::seat_links::kept_by(self.file.as_deref(), path)
    }

    /// The name the page shows: the file's name, or the current session's.
    fn title(&self, path: &Path) -> String {
        let stem = store::name_of(path);
        if self.file.is_none() {
            store::Home::locate()
                .ok()
                .and_then(|h| h.current())
                .unwrap_or(stem)
        } else {
            stem
        }
    }
}

/// What is served now: the JSON of one state, and its number; its pages, the table's
/// and each seat's (by its secret: the seat), each in the language a request asks for.
struct Snapshot {
    version: u64,
    json: Arc<str>,
    /// Each seat's player (by name) and seat, by its secret.
    seats: BTreeMap<String, (String, usize)>,
    /// The table's read-only secret.
    table: String,
    /// A finished game: BG Stats' push link and the play file.
    bgstats: Option<(String, Arc<str>)>,
    pages: Pages,
}

/// What a state's pages are drawn from, and each page drawn so far, by its language
/// and whose it is (the table's, or a seat's): one language's never served for another.
/// The server's own language is drawn as the state is read, any other the first time
/// a request asks for it.
struct Pages {
    title: String,
    /// The session as it last replayed (none where it never has in this server).
    last: Option<Arc<store::Loaded>>,
    /// Where the change was an undo: the state it took back from (what went is said
    /// in each page's language).
    before: Option<Arc<store::Loaded>>,
    problem: Option<String>,
    nonce: String,
    drawn: Mutex<HashMap<Whose, Arc<str>>>,
}

/// A page's language, and whose it is: the table's (none) or a seat's.
type Whose = (Language, Option<usize>);

impl Snapshot {
    /// The table's page, or seat `seat`'s, in the language the thread speaks.
    fn page(&self, seat: Option<usize>) -> Arc<str> {
        let key = (catalogue::spoken(), seat);
        let p = &self.pages;
        let drawn = || {
            p.drawn
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
        };
        if let Some(page) = drawn().get(&key) {
            return Arc::clone(page);
        }
        let undone = match (&p.before, &p.last) {
            (Some(was), Some(now)) => {
                crate::app::core::words::taken_back(was.session(), &was.state, now.session())
            }
            _ => None,
        };
        let page: Arc<str> = page::render(&page::Seen {
            title: &p.title,
            state: p.last.as_ref().map(|l| (l.session(), &l.state)),
            problem: p.problem.as_deref(),
            undone: undone.as_deref(),
            version: self.version,
            nonce: &p.nonce,
            seat: seat.map(|seat| page::SeatSeen { seat, answer: None }),
            bgstats: self.bgstats.as_ref().map(|(link, _)| link.as_str()),
        })
        .into();
        Arc::clone(drawn().entry(key).or_insert(page))
    }
}

/// The state every connection reads, and the wake for the streams.
struct Hub {
    now: Mutex<Arc<Snapshot>>,
    changed: Condvar,
    open: AtomicUsize,
    /// Connections and streams open from each address.
    by_address: Mutex<HashMap<IpAddr, (usize, usize)>>,
    /// The nonce of the page's one script, which the page's policy allows.
    nonce: String,
    /// The session served (where a seat's line is said).
    source: Source,
    /// This server's own address, as a page of its own sends it (`Origin`).
    origin: String,
    /// The language the server was started in: a request's where it asks for none
    /// there is a catalogue for.
    language: Language,
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

/// A server running in its own threads until the process ends: the table's address
/// and each seated player's (the connections it turns away are counted in
/// [`crate::app::core::served`], for the screen to say).
pub struct Server {
    pub url: String,
    pub seats: BTreeMap<String, String>,
}

/// The address `flag` (`--bind`, `--serve`) names, or where it is not given the
/// machine's address on its network at [`PORT`] (loopback where it has none). Given
/// but empty (a script's unset variable) is refused, never taken for the default.
pub fn address(flag: &str, given: Option<&str>) -> Result<SocketAddr> {
    match given.map(str::trim) {
        Some("") => Err(anyhow::anyhow!(
            say!(Area::Page, "page-give-address", "flag" => flag)
        )),
        Some(b) => b.parse().map_err(|_| {
            anyhow::anyhow!(say!(Area::Page, "page-not-address", "flag" => flag, "given" => b))
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
pub fn start(source: Source, flag: &str, addr: SocketAddr, renew: bool) -> Result<Server> {
    // The server's language: its threads speak it, and a request that asks for none
    // there is a catalogue for is answered in it.
    let language = catalogue::spoken();
    let path = source.path()?;
    // (What the file looked like before it was read: a change made meanwhile is seen.)
    let read_at = Stamp::of(&path);
    let loaded = store::load(&path)?;
    let listener = TcpListener::bind(addr).map_err(|e| {
        let fix = if e.kind() == std::io::ErrorKind::AddrInUse {
            say!(Area::Page, "page-in-use", "flag" => flag, "ip" => addr.ip().to_string())
        } else {
            say!(Area::Page, "page-cannot-bind", "error" => e.to_string(), "flag" => flag)
        };
        anyhow::anyhow!(say!(
            Area::Page,
            "page-cannot-listen",
            "addr" => addr.to_string(),
            "fix" => fix
        ))
    })?;
    let local = listener
        .local_addr()
        .with_context(|| say!(Area::Page, "page-listened-on"))?;
    let shown = if local.ip().is_unspecified() {
        SocketAddr::new(
            lan_address().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST)),
            local.port(),
        )
    } else {
        local
    };
    // The table's secret and the seats', kept across a restart (new ones asked for).
    let links = SeatLinks::for_session(&source.links_key(&path), &seated(&loaded), renew)?;
    // The page's script nonce: random of its own (it is sent to anyone who asks).
    let nonce = crate::app::core::seat_links::secret();
    let base = format!("http://{shown}/");
    let url = format!("{base}{}/", links.table);
    let seats = links
        .seats
        .iter()
        .map(|(name, key)| (name.clone(), format!("{base}{key}/")))
        .collect();
    let mut follower = Follower {
        source: source.clone(),
        nonce: nonce.clone(),
        version: 0,
        last: None,
        links,
    };
    let hub = Arc::new(Hub {
        now: Mutex::new(Arc::new(follower.snapshot(&path, Ok(loaded)))),
        changed: Condvar::new(),
        open: AtomicUsize::new(0),
        by_address: Mutex::new(HashMap::new()),
        nonce,
        source,
        origin: format!("http://{shown}"),
        language,
    });
    {
        let hub = Arc::clone(&hub);
        spawn("phase10 serve: follow", move || {
            catalogue::speak(language);
            follower.run(&hub, path, read_at);
        })?;
    }
    spawn("phase10 serve: accept", move || {
        catalogue::speak(language);
        accept(&listener, &hub);
    })?;
    Ok(Server { url, seats })
}

/// Who sits at the table now (their seats' links are theirs), by name.
fn seated(loaded: &store::Loaded) -> Vec<String> {
    crate::app::core::seat_links::seated(loaded.session(), &loaded.state)
}

fn spawn(name: &str, f: impl FnOnce() + Send + 'static) -> Result<()> {
    std::thread::Builder::new()
        .name(name.into())
        .stack_size(256 * 1024)
        .spawn(f)
        .with_context(|| say!(Area::Page, "page-no-thread", "name" => name))?;
    Ok(())
}

/// Follows the session: the folder watched (as the screen does) and the file looked at
/// on every tick; each change read, rendered once, and published to every connection.
struct Follower {
    source: Source,
    nonce: String,
    version: u64,
    /// The last state that replayed, kept while the file does not (a hand edit half done).
    last: Option<Arc<store::Loaded>>,
    /// The seats' links, in step with who sits at the table.
    links: SeatLinks,
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
        let mut before = None;
        let problem = match loaded {
            Ok(l) => {
                let l = Arc::new(l);
                // An undo: what it took back, said to the phones.
                undone = self.last.as_ref().and_then(|was| {
                    crate::app::core::words::taken_back(was.session(), &was.state, l.session())
                });
                if undone.is_some() {
                    before.clone_from(&self.last);
                }
                // A player who sat down gets a seat; one who got up loses theirs.
                let now = seated(&l);
                let known: Vec<&String> = self.links.seats.keys().collect();
                if known != now.iter().collect::<Vec<_>>()
                    && let Ok(links) =
                        SeatLinks::for_session(&self.source.links_key(path), &now, false)
                {
                    self.links = links;
                }
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
        // A finished game: its play for BG Stats, as the data dir knows its players.
        let bgstats = self.last.as_ref().and_then(|l| {
            crate::app::core::bgstats::of_game(path, l, crate::app::core::bgstats::Scheme::Web)
                .ok()
                .map(|(link, file)| {
                    let file = serde_json::to_string_pretty(&file).expect("the play serializes");
                    (link, Arc::<str>::from(file))
                })
        });
        // Each seat's player, by its secret.
        let seats = state.map_or_else(BTreeMap::new, |(session, _)| {
            self.links
                .seats
                .iter()
                .filter_map(|(name, key)| {
                    let seat = session.players.iter().position(|p| p == name)?;
                    Some((key.clone(), (name.clone(), seat)))
                })
                .collect()
        });
        let snap = Snapshot {
            version: self.version,
            // The one JSON printer: DEL and the C1 controls escaped, as every --json.
            json: crate::app::core::paint::json(&json, false).into(),
            seats,
            table: self.links.table.clone(),
            bgstats,
            pages: Pages {
                title,
                last: self.last.clone(),
                before,
                problem,
                nonce: self.nonce.clone(),
                drawn: Mutex::new(HashMap::new()),
            },
        };
        // The pages in the server's language, drawn now (as the state is read).
        snap.page(None);
        for &(_, seat) in snap.seats.values() {
            snap.page(Some(seat));
        }
        snap
    }
}

fn accept(listener: &TcpListener, hub: &Arc<Hub>) {
    for stream in listener.incoming() {
        let Ok(mut stream) = stream else {
            // Out of descriptors or a connection reset before it was taken: go on.
            std::thread::sleep(Duration::from_millis(10));
            continue;
        };
        let from = stream.peer_addr().map(|a| a.ip()).ok();
        // Too many at once, or too many from this address: told so, asked to come back.
        let crowded = hub.open.load(Ordering::SeqCst) >= MAX_CONNECTIONS
            || from.is_some_and(|ip| !hub.enter(ip));
        if crowded {
            crate::app::core::served::turn_away();
            let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
            let _ = busy(hub, &mut stream);
            continue;
        }
        hub.open.fetch_add(1, Ordering::SeqCst);
        let mine = Arc::clone(hub);
        let started = std::thread::Builder::new()
            .name("phase10 serve: connection".into())
            .stack_size(128 * 1024)
            .spawn(move || {
                catalogue::speak(mine.language);
                let _ = connection(stream, &mine, from);
                mine.open.fetch_sub(1, Ordering::SeqCst);
                if let Some(ip) = from {
                    mine.leave(ip, false);
                }
            });
        if started.is_err() {
            // No thread to be had: the connection is dropped, its count given back.
            hub.open.fetch_sub(1, Ordering::SeqCst);
            if let Some(ip) = from {
                hub.leave(ip, false);
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Hub {
    /// A connection from `ip` counted in, where that address has room for it.
    fn enter(&self, ip: IpAddr) -> bool {
        self.count_in(ip, false)
    }

    /// A stream from `ip` counted in, where that address has room for one more.
    fn stream_in(&self, ip: IpAddr) -> bool {
        self.count_in(ip, true)
    }

    /// A connection (or, `stream`, a stream) from `ip` counted in, within its bound.
    fn count_in(&self, ip: IpAddr, stream: bool) -> bool {
        let mut by = self
            .by_address
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let count = by.entry(ip).or_default();
        let (n, most) = if stream {
            (&mut count.1, MAX_STREAMS_PER_ADDRESS)
        } else {
            (&mut count.0, MAX_PER_ADDRESS)
        };
        if *n >= most {
            return false;
        }
        *n += 1;
        true
    }

    /// A connection (or, `stream`, a stream) from `ip` gone.
    fn leave(&self, ip: IpAddr, stream: bool) {
        let mut by = self
            .by_address
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(count) = by.get_mut(&ip) {
            let n = if stream { &mut count.1 } else { &mut count.0 };
            *n = n.saturating_sub(1);
            if *count == (0, 0) {
                by.remove(&ip);
            }
        }
    }
}

/// Too many at once: a page that asks again by itself within two seconds.
fn busy(hub: &Hub, stream: &mut TcpStream) -> std::io::Result<()> {
    let page = format!(
        "<!doctype html><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"2\"><title>phase10</title><p>{}</p>\n",
        page::own(&say!(Area::Page, "page-busy"))
    );
    respond(
        hub,
        stream,
        503,
        "text/html; charset=utf-8",
        page.as_bytes(),
        false,
        "Retry-After: 2\r\n",
    )
}

/// What a request's head turned out to be.
enum Head {
    /// The head, and what came after it (the start of a body).
    Whole(String, Vec<u8>),
    TooLarge,
    TooSlow,
    Gone,
}

/// Reads a request's head (up to the blank line), within [`MAX_HEAD`] and [`HEAD_TIME`].
fn read_head(stream: &mut TcpStream, deadline: Instant) -> Head {
    let mut buf = Vec::with_capacity(1024);
    let mut chunk = [0u8; 1024];
    loop {
        match read_some(stream, deadline, &mut chunk) {
            Ok(0) | Err(false) => return Head::Gone,
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
            Err(true) => return Head::TooSlow,
        }
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            if end + 4 > MAX_HEAD {
                return Head::TooLarge;
            }
            let rest = buf.split_off(end + 4);
            buf.truncate(end);
            return Head::Whole(String::from_utf8_lossy(&buf).into_owned(), rest);
        }
        if buf.len() > MAX_HEAD {
            return Head::TooLarge;
        }
    }
}

/// One read before `deadline`: the bytes read, or whether it ran out of time
/// (`Err(true)`) or the other end went (`Err(false)`).
fn read_some(stream: &mut TcpStream, deadline: Instant, buf: &mut [u8]) -> Result<usize, bool> {
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return Err(true);
        }
        match stream.read(buf) {
            Ok(n) => return Ok(n),
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return Err(true);
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return Err(false),
        }
    }
}

/// A header's value (the first of that name, its case ignored).
fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().skip(1).find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.trim().eq_ignore_ascii_case(name).then(|| value.trim())
    })
}

/// Who a path is for: the table (read only), a seat (its secret), or no one.
enum For {
    Table,
    Seat(String),
    NoOne,
}

fn connection(mut stream: TcpStream, hub: &Hub, from: Option<IpAddr>) -> std::io::Result<()> {
    stream.set_write_timeout(Some(WRITE_TIME))?;
    let deadline = Instant::now() + HEAD_TIME;
    let (head, rest) = match read_head(&mut stream, deadline) {
        Head::Whole(h, rest) => (h, rest),
        Head::TooLarge => {
            return plain(hub, &mut stream, 431, &short("page-too-large"), false, "");
        }
        Head::TooSlow => {
            return plain(hub, &mut stream, 408, &short("page-too-slow"), false, "");
        }
        Head::Gone => return Ok(()),
    };
    let first = head.lines().next().unwrap_or_default();
    let mut words = first.split(' ');
    let (method, target) = (
        words.next().unwrap_or_default(),
        words.next().unwrap_or_default(),
    );
    let path = target.split(['?', '#']).next().unwrap_or_default();
    let snap = hub.current();
    // `/KEY/WHAT`: the key says whose, the rest what.
    let (key, what) = path
        .strip_prefix('/')
        .and_then(|p| p.split_once('/'))
        .unwrap_or(("", ""));
    let whose = if key == snap.table {
        For::Table
    } else if snap.seats.contains_key(key) {
        For::Seat(key.to_string())
    } else {
        For::NoOne
    };
    let only_head = method == "HEAD";
    // (`say` at the table's read-only address is there, and takes no POST: 405.)
    let known = matches!(
        what,
        "" | "index.html" | "state.json" | "events" | "say" | "play.bgsplay" | "bgstats"
    );
    // Each request answered in its own language.
    let (language, chosen) = language_of(&head, target, hub.language);
    catalogue::in_language(language, || match (&whose, what, method) {
        // No one's address, or nothing there: whatever the method.
        _ if matches!(whose, For::NoOne) || !known => plain(
            hub,
            &mut stream,
            404,
            &short("page-not-found"),
            only_head,
            "",
        ),
        (For::Seat(key), "say", "POST") => say(hub, &mut stream, &head, rest, deadline, key),
        (For::Seat(_), "say", _) => plain(
            hub,
            &mut stream,
            405,
            &short("page-say-takes-post"),
            only_head,
            "Allow: POST\r\n",
        ),
        (_, _, "GET" | "HEAD") => match what {
            "events" => {
                let Some(ip) = from else {
                    return events(&mut stream, hub, only_head);
                };
                if !hub.stream_in(ip) {
                    crate::app::core::served::turn_away();
                    crate::app::core::served::turn_away();
                    return busy(hub, &mut stream);
                }
                let done = events(&mut stream, hub, only_head);
                hub.leave(ip, true);
                done
            }
            "" | "index.html" => {
                let seat = match &whose {
                    For::Seat(key) => snap.seats.get(key).map(|&(_, seat)| seat),
                    _ => None,
                };
                let page = snap.page(seat);
                // A language chosen on the page: kept for this address on this phone.
                let keep = chosen.map_or_else(String::new, |l| {
                    format!(
                        "Set-Cookie: {COOKIE}={}; Path=/{key}/; Max-Age=31536000; SameSite=Strict; HttpOnly\r\n",
                        l.tag()
                    )
                });
                respond(
                    hub,
                    &mut stream,
                    200,
                    "text/html; charset=utf-8",
                    page.as_bytes(),
                    only_head,
                    &keep,
                )
            }
            "state.json" => respond(
                hub,
                &mut stream,
                200,
                "application/json",
                snap.json.as_bytes(),
                only_head,
                "",
            ),
            // A finished game's push link, by way of the page (a code short enough to
            // scan off a terminal: the push link itself holds the whole play).
            "bgstats" => match &snap.bgstats {
                Some((link, _)) => respond(
                    hub,
                    &mut stream,
                    303,
                    "text/plain; charset=utf-8",
                    short("page-to-bgstats").as_bytes(),
                    only_head,
                    &format!("Location: {link}\r\n"),
                ),
                None => no_play(hub, &mut stream, only_head),
            },
            // A finished game's play file, to open on the phone with BG Stats.
            "play.bgsplay" => match &snap.bgstats {
                Some((_, file)) => respond(
                    hub,
                    &mut stream,
                    200,
                    "application/json",
                    file.as_bytes(),
                    only_head,
                    "Content-Disposition: attachment; filename=\"play.bgsplay\"\r\n",
                ),
                None => no_play(hub, &mut stream, only_head),
            },
            _ => plain(
                hub,
                &mut stream,
                404,
                &short("page-not-found"),
                only_head,
                "",
            ),
        },
        (For::Table, ..) => plain(
            hub,
            &mut stream,
            405,
            &short("page-read-only"),
            false,
            "Allow: GET, HEAD\r\n",
        ),
        // A seat's address (no one's is answered above).
        _ => plain(
            hub,
            &mut stream,
            405,
            &short("page-seat-get"),
            false,
            "Allow: GET, HEAD\r\n",
        ),
    })
}

/// The cookie that keeps the language a page was switched to (for its address only).
const COOKIE: &str = "phase10_lang";

/// The language a request is answered in: the one the page's switch asks for
/// (`?lang=de`, returned too, to be kept), else the one kept for this address (the
/// cookie), else the first the browser asks for (`Accept-Language`, by its weights)
/// there is a catalogue for, else the server's own.
fn language_of(head: &str, target: &str, server: Language) -> (Language, Option<Language>) {
    let query = target
        .split('#')
        .next()
        .and_then(|t| t.split_once('?'))
        .map_or("", |(_, q)| q);
    let chosen = query
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == "lang")
        .and_then(|(_, v)| tagged(v));
    if let Some(language) = chosen {
        return (language, Some(language));
    }
    let kept = head
        .lines()
        .skip(1)
        .filter_map(|l| l.split_once(':'))
        .filter(|(k, _)| k.trim().eq_ignore_ascii_case("Cookie"))
        .flat_map(|(_, v)| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(k, _)| *k == COOKIE)
        .and_then(|(_, v)| tagged(v.trim()));
    let asked = || header(head, "Accept-Language").and_then(accepted);
    (kept.or_else(asked).unwrap_or(server), None)
}

/// The language of a tag (`en`, `de`), where there is a catalogue for it.
fn tagged(tag: &str) -> Option<Language> {
    Language::ALL
        .into_iter()
        .find(|l| l.tag().eq_ignore_ascii_case(tag))
}

/// The first language of an `Accept-Language` header (`de-DE,de;q=0.9,en;q=0.8`) by
/// its weights (the order given among equals) there is a catalogue for; `*` and a
/// weight of 0 ask for none.
fn accepted(value: &str) -> Option<Language> {
    let mut asked: Vec<(f32, Language)> = value
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let range = parts.next()?.trim();
            let q = match parts.find_map(|p| {
                let p = p.trim();
                p.strip_prefix("q=").or_else(|| p.strip_prefix("Q="))
            }) {
                Some(q) => q.trim().parse::<f32>().ok()?,
                None => 1.0,
            };
            if q.is_nan() || q <= 0.0 {
                return None;
            }
            Some((q, tagged(range.split('-').next()?)?))
        })
        .collect();
    asked.sort_by(|a, b| b.0.total_cmp(&a.0));
    asked.first().map(|&(_, language)| language)
}

/// A short answer's line, in the language spoken.
fn short(id: &str) -> String {
    format!("{}\n", say!(Area::Page, id))
}

/// A game not finished has no play for BG Stats.
fn no_play(hub: &Hub, stream: &mut TcpStream, only_head: bool) -> std::io::Result<()> {
    plain(hub, stream, 404, &short("page-no-play"), only_head, "")
}

/// A short answer in plain text.
fn plain(
    hub: &Hub,
    stream: &mut TcpStream,
    code: u16,
    text: &str,
    only_head: bool,
    extra: &str,
) -> std::io::Result<()> {
    // (English is ASCII; words of another language say their code set.)
    let kind = if text.is_ascii() {
        "text/plain"
    } else {
        "text/plain; charset=utf-8"
    };
    respond(hub, stream, code, kind, text.as_bytes(), only_head, extra)
}

/// `POST /SEAT/say`: one line from a seat, read (at most [`MAX_BODY`] bytes, from a page
/// of this server's own), refereed as the table's words with the seat's name implied,
/// and answered: JSON `{"ok":true,"said":…}` or `{"ok":false,"reason":…}`, or (a form
/// sent without JavaScript) the seat's page with the answer on it.
fn say(
    hub: &Hub,
    stream: &mut TcpStream,
    head: &str,
    mut body: Vec<u8>,
    deadline: Instant,
    key: &str,
) -> std::io::Result<()> {
    let json_answer = |code: u16, ok: bool, text: &str, stream: &mut TcpStream| {
        let field = if ok { "said" } else { "reason" };
        let body =
            crate::app::core::paint::json(&serde_json::json!({"ok": ok, field: text}), false);
        respond(
            hub,
            stream,
            code,
            "application/json",
            body.as_bytes(),
            false,
            "",
        )
    };
    // From a page of this server's own (or no browser at all): a page elsewhere that
    // knows a seat's address does not speak for it.
    if let Some(origin) = header(head, "Origin")
        && origin != hub.origin
        && header(head, "Host").is_none_or(|host| origin != format!("http://{host}"))
    {
        return json_answer(403, false, &say!(Area::Page, "page-not-own-page"), stream);
    }
    if header(head, "Transfer-Encoding").is_some() {
        return json_answer(411, false, &say!(Area::Page, "page-give-length"), stream);
    }
    // Two lengths that differ say two things: no request to read (RFC 9112, 6.3).
    let lengths: Vec<&str> = head
        .lines()
        .skip(1)
        .filter_map(|line| line.split_once(':'))
        .filter(|(k, _)| k.trim().eq_ignore_ascii_case("Content-Length"))
        .map(|(_, v)| v.trim())
        .collect();
    if lengths.windows(2).any(|w| w[0] != w[1]) {
        return json_answer(400, false, &say!(Area::Page, "page-two-lengths"), stream);
    }
    let Some(length) = header(head, "Content-Length").and_then(|l| l.parse::<usize>().ok()) else {
        return json_answer(411, false, &say!(Area::Page, "page-give-length"), stream);
    };
    if length > MAX_BODY {
        return json_answer(
            413,
            false,
            &say!(Area::Page, "page-at-most", "bytes" => MAX_BODY.to_string()),
            stream,
        );
    }
    let mut chunk = [0u8; 1024];
    while body.len() < length {
        match read_some(stream, deadline, &mut chunk) {
            Ok(0) | Err(false) => return Ok(()),
            Ok(n) => body.extend_from_slice(&chunk[..n]),
            Err(true) => return plain(hub, stream, 408, &short("page-too-slow"), false, ""),
        }
    }
    body.truncate(length);
    let kind = header(head, "Content-Type")
        .unwrap_or_default()
        .to_ascii_lowercase();
    let form = kind.starts_with("application/x-www-form-urlencoded");
    let Ok(text) = String::from_utf8(body) else {
        return json_answer(400, false, &say!(Area::Page, "page-not-utf8"), stream);
    };
    let line = if form { form_line(&text) } else { text };
    let snap = hub.current();
    let Some((name, _)) = snap.seats.get(key) else {
        return plain(hub, stream, 404, &short("page-not-found"), false, "");
    };
    let (code, ok, said, talk) = match said_from_seat(hub, name, &line) {
        Ok(answer) => answer,
        Err(e) => {
            let text = crate::app::core::paint::cut_echoes(&format!("{e:#}"));
            return json_answer(500, false, &text, stream);
        }
    };
    if form {
        // Without JavaScript: the seat's page again, the answer on it.
        let session = talk.game.session();
        let seat = session.players.iter().position(|p| p == name).unwrap_or(0);
        let title = hub.source.title(&talk.target.path);
        let page = page::render(&page::Seen {
            title: &title,
            state: Some((session, &talk.game.state)),
            problem: None,
            undone: None,
            version: snap.version,
            nonce: &hub.nonce,
            seat: Some(page::SeatSeen {
                seat,
                answer: Some((ok, &said)),
            }),
            bgstats: snap.bgstats.as_ref().map(|(link, _)| link.as_str()),
        });
        return respond(
            hub,
            stream,
            code,
            "text/html; charset=utf-8",
            page.as_bytes(),
            false,
            "",
        );
    }
    json_answer(code, ok, &said, stream)
}

/// A seat's line said through the table's own talk (the same reading, event and
/// `apply` as the screen and plain mode), under the session's lock as every writer:
/// the status, whether it was taken, the answer in words, and the talk after it.
fn said_from_seat(
    hub: &Hub,
    name: &str,
    line: &str,
) -> Result<(u16, bool, String, crate::app::core::talk::Talk)> {
    use crate::app::core::talk::{Heard, Talk};
    let path = hub.source.path()?;
    let title = hub.source.title(&path);
    let mut talk = Talk::new(path, title, hub.source.file.is_none())?;
    // A phone has no keys to move between rows.
    talk.keys = false;
    let Some(seat) = talk.game.session().players.iter().position(|p| p == name) else {
        let text = say!(Area::Page, "page-no-longer-sits", "name" => name);
        return Ok((403, false, text, talk));
    };
    let (code, ok, said) = match talk.from_seat(seat, line) {
        Err(not) => {
            let code = if not.is_foreign() { 403 } else { 200 };
            let text = crate::app::core::words::not_the_seats(&not, talk.game.session());
            (code, false, text)
        }
        Ok(heard) => {
            let text = talk.message.take().map(|m| m.text).unwrap_or_default();
            (200, matches!(heard, Heard::Taken), text)
        }
    };
    Ok((code, ok, said, talk))
}

/// The line a form sent (`line=…`, URL-encoded): its last value given (a word button's
/// over the box's).
fn form_line(body: &str) -> String {
    body.split('&')
        .filter_map(|pair| pair.split_once('='))
        .filter(|(k, _)| *k == "line")
        .map(|(_, v)| url_decoded(v))
        .rfind(|v| !v.trim().is_empty())
        .unwrap_or_default()
}

/// `+` as a space and `%XX` as its byte; what is not UTF-8 after it shown as U+FFFD.
fn url_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = |b: u8| char::from(b).to_digit(16);
                match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    (Some(hi), Some(lo)) => {
                        out.push((hi * 16 + lo) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
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
        303 => "See Other",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        411 => "Length Required",
        413 => "Content Too Large",
        500 => "Internal Server Error",
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
    use crate::app::serve::{PORT, address};

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
}
