//! `phase10 serve` as a phone sees it: a raw socket asks for the page, the JSON and the
//! event stream of a real server started by the real binary on loopback.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use crate::common::{Env, Game, bytes};

/// A server running for one test (killed when the test ends).
struct Served {
    child: Child,
    url: String,
    addr: SocketAddr,
    /// `/SECRET/`
    base: String,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve_in(env: &Env, args: &[&str]) -> Served {
    let mut child = env
        .std_cmd()
        .args(["serve", "--bind", "127.0.0.1:0"])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    if line.is_empty() {
        let mut err = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        panic!("serve printed no address; stderr: {err}");
    }
    let url = line.trim().to_string();
    let rest = url.strip_prefix("http://").expect("an http address");
    let (host, path) = rest.split_at(rest.find('/').unwrap());
    Served {
        child,
        addr: host.parse().unwrap(),
        base: path.to_string(),
        url,
    }
}

fn serve(g: &Game) -> Served {
    serve_in(&g.env, &["--file", g.file.to_str().unwrap()])
}

/// A connection to `to` from an address of its own on loopback (`127.0.x.y`): a phone
/// of its own, as the server counts them.
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

/// One request, its whole answer: status code, head, body.
fn ask(addr: SocketAddr, request: &str) -> (u16, String, String) {
    ask_within(addr, request, Duration::from_secs(20))
}

/// `ask`, waiting up to `wait` for the answer (a browser driver starting Chromium may take
/// longer than the server under test ever should).
fn ask_within(addr: SocketAddr, request: &str, wait: Duration) -> (u16, String, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(wait)).unwrap();
    s.write_all(request.as_bytes()).unwrap();
    // Read to the end of the body its length says (a WebDriver keeps its connections).
    let mut raw = Vec::new();
    let mut chunk = [0u8; 8 * 1024];
    loop {
        let n = s.read(&mut chunk).unwrap();
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&chunk[..n]);
        let text = String::from_utf8_lossy(&raw);
        if let Some((head, body)) = text.split_once("\r\n\r\n")
            && let Some(len) = head.lines().find_map(|l| {
                let (k, v) = l.split_once(':')?;
                k.eq_ignore_ascii_case("content-length")
                    .then(|| v.trim().parse::<usize>().ok())?
            })
            && !request.starts_with("HEAD")
            && body.len() >= len
        {
            break;
        }
    }
    let raw = String::from_utf8(raw).unwrap();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    let code = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no status in {raw:?}"));
    (code, head.to_string(), body.to_string())
}

fn get(s: &Served, path: &str) -> (u16, String, String) {
    ask(
        s.addr,
        &format!("GET {}{path} HTTP/1.1\r\nHost: x\r\n\r\n", s.base),
    )
}

/// An open event stream, read one event at a time.
struct Stream {
    reader: BufReader<TcpStream>,
}

impl Stream {
    fn open(s: &Served) -> Stream {
        Stream::open_from(s, TcpStream::connect(s.addr).unwrap())
    }

    fn open_from(s: &Served, mut t: TcpStream) -> Stream {
        t.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        write!(t, "GET {}events HTTP/1.1\r\nHost: x\r\n\r\n", s.base).unwrap();
        let mut reader = BufReader::new(t);
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        assert!(line.starts_with("HTTP/1.1 200"), "{line}");
        loop {
            line.clear();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
            if line.to_ascii_lowercase().starts_with("content-type") {
                assert!(line.contains("text/event-stream"), "{line}");
            }
        }
        Stream { reader }
    }

    /// The first state sent that `holds` (the server sends the state as it is, so two
    /// changes close together may come as one; states before it are passed over).
    fn until(&mut self, holds: impl Fn(&serde_json::Value) -> bool) -> serde_json::Value {
        loop {
            let state = self.next();
            if holds(&state) {
                return state;
            }
        }
    }

    /// The next state sent (comments and the retry line passed over).
    fn next(&mut self) -> serde_json::Value {
        let mut line = String::new();
        loop {
            line.clear();
            let n = self.reader.read_line(&mut line).expect("an event in time");
            assert!(n > 0, "the stream ended");
            if let Some(data) = line.strip_prefix("data: ") {
                return serde_json::from_str(data.trim_end()).unwrap();
            }
        }
    }
}

fn game() -> Game {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    g.run(&["lay", "Ann", "7 7 7 + 9 9 9"]).code(0);
    g
}

#[test]
fn the_page_the_json_and_the_stream_show_the_table() {
    let g = game();
    let s = serve(&g);
    assert!(s.url.ends_with('/') && s.base.len() > 20, "{}", s.url);
    let (code, head, page) = get(&s, "");
    assert_eq!(code, 200);
    assert!(head.contains("text/html; charset=utf-8"), "{head}");
    for words in [
        "<!doctype html>",
        "aria-live=\"polite\"",
        "<th scope=\"row\">Ann",
        "Bob",
        "Cy",
        "Ann laid 7 7 7 + 9 9 9",
        "down, holds 4 cards",
        "Ann.1",
        "set of 3 (7s)",
        "<noscript><meta http-equiv=\"refresh\"",
        "EventSource('events')",
    ] {
        assert!(page.contains(words), "{words:?} not in the page:\n{page}");
    }
    // No external assets: nothing fetched from anywhere else.
    for away in ["http://", "https://", "src=", "<link"] {
        assert!(!page.contains(away), "{away:?} in the page");
    }
    // The JSON holds every field of status --json and table --json, with their values.
    let (code, head, json) = get(&s, "state.json");
    assert_eq!(code, 200);
    assert!(head.contains("application/json"), "{head}");
    let state: serde_json::Value = serde_json::from_str(&json).unwrap();
    for cmd in ["status", "table"] {
        let theirs = g.run(&[cmd, "--json"]).code(0).json();
        for (k, v) in theirs.as_object().unwrap() {
            if k == "ok" {
                continue;
            }
            assert_eq!(&state[k], v, "{cmd} --json's {k}");
        }
    }
    assert_eq!(state["events"][0], "Ann laid 7 7 7 + 9 9 9");
    // The stream sends the state on connect.
    let first = Stream::open(&s).next();
    assert_eq!(first, state);
    // HEAD: the head, no body.
    let (code, head, body) = ask(
        s.addr,
        &format!("HEAD {} HTTP/1.1\r\nHost: x\r\n\r\n", s.base),
    );
    assert_eq!((code, body.as_str()), (200, ""), "{head}");
    assert!(head.contains(&format!("Content-Length: {}", page.len())));
}

#[test]
fn a_change_made_by_another_process_arrives_within_a_second() {
    let g = game();
    let s = serve(&g);
    let mut stream = Stream::open(&s);
    assert_eq!(stream.next()["groups"].as_array().unwrap().len(), 2);
    g.run(&["lay", "Bob", "4 4 4 + 5 5 5"]).code(0);
    let made = Instant::now();
    let next = stream.next();
    let took = made.elapsed();
    assert_eq!(next["groups"].as_array().unwrap().len(), 4);
    // (Within a second is the promise, measured by benches/serve; a busy machine is
    // given room here.)
    assert!(took < Duration::from_secs(5), "took {took:?}");
    // A hand recorded, and an edit by hand in an editor, arrive the same way.
    g.hand(&[
        "--out",
        "Bob",
        "--untyped",
        "Bob",
        "--points",
        "Ann=25,Cy=50",
    ])
    .code(0);
    let next = stream.next();
    assert_eq!(next["hands"], 1);
    let (_, _, page) = get(&s, "");
    assert!(page.contains("hand 1: Bob went out"), "{page}");
    let text = std::fs::read_to_string(&g.file).unwrap();
    std::fs::write(&g.file, format!("# annotated by hand\n{text}")).unwrap();
    let made = Instant::now();
    stream.next();
    assert!(made.elapsed() < Duration::from_secs(5));
}

#[test]
fn two_hundred_streams_all_receive_a_change() {
    let g = game();
    let s = serve(&g);
    // Two hundred phones and screens, each its own address.
    let mut streams: Vec<Stream> = (0..200)
        .map(|n| Stream::open_from(&s, connect_from(phone(n), s.addr)))
        .collect();
    for st in &mut streams {
        st.next();
    }
    g.run(&["lay", "Bob", "4 4 4 + 5 5 5"]).code(0);
    let made = Instant::now();
    for st in &mut streams {
        assert_eq!(st.next()["groups"].as_array().unwrap().len(), 4);
    }
    let took = made.elapsed();
    assert!(
        took < Duration::from_secs(5),
        "the last of 200 took {took:?}"
    );
}

#[test]
fn it_is_read_only_and_serves_nothing_else() {
    let g = game();
    let s = serve(&g);
    let before = bytes(&g.file);
    for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
        let (code, head, _) = ask(
            s.addr,
            &format!(
                "{method} {}state.json HTTP/1.1\r\nHost: x\r\nContent-Length: 9\r\n\r\n[\"hand\"]\n",
                s.base
            ),
        );
        assert_eq!(code, 405, "{method}");
        assert!(head.contains("Allow: GET, HEAD"), "{head}");
    }
    assert_eq!(bytes(&g.file), before, "nothing written");
    let secret = s.base.trim_matches('/');
    for path in [
        "/".to_string(),
        "/state.json".into(),
        format!("/{secret}"),
        format!("/{}/", secret.to_ascii_lowercase()),
        format!("/{secret}x/"),
        format!("/{secret}/../../Cargo.toml"),
        format!("/{secret}/game.toml"),
        format!("/{secret}/state.json/"),
        format!("/{secret}/%2e%2e/game.toml"),
    ] {
        let (code, _, body) = ask(s.addr, &format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n"));
        assert_eq!(code, 404, "{path}");
        assert!(!body.contains("Ann"), "{path}: {body}");
    }
    // A head past its bound is refused, not read on.
    let big = format!(
        "GET {} HTTP/1.1\r\nX: {}\r\n\r\n",
        s.base,
        "a".repeat(20_000)
    );
    assert_eq!(ask(s.addr, &big).0, 431);
    // Garbage is no request: nothing there.
    assert_eq!(ask(s.addr, "\u{1b}]2;x\u{7}\r\n\r\n").0, 404);
}

#[test]
fn a_connection_that_says_nothing_is_closed() {
    let g = game();
    let s = serve(&g);
    let mut idle = TcpStream::connect(s.addr).unwrap();
    idle.set_read_timeout(Some(Duration::from_secs(15)))
        .unwrap();
    let start = Instant::now();
    let mut answer = String::new();
    idle.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(start.elapsed() < Duration::from_secs(12));
    // Meanwhile the page was served to everyone else.
    assert_eq!(get(&s, "").0, 200);
}

#[test]
fn markup_and_controls_in_the_file_show_as_text() {
    // A file's name can hold what no command lets into the file.
    let env = Env::new();
    let file = env.path("night\u{1b}]2;t\u{7}.toml");
    let file = file.to_str().unwrap();
    env.run(&["new", "--file", file, "--players", "<script>x</script>,Bob"])
        .code(0);
    let s = serve_in(&env, &["--file", file]);
    let (_, head, page) = get(&s, "");
    assert!(page.contains("&lt;script&gt;x&lt;/script&gt;"), "{page}");
    assert!(page.contains("<h1>night^[]2;t^G</h1>"), "{page}");
    assert_eq!(
        page.matches("<script").count(),
        1,
        "only the page's own script"
    );
    assert!(!page.contains('\u{1b}'));
    // The page's own script is the only one its policy lets run.
    assert!(head.contains("script-src 'nonce-"), "{head}");
}

#[test]
fn a_file_that_no_longer_reads_keeps_the_last_good_state_and_says_why() {
    let g = game();
    let s = serve(&g);
    let mut stream = Stream::open(&s);
    stream.next();
    std::fs::write(&g.file, "players = [\n").unwrap();
    let broken = stream.next();
    assert!(broken["problem"].is_string(), "{broken}");
    assert_eq!(broken["groups"].as_array().unwrap().len(), 2);
    let (_, _, page) = get(&s, "");
    assert!(page.contains("The file no longer reads"), "{page}");
}

#[test]
fn the_data_dirs_current_session_is_followed_to_the_next_game() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob"]).code(0);
    let s = serve_in(&env, &[]);
    let mut stream = Stream::open(&s);
    assert_eq!(stream.next()["players"][0]["name"], "Ann");
    env.run(&["new", "--players", "Dee,Eve"]).code(0);
    let next = stream.until(|s| s["players"][0]["name"] != "Ann");
    assert_eq!(next["players"][0]["name"], "Dee", "{next}");
}

#[test]
fn a_bad_address_or_no_session_is_refused_before_anything_listens() {
    let g = game();
    let r = g.run(&["serve", "--bind", "nowhere"]).code(2);
    assert!(
        r.stderr.starts_with("phase10: --bind nowhere"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1);
    let env = Env::new();
    let r = env.run(&["serve", "--bind", "127.0.0.1:0"]).code(2);
    assert!(r.stderr.starts_with("phase10: "), "{}", r.stderr);
    assert!(r.stdout.is_empty());
    // A port in use is said, with the fix.
    let s = serve(&g);
    let r = g.run(&["serve", "--bind", &s.addr.to_string()]).code(2);
    assert!(
        r.stderr.contains("in use") && r.stderr.contains(":0"),
        "{}",
        r.stderr
    );
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_it() {
    let g = game();
    let mut s = serve(&g);
    rustix::process::kill_process(
        rustix::process::Pid::from_child(&s.child),
        rustix::process::Signal::INT,
    )
    .unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(st) = s.child.try_wait().unwrap() {
            break st;
        }
        assert!(start.elapsed() < Duration::from_secs(5), "still serving");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(0));
    assert!(TcpStream::connect(s.addr).is_err(), "nothing listens");
}

#[test]
fn play_plain_serves_beside_the_table_and_says_where() {
    let g = game();
    let r = g
        .run_stdin(&["play", "--plain", "--serve=127.0.0.1:0"], "?\nq\n")
        .code(0);
    let lines: Vec<&str> = r
        .stdout
        .lines()
        .filter(|l| l.contains("phones and TV (read only): http://127.0.0.1:"))
        .collect();
    assert_eq!(lines.len(), 2, "at the start and under ?: {}", r.stdout);
}

/// The page in a real browser: headless Chromium, driven by `chromedriver` (the W3C
/// `WebDriver` protocol, plain HTTP and JSON), loads the page, follows one change made by another process,
/// and keeps a screenshot at 360×740 (`PHASE10_SCREENSHOT`, else
/// `target/screenshots/serve-360x740.png`). `.ci/run` installs Debian's `chromium` and
/// `chromium-driver` and runs it; a plain `cargo test` leaves it out.
#[test]
#[ignore = "needs chromium and chromedriver (.ci/run installs them)"]
fn a_real_browser_follows_a_change() {
    let g = Game::new(&["--players", "Ann,Bob,Cy,Dee"]);
    g.hand(&[
        "--out",
        "Ann",
        "--made",
        "Ann,Bob,Dee",
        "--points",
        "Bob=25,Cy=75,Dee=20",
    ])
    .code(0);
    g.run(&["lay", "Bob", "1 1 1 + 2 3 4 5"]).code(0);
    g.run(&["lay", "Ann", "W 5 6 7 + 9 9 9"]).code(0);
    let s = serve(&g);
    let driver = Driver::start();
    let session = driver.session();
    driver.post(
        &format!("/session/{session}/url"),
        &serde_json::json!({ "url": s.url }),
    );
    let version = |d: &Driver| -> u64 {
        d.script(
            &session,
            "return Number(document.body.getAttribute('data-version'))",
        )
        .as_u64()
        .unwrap()
    };
    assert_eq!(version(&driver), 1);
    let text = |d: &Driver| -> String {
        d.script(&session, "return document.body.innerText")
            .as_str()
            .unwrap()
            .to_string()
    };
    assert!(text(&driver).contains("Bob.1"), "{}", text(&driver));
    // Give the page a moment to open its stream, then change the game elsewhere.
    std::thread::sleep(Duration::from_millis(500));
    g.run(&["hit", "Ann", "1", "--on", "Bob.1"]).code(0);
    let made = Instant::now();
    while version(&driver) < 2 {
        assert!(
            made.elapsed() < Duration::from_secs(3),
            "the page did not follow"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let followed = made.elapsed();
    let now = text(&driver);
    assert!(now.contains("Ann hit 1 on Bob.1"), "{now}");
    eprintln!("the browser followed the change in {followed:?}");
    driver.screenshot(&session, "PHASE10_SCREENSHOT", "serve-360x740.png");
    driver.delete(&format!("/session/{session}"));
}

/// Issue 57: two phones, each its own real browser session on its player's seat, lay
/// and hit while the other phone and the laptop follow; the hand ends with each
/// phone's cards left recorded, the laptop only saying yes. Keeps a screenshot of a
/// seat at 360×740 (`PHASE10_SEAT_SCREENSHOT`, else
/// `target/screenshots/seat-360x740.png`). Run by `.ci/run` as the test above.
#[test]
#[ignore = "needs chromium and chromedriver (.ci/run installs them)"]
fn two_phones_in_real_browsers_play_a_hand() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let (s, j) = serve_seats(&g, &[]);
    let driver = Driver::start();
    let phone = |name: &str| {
        let session = driver.session();
        driver.post(
            &format!("/session/{session}/url"),
            &serde_json::json!({ "url": j["seats"][name] }),
        );
        session
    };
    let (ann, bob) = (phone("Ann"), phone("Bob"));
    let text = |session: &str| -> String {
        driver
            .script(session, "return document.body.innerText")
            .as_str()
            .unwrap()
            .to_string()
    };
    assert!(text(&ann).contains("Your seat: Ann"), "{}", text(&ann));
    // Typed in the box and sent as a player does; the answer shown at once.
    let say = |session: &str, line: &str| -> String {
        driver.script(
            session,
            &format!(
                "var b=document.getElementById('line');b.value={};document.getElementById('answer').textContent='';document.getElementById('say').requestSubmit();return 1",
                serde_json::json!(line)
            ),
        );
        let start = Instant::now();
        loop {
            let answer = driver
                .script(
                    session,
                    "return document.getElementById('answer').textContent",
                )
                .as_str()
                .unwrap_or_default()
                .to_string();
            if !answer.is_empty() && answer != "…" {
                return answer;
            }
            assert!(
                start.elapsed() < Duration::from_secs(5),
                "{line}: no answer"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    // Each page follows the other's play (its stream open first).
    std::thread::sleep(Duration::from_millis(500));
    let follows = |session: &str, what: &str| {
        let start = Instant::now();
        while !text(session).contains(what) {
            assert!(
                start.elapsed() < Duration::from_secs(3),
                "{what}: {}",
                text(session)
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        start.elapsed()
    };
    assert!(say(&ann, "lay 7 7 7 + 9 9 9").contains("Ann laid phase 1"));
    let seen = follows(&bob, "Ann laid 7 7 7 + 9 9 9");
    eprintln!("Bob's phone saw Ann's lay in {seen:?}");
    // A refusal: the referee's reason and smallest fix, nothing changed.
    let no = say(&bob, "lay 4 4 + 5 5 5");
    assert!(no.contains("add a 4, or a wild"), "{no}");
    assert!(say(&bob, "lay 4 4 4 + 5 5 5").contains("Bob laid phase 1"));
    follows(&ann, "Bob laid 4 4 4 + 5 5 5");
    // Ann goes out hitting her last four from her phone.
    assert!(say(&ann, "hit 7 W on ann.1").contains("Ann hit"));
    assert!(say(&ann, "hit 9 W on ann.2").contains("Ann hit"));
    // The laptop hosts: its hand's end fills from the phones; it says yes once.
    let host = Host::open(&g);
    assert!(say(&bob, "left R5 6 7 8").contains("Bob holds R5 6 7 8"));
    let (code, a) = self::say(&s, &seat_path(&j, "Cy"), "left 55", "");
    assert_eq!(
        (code, a["ok"].clone()),
        (200, serde_json::json!(true)),
        "{a}"
    );
    let said = host.says_yes();
    assert!(said.contains("hand 1 recorded"), "{said}");
    assert!(said.contains("Bob: made it, phase 1, +20 = 20"), "{said}");
    follows(&ann, "Next: hand 2");
    driver.screenshot(&bob, "PHASE10_SEAT_SCREENSHOT", "seat-360x740.png");
    driver.delete(&format!("/session/{ann}"));
    driver.delete(&format!("/session/{bob}"));
}

/// The laptop that hosts the table: `play --plain` on the session, open while the
/// phones play.
struct Host {
    child: Child,
    input: std::process::ChildStdin,
}

impl Host {
    fn open(g: &Game) -> Host {
        let mut child = g
            .env
            .std_cmd()
            .args(["play", "--plain", "--file"])
            .arg(&g.file)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        Host { child, input }
    }

    /// A first line (the file read again, the hand's end asked as it now is), then
    /// `y` at the question whether to record; all the host was told.
    fn says_yes(mut self) -> String {
        writeln!(self.input, "status").unwrap();
        std::thread::sleep(Duration::from_millis(300));
        writeln!(self.input, "y").unwrap();
        drop(self.input);
        let mut said = String::new();
        self.child
            .stdout
            .take()
            .unwrap()
            .read_to_string(&mut said)
            .unwrap();
        self.child.wait().unwrap();
        said
    }
}

/// `chromedriver` on a free loopback port, for one test.
struct Driver {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Driver {
    fn start() -> Driver {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let exe = std::env::var("PHASE10_CHROMEDRIVER").unwrap_or_else(|_| "chromedriver".into());
        let child = std::process::Command::new(&exe)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{exe}: {e} (apt-get install chromium chromium-driver)"));
        let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        let start = Instant::now();
        while TcpStream::connect(addr).is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "chromedriver did not start"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Driver { child, addr }
    }

    fn call(
        &self,
        method: &str,
        path: &str,
        body: Option<&serde_json::Value>,
    ) -> serde_json::Value {
        let body = body.map(ToString::to_string).unwrap_or_default();
        let (code, _, answer) = ask_within(
            self.addr,
            &format!(
                "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            ),
            Duration::from_secs(90),
        );
        assert_eq!(code, 200, "{method} {path}: {answer}");
        serde_json::from_str(&answer).unwrap()
    }

    fn post(&self, path: &str, body: &serde_json::Value) -> serde_json::Value {
        self.call("POST", path, Some(body))
    }

    fn get(&self, path: &str) -> serde_json::Value {
        self.call("GET", path, None)
    }

    fn delete(&self, path: &str) {
        self.call("DELETE", path, None);
    }

    /// A browser session: headless Chromium, a phone's 360×740 window.
    fn session(&self) -> String {
        let binary =
            std::env::var("PHASE10_CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
        let user_data = tempfile::tempdir().unwrap().keep();
        let answer = self.post(
            "/session",
            &serde_json::json!({ "capabilities": { "alwaysMatch": {
                "goog:chromeOptions": {
                    "binary": binary,
                    // A phone's screen: 360×740 CSS pixels, one device pixel each.
                    "mobileEmulation": { "deviceMetrics": {
                        "width": 360, "height": 740, "pixelRatio": 1.0, "touch": true
                    }},
                    "args": [
                        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                        "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync",
                        "--hide-scrollbars", "--window-size=360,740",
                        format!("--user-data-dir={}", user_data.display()),
                    ]
                }
            }}}),
        );
        answer["value"]["sessionId"].as_str().unwrap().to_string()
    }

    /// The session's page as a PNG, kept where `var` says (else
    /// `target/screenshots/NAME`).
    fn screenshot(&self, session: &str, var: &str, name: &str) {
        let png = self.get(&format!("/session/{session}/screenshot"));
        let png = base64(png["value"].as_str().unwrap());
        assert!(png.starts_with(b"\x89PNG"));
        let path = std::env::var_os(var).map_or_else(
            || {
                std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("target/screenshots")
                    .join(name)
            },
            std::path::PathBuf::from,
        );
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, png).unwrap();
        eprintln!("screenshot: {}", path.display());
    }

    fn script(&self, session: &str, script: &str) -> serde_json::Value {
        self.post(
            &format!("/session/{session}/execute/sync"),
            &serde_json::json!({ "script": script, "args": [] }),
        )["value"]
            .clone()
    }
}

/// Standard base64, as a `WebDriver` sends a screenshot.
fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let clean: Vec<u8> = text
        .bytes()
        .filter(|&c| c != b'=' && !c.is_ascii_whitespace())
        .collect();
    let mut out = Vec::with_capacity(clean.len() * 3 / 4);
    for chunk in clean.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= u32::from(value(c)) << (18 - 6 * i);
        }
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    out
}

#[test]
fn what_anyone_on_the_network_sees_gives_away_nothing() {
    let g = game();
    let s = serve(&g);
    let secret = s.base.trim_matches('/').to_string();
    // Without the secret: a 404 with no script policy, nothing of the secret.
    let (code, head, _) = ask(s.addr, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    assert_eq!(code, 404);
    assert!(!head.contains("nonce"), "{head}");
    // The page's nonce is its own, no part of the secret either way round.
    let (_, head, _) = get(&s, "");
    let nonce = head
        .split("'nonce-")
        .nth(1)
        .and_then(|r| r.split('\'').next())
        .unwrap()
        .to_string();
    let reversed: String = secret.chars().rev().collect();
    for part in nonce.as_bytes().windows(6) {
        let part = std::str::from_utf8(part).unwrap();
        assert!(
            !secret.contains(part) && !reversed.contains(part),
            "{nonce} / {secret}"
        );
    }
    // A head of exactly the bound is read; one byte more is refused.
    let exactly = |size: usize| {
        let start = format!("GET {} HTTP/1.1\r\nX: ", s.base);
        let pad = size - start.len() - 4;
        format!("{start}{}\r\n\r\n", "a".repeat(pad))
    };
    assert_eq!(ask(s.addr, &exactly(8 * 1024)).0, 200);
    assert_eq!(ask(s.addr, &exactly(8 * 1024 + 1)).0, 431);
    assert_eq!(ask(s.addr, &exactly(8 * 1024 + 900)).0, 431);
}

#[test]
fn controls_and_bidi_marks_from_the_file_are_shown_not_obeyed() {
    let g = Game::new(&["--players", "Ann\u{202e}xoB,Cy"]);
    let s = serve(&g);
    let (_, _, page) = get(&s, "");
    assert!(page.contains("Ann\\u{202e}xoB"), "{page}");
    assert!(!page.contains('\u{202e}'));
    // A file broken with a C1 control: the JSON escapes it, as every --json does.
    let mut stream = Stream::open(&s);
    stream.next();
    let text = std::fs::read_to_string(&g.file).unwrap();
    // (Written whole and renamed into place, as an editor saves: a plain write is
    // seen half done, an empty file, by a server that reads at the first event.)
    let tmp = g.file.with_extension("tmp");
    std::fs::write(&tmp, text.replace("\"Cy\"", "\"C\\u009by\"")).unwrap();
    std::fs::rename(&tmp, &g.file).unwrap();
    let broken = stream.next();
    assert!(broken["problem"].is_string(), "{broken}");
    let (_, _, json) = get(&s, "state.json");
    assert!(
        !json.contains('\u{9b}') && json.contains("\\u009b"),
        "{json}"
    );
    // Where the file is on the laptop is not said to the phones.
    assert!(!json.contains(g.env.dir.path().to_str().unwrap()), "{json}");
}

#[test]
fn an_empty_address_is_refused_not_taken_for_the_network() {
    let g = game();
    let r = g.run(&["serve", "--bind="]).code(2);
    assert!(
        r.stderr.starts_with("phase10: --bind: give an address"),
        "{}",
        r.stderr
    );
    let r = g.run(&["play", "--plain", "--serve=nowhere"]).code(2);
    assert!(
        r.stderr.starts_with("phase10: --serve nowhere: "),
        "{}",
        r.stderr
    );
}

#[test]
fn a_session_followed_to_one_that_does_not_read_shows_none_of_the_last() {
    let env = Env::new();
    env.run(&["new", "--players", "Ann,Bob", "--name", "good"])
        .code(0);
    let s = serve_in(&env, &[]);
    let mut stream = Stream::open(&s);
    stream.next();
    env.run(&["new", "--players", "Dee,Eve", "--name", "bad"])
        .code(0);
    stream.until(|s| s["players"][0]["name"] == "Dee");
    std::fs::write(env.home().join("sessions/bad.toml"), "players = [\n").unwrap();
    stream.until(|s| s["problem"].is_string());
    env.run(&["sessions", "switch", "good"]).code(0);
    stream.until(|s| s["players"][0]["name"] == "Ann");
    std::fs::write(env.home().join("current"), "bad").unwrap();
    let now = stream.until(|s| s["problem"].is_string());
    assert!(now.get("players").is_none(), "none of good's state: {now}");
    let (_, _, page) = get(&s, "");
    assert!(!page.contains("Ann"), "{page}");
}

#[test]
fn a_game_ended_shows_how_far_each_got() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    g.hand(&["--out", "Ann", "--points", "Bob=50"]).code(0);
    g.run(&["end"]).code(0);
    let s = serve(&g);
    let (_, _, page) = get(&s, "");
    assert!(
        page.contains("1 phase made") && page.contains("none made"),
        "{page}"
    );
    // The play for BG Stats, from the phone: the push link (by way of the page, for
    // the screen's code) and the file.
    assert!(page.contains("Log this play in BG Stats"), "{page}");
    assert!(page.contains("href=\"play.bgsplay\""), "{page}");
    let (code, head, _) = get(&s, "bgstats");
    assert_eq!(code, 303, "{head}");
    let to = head
        .lines()
        .find_map(|l| l.strip_prefix("Location: "))
        .expect("where to");
    let (base, data) = to.split_once("?data=").unwrap();
    assert_eq!(base, "https://app.bgstatsapp.com/createPlay.html");
    assert!(page.contains(&data[..40]), "the page's link is the same");
    let (code, head, body) = get(&s, "play.bgsplay");
    assert_eq!(code, 200);
    assert!(head.contains("attachment"), "{head}");
    let file: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(file["plays"].as_array().unwrap().len(), 1);
    // A game not finished has none.
    let going = game();
    let s = serve(&going);
    assert_eq!(get(&s, "bgstats").0, 404);
    assert_eq!(get(&s, "play.bgsplay").0, 404);
    assert!(!get(&s, "").2.contains("BG Stats"));
}

/// A file hand-edited to a name of 3,000,000 characters that does not read: the
/// page says why with the name cut, as the terminal cuts it (issue 55, 14), not in
/// full to every phone on every change.
#[test]
fn a_name_of_three_million_characters_is_cut_on_the_page() {
    let env = Env::new();
    let file = env.path("long.toml");
    let f = file.to_str().unwrap();
    env.run(&["new", "--file", f, "--players", "Ann,Bob"])
        .code(0);
    let s = serve_in(&env, &["--file", f]);
    let long = "x".repeat(3_000_000);
    let text =
        std::fs::read_to_string(&file)
            .unwrap()
            .replacen("\"Ann\"", &format!("\"{long}\""), 1);
    // (Replaced whole, as an editor saves: the server reads no half-written file.)
    std::fs::write(env.path("long.tmp"), text).unwrap();
    std::fs::rename(env.path("long.tmp"), &file).unwrap();
    let start = std::time::Instant::now();
    loop {
        let (_, _, json) = get(&s, "state.json");
        if json.contains("problem") {
            assert!(json.len() < 100_000, "{} bytes", json.len());
            let (_, _, page) = get(&s, "");
            assert!(page.len() < 100_000, "{} bytes", page.len());
            assert!(page.contains(&format!("{}…", "x".repeat(50))), "{page}");
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "{json}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// An undo made on the laptop is said to the phones: what it took back, in the state
/// and as the page's news (issue 55, 9), not an older event read out as if new.
#[test]
fn an_undo_is_said_to_the_phones() {
    let g = game();
    let s = serve(&g);
    let mut stream = Stream::open(&s);
    stream.until(|st| st["events"].to_string().contains("Ann laid"));
    g.run(&["lay", "Bob", "5 5 5 + 6 6 6"]).code(0);
    stream.until(|st| st["events"].to_string().contains("Bob laid"));
    g.run(&["undo"]).code(0);
    let st = stream.until(|st| !st["taken_back"].is_null());
    assert_eq!(
        st["taken_back"], "taken back: Bob laid 5 5 5 + 6 6 6",
        "{st}"
    );
    let (_, _, page) = get(&s, "");
    assert!(
        page.contains("data-part=\"news\">Taken back: Bob laid 5 5 5 + 6 6 6"),
        "{page}"
    );
}

/// `serve --json`: the table's address and each seat's, on its first line.
fn serve_seats(g: &Game, more: &[&str]) -> (Served, serde_json::Value) {
    let mut child = g
        .env
        .std_cmd()
        .args(["serve", "--bind", "127.0.0.1:0", "--json", "--file"])
        .arg(&g.file)
        .args(more)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let j: serde_json::Value =
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
    let url = j["url"].as_str().unwrap().to_string();
    let rest = url.strip_prefix("http://").unwrap();
    let (host, path) = rest.split_at(rest.find('/').unwrap());
    (
        Served {
            child,
            addr: host.parse().unwrap(),
            base: path.to_string(),
            url: url.clone(),
        },
        j,
    )
}

/// The path of a seat's link (`/SEAT/`).
fn seat_path(j: &serde_json::Value, name: &str) -> String {
    let url = j["seats"][name].as_str().unwrap();
    let rest = url.strip_prefix("http://").unwrap();
    rest[rest.find('/').unwrap()..].to_string()
}

/// A line said from a seat: status and the JSON answer.
fn say(s: &Served, seat: &str, line: &str, extra: &str) -> (u16, serde_json::Value) {
    let (code, _, body) = ask(
        s.addr,
        &format!(
            "POST {seat}say HTTP/1.1\r\nHost: {}\r\nContent-Type: text/plain\r\n{extra}Content-Length: {}\r\n\r\n{line}",
            s.addr,
            line.len()
        ),
    );
    let j = serde_json::from_str(&body).unwrap_or(serde_json::Value::Null);
    (code, j)
}

/// A line a seat says, taken (200, ok): the answer.
#[track_caller]
fn taken(s: &Served, seat: &str, line: &str) -> serde_json::Value {
    let (code, a) = say(s, seat, line, "");
    assert_eq!(
        (code, a["ok"].clone()),
        (200, serde_json::json!(true)),
        "{line}: {a}"
    );
    a
}

/// Issue 57, 1: each seated player has a link of their own, with its own secret, on
/// `serve --json`'s first line; kept across a restart, never in the session file; new
/// all round when asked; one who gets up loses theirs, one who sits down gets one.
#[test]
fn each_seat_has_its_own_link_kept_across_a_restart() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let (s, j) = serve_seats(&g, &[]);
    assert_eq!(j["ok"], true);
    let seats = j["seats"].as_object().unwrap();
    assert_eq!(seats.len(), 3, "{j}");
    let keys: Vec<String> = ["Ann", "Bob", "Cy"]
        .iter()
        .map(|n| seat_path(&j, n))
        .collect();
    assert!(
        keys.iter().all(|k| k.len() == 24 && *k != s.base),
        "{keys:?}"
    );
    let text = std::fs::read_to_string(&g.file).unwrap();
    for k in &keys {
        assert!(
            !text.contains(k.trim_matches('/')),
            "a secret in the session file"
        );
        // Each seat's page is its player's.
        let (code, _, page) = ask(s.addr, &format!("GET {k} HTTP/1.1\r\nHost: x\r\n\r\n"));
        assert_eq!(code, 200);
        assert!(page.contains("Your seat:"), "{page}");
    }
    drop(s);
    let (s, again) = serve_seats(&g, &[]);
    assert_eq!(
        again["seats"],
        j["seats"]
            .clone()
            .as_object()
            .map_or(serde_json::Value::Null, |m| {
                // The same secrets, at this run's port.
                serde_json::Value::Object(
                    m.iter()
                        .map(|(k, v)| {
                            let old = v.as_str().unwrap();
                            let path = &old[old.find('/').unwrap() + 2..];
                            let path = &path[path.find('/').unwrap()..];
                            (k.clone(), format!("http://{}{path}", s.addr).into())
                        })
                        .collect(),
                )
            })
    );
    assert_eq!(
        again["url"].as_str().unwrap(),
        format!("http://{}{}", s.addr, s.base)
    );
    drop(s);
    let (s, renewed) = serve_seats(&g, &["--new-seats"]);
    assert_ne!(seat_path(&renewed, "Ann"), keys[0]);
    // The old link opens nothing now.
    assert_eq!(
        ask(
            s.addr,
            &format!("GET {} HTTP/1.1\r\nHost: x\r\n\r\n", keys[0])
        )
        .0,
        404
    );
    drop(s);
    // Cy gets up between hands: no seat; Dee sits down: one.
    g.hand(&["--out", "Ann", "--points", "Bob=50,Cy=50"])
        .code(0);
    g.run(&["players", "remove", "Cy"]).code(0);
    g.run(&["players", "add", "Dee"]).code(0);
    let (_s, later) = serve_seats(&g, &[]);
    let names: Vec<&String> = later["seats"].as_object().unwrap().keys().collect();
    assert_eq!(names, ["Ann", "Bob", "Dee"], "{later}");
}

/// Issue 57, 4: a seat's line goes through the same referee; a refusal changes
/// nothing; a seat speaks for its own player only (403); the table's link takes no
/// POST (405); a made-up seat is 404; a page elsewhere is 403; a line is at most 8 KiB.
#[test]
fn a_seat_says_its_own_plays_refereed() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let (s, j) = serve_seats(&g, &[]);
    let (ann, bob) = (seat_path(&j, "Ann"), seat_path(&j, "Bob"));
    // Laid, and seen by every face.
    let (code, a) = say(&s, &ann, "lay 7 7 7 + 9 9 W", "");
    assert_eq!((code, &a["ok"]), (200, &serde_json::json!(true)), "{a}");
    assert!(
        a["said"].as_str().unwrap().contains("Ann laid phase 1"),
        "{a}"
    );
    let table = g.run(&["table", "--json"]).code(0).json();
    assert_eq!(table["groups"].as_array().unwrap().len(), 2, "{table}");
    // Not the phase: the referee's reason and smallest fix; nothing changed.
    let before = bytes(&g.file);
    let (code, a) = say(&s, &bob, "lay 4 4 + 5 5 5", "");
    assert_eq!(code, 200);
    assert_eq!(a["ok"], false);
    assert!(
        a["reason"].as_str().unwrap().contains("add a 4, or a wild"),
        "{a}"
    );
    assert_eq!(bytes(&g.file), before);
    // (`out` from a seat is the plays' to say: Ann holds 4 cards.)
    let (code, a) = say(&s, &ann, "out", "");
    assert_eq!(
        (code, a["ok"].clone()),
        (200, serde_json::json!(false)),
        "{a}"
    );
    assert!(
        a["reason"].as_str().unwrap().contains("holds 4 cards"),
        "{a}"
    );
    // Another player's play, or the host's words: 403, nothing changed.
    for line in [
        "bob lay 4 4 4 + 5 5 5",
        "lay bob 4 4 4 + 5 5 5",
        "undo",
        "bob out",
        "bob left 50",
        "new game",
    ] {
        let (code, a) = say(&s, &ann, line, "");
        assert_eq!(code, 403, "{line}: {a}");
        assert_eq!(a["ok"], false);
        assert_eq!(bytes(&g.file), before, "{line}");
    }
    // A number is never a seat from a phone: `check 1 2 3` is cards, Ann's own.
    let (code, a) = say(&s, &ann, "check 1 2 3 + 4 4 4", "");
    assert_eq!(code, 200, "{a}");
    assert!(
        a["reason"]
            .as_str()
            .unwrap_or_default()
            .contains("not valid"),
        "{a}"
    );
    // Hit with the name implied, onto another's group.
    let (code, a) = say(&s, &bob, "hit 7 on ann.1", "");
    assert_eq!(
        (code, a["ok"].clone()),
        (200, serde_json::json!(false)),
        "{a}"
    );
    let (code, a) = say(&s, &bob, "lay 4 4 4 + 5 5 5", "");
    assert_eq!(
        (code, a["ok"].clone()),
        (200, serde_json::json!(true)),
        "{a}"
    );
    let (code, a) = say(&s, &bob, "hit 7 on ann.1", "");
    assert_eq!(
        (code, a["ok"].clone()),
        (200, serde_json::json!(true)),
        "{a}"
    );
    let before = bytes(&g.file);
    // The table's read-only link: 405; a made-up seat: 404.
    let (code, _, _) = ask(
        s.addr,
        &format!(
            "POST {}say HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nflip",
            s.base
        ),
    );
    assert_eq!(code, 405);
    assert_eq!(say(&s, "/AAAAAAAAAAAAAAAAAAAAAA/", "flip", "").0, 404);
    // From a page elsewhere: 403.
    let (code, _) = say(
        &s,
        &ann,
        "hit 7 on ann.1",
        "Origin: http://evil.example\r\n",
    );
    assert_eq!(code, 403);
    // From its own page: taken.
    let own = format!("Origin: http://{}\r\n", s.addr);
    let (code, a) = say(&s, &ann, "check 1 1 1", &own);
    assert_eq!(code, 200, "{a}");
    // Over 8 KiB: 413, nothing read.
    let long = "7 ".repeat(5000);
    assert_eq!(say(&s, &ann, &format!("hit {long} on ann.1"), "").0, 413);
    assert_eq!(bytes(&g.file), before);
    // A GET of say: 405 (it takes a POST).
    assert_eq!(
        ask(s.addr, &format!("GET {ann}say HTTP/1.1\r\nHost: x\r\n\r\n")).0,
        405
    );
    // A form sent without JavaScript: the seat's page again, the answer on it.
    let body = "line=hit+W+on+bob.2";
    let (code, _, page) = ask(
        s.addr,
        &format!(
            "POST {bob}say HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        ),
    );
    assert_eq!(code, 200);
    assert!(page.contains("id=\"answer\">Bob hit W"), "{page}");
}

/// Issue 57, 4: two phones and the laptop writing at once are serialized by the
/// session's lock: none is lost.
#[test]
fn two_phones_and_the_laptop_at_once_lose_nothing() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let (s, j) = serve_seats(&g, &[]);
    let (ann, bob) = (seat_path(&j, "Ann"), seat_path(&j, "Bob"));
    say(&s, &ann, "lay 7 7 7 + 9 9 9", "");
    say(&s, &bob, "lay 4 4 4 + 5 5 5", "");
    g.run(&["lay", "Cy", "1 1 1 + 2 2 2"]).code(0);
    // Each holds 4 more after laying 6: three hits each, none going out.
    let hits = 3;
    std::thread::scope(|scope| {
        for (seat, card) in [(&ann, "7"), (&bob, "W")] {
            let s = &s;
            scope.spawn(move || {
                for _ in 0..hits {
                    let (code, a) = say(s, seat, &format!("hit {card} on ann.1"), "");
                    assert_eq!(
                        (code, a["ok"].clone()),
                        (200, serde_json::json!(true)),
                        "{a}"
                    );
                }
            });
        }
        scope.spawn(|| {
            for _ in 0..hits {
                g.run(&["hit", "Cy", "9", "--on", "Ann.2"]).code(0);
            }
        });
    });
    let table = g.run(&["table", "--json"]).code(0).json();
    let sizes: Vec<usize> = table["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["cards"].as_array().unwrap().len())
        .collect();
    assert_eq!(sizes[..2], [3 + 2 * hits, 3 + hits], "{table}");
}

/// Issue 57, 5: one address cannot lock the table out: 600 idle sockets from one leave
/// the other phones served within a second, and a page turned away asks again itself.
#[test]
fn one_address_cannot_lock_the_table_out() {
    let g = game();
    let (s, _) = serve_seats(&g, &[]);
    let attacker = phone(0);
    let idle: Vec<TcpStream> = (0..600)
        .filter_map(|_| {
            let t = std::panic::catch_unwind(|| connect_from(attacker, s.addr)).ok()?;
            Some(t)
        })
        .collect();
    assert!(idle.len() > 100, "{}", idle.len());
    let start = Instant::now();
    let mut t = connect_from(phone(1), s.addr);
    t.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(t, "GET {}state.json HTTP/1.1\r\nHost: x\r\n\r\n", s.base).unwrap();
    let mut answer = String::new();
    t.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
    // The attacker's next is turned away with a page that asks again by itself.
    let mut t = connect_from(attacker, s.addr);
    t.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut answer = String::new();
    let _ = t.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(
        answer.contains("Retry-After: 2") && answer.contains("http-equiv=\"refresh\""),
        "{answer}"
    );
    drop(idle);
}

/// Issue 57, 3: the hand's end from the phones. The last card hit from a phone ends
/// the hand; each player says their own row (`left …`) from their phone; the laptop's
/// hand's end shows the rows filled as they come, and the host says yes once. What a
/// phone said is a play of the live hand: every face sees it, undo takes it back, and
/// `hand --out … --points …` scores those who said theirs without asking again.
#[test]
fn the_hands_end_from_the_phones_the_host_says_yes_once() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let (s, j) = serve_seats(&g, &[]);
    let (ann, bob, cy) = (
        seat_path(&j, "Ann"),
        seat_path(&j, "Bob"),
        seat_path(&j, "Cy"),
    );
    let ok = |seat: &str, line: &str| taken(&s, seat, line);
    ok(&ann, "lay 7 7 7 + 9 9 9");
    // Before anyone went out, cards left are not said yet.
    let (_, a) = say(&s, &bob, "left R5 6", "");
    assert_eq!(a["ok"], false, "{a}");
    ok(&bob, "lay 4 4 4 + 5 5 5");
    // The host's plain mode is open; Ann hits her last cards from her phone.
    let host = Host::open(&g);
    ok(&ann, "hit 7 7 on ann.1");
    ok(&ann, "hit 9 W on ann.2");
    // Ann's phone hears where the hand's end is asked.
    assert!(
        ok(&ann, "out")["said"]
            .as_str()
            .unwrap()
            .contains("went out")
    );
    // A row refused as a typed answer would be: Bob holds 4.
    let (_, a) = say(&s, &bob, "left R5 6", "");
    assert!(
        a["reason"]
            .as_str()
            .unwrap()
            .contains("Bob holds 4 cards; 2 given"),
        "{a}"
    );
    ok(&bob, "left R5 6 7 8");
    ok(&cy, "left 55");
    // The laptop: its first line opens the hand's end with the rows filled; yes once.
    let said = host.says_yes();
    assert!(
        said.contains("2 Bob: made it; phase 1; left R5 6 7 8 (holds 4)"),
        "{said}"
    );
    assert!(
        said.contains("3 Cy: did not make it; phase 1; left 55 (holds 10)"),
        "{said}"
    );
    assert!(said.contains("hand 1 recorded"), "{said}");
    let st = g.status();
    assert_eq!(st["players"][1]["score"], 20, "{st}");
    assert_eq!(st["players"][2]["score"], 55, "{st}");
    // Kept as what happened: the phones' rows are plays, not written twice.
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(text.contains("left = \"Bob\""), "{text}");
    assert!(
        !text.contains("[hand.left]") && !text.contains("[hand.points]"),
        "{text}"
    );
    // Hand 2: a phone's row is a play undo takes back, and `hand` scores it unasked.
    // (Phase 2 now: a set of 3 and a run of 4; Bob hits his last three.)
    ok(&bob, "lay 4 4 4 + 5 6 7 8");
    ok(&bob, "hit 4 on bob.1");
    ok(&bob, "hit 9 10 on bob.2");
    // Ann holds 10 cards: 20 points is no total they make, as the hand's end says.
    let (_, a) = say(&s, &ann, "left 20", "");
    assert!(
        a["reason"]
            .as_str()
            .unwrap()
            .contains("20 points is impossible"),
        "{a}"
    );
    ok(&ann, "left 60");
    g.run(&["undo"]).code(0);
    assert!(
        !std::fs::read_to_string(&g.file)
            .unwrap()
            .contains("left = \"Ann\"")
    );
    ok(&ann, "left 55");
    g.hand(&["--out", "Bob", "--points", "Cy=50"]).code(0);
    let st = g.status();
    assert_eq!(st["players"][0]["score"], 55, "{st}");
    assert_eq!(st["players"][2]["score"], 55 + 50, "{st}");
}

/// Issue 57, 1: the host hands the seats out from the table: `seats` in plain mode
/// (beside `--serve`) says each player's own link, and each opens that player's seat;
/// where the phones are not served, it says how to serve them.
#[test]
fn seats_at_the_table_says_each_link() {
    let g = Game::new(&["--players", "Ann,Bob"]);
    let r = g.run_stdin(&["play", "--plain", "--serve=127.0.0.1:0"], "seats\nq\n");
    let out = r.code(0).stdout;
    let link = |name: &str| {
        let at = out
            .find(&format!("{name}'s seat: http://"))
            .unwrap_or_else(|| panic!("{out}"));
        out[at..].split_whitespace().nth(2).unwrap().to_string()
    };
    let (ann, bob) = (link("Ann"), link("Bob"));
    assert_ne!(ann, bob);
    assert!(out.contains("give it to them alone"), "{out}");
    // The same links as the server keeps (a second server on the same session).
    let (s, j) = serve_seats(&g, &[]);
    let path = |u: &str| {
        u[u.find("//").unwrap() + 2..]
            .split_once('/')
            .unwrap()
            .1
            .to_string()
    };
    assert_eq!(path(&ann), path(j["seats"]["Ann"].as_str().unwrap()));
    let (code, _, page) = ask(
        s.addr,
        &format!("GET /{} HTTP/1.1\r\nHost: x\r\n\r\n", path(&bob)),
    );
    assert_eq!(code, 200);
    assert!(page.contains("Your seat: Bob"), "{page}");
    let r = g.run_stdin(&["play", "--plain"], "seats\nq\n");
    assert!(
        r.stdout.contains("the phones are not served here"),
        "{}",
        r.stdout
    );
}

/// Issue 57, 3: in Masters each phone says its own phase card too (`phase 4`, having
/// not laid) and its save pile as the hand is played; the laptop's hand's end has
/// every row filled and takes one yes.
#[test]
fn masters_rows_from_the_phones_phase_card_and_pile() {
    let g = Game::new(&["--edition", "masters", "--players", "Ann,Bob,Cy"]);
    let (s, j) = serve_seats(&g, &[]);
    let (ann, bob, cy) = (
        seat_path(&j, "Ann"),
        seat_path(&j, "Bob"),
        seat_path(&j, "Cy"),
    );
    let ok = |seat: &str, line: &str| taken(&s, seat, line);
    ok(&ann, "lay phase 1 7 7 7 + 9 9 9");
    // One who laid has their phase card: said again, refused.
    let (_, a) = say(&s, &ann, "phase 2", "");
    assert!(
        a["reason"]
            .as_str()
            .unwrap()
            .contains("Ann laid phase 1 this hand"),
        "{a}"
    );
    assert!(
        ok(&bob, "phase 4")["said"]
            .as_str()
            .unwrap()
            .contains("Bob tried phase 4")
    );
    ok(&cy, "phase 2");
    ok(&cy, "save R3");
    ok(&ann, "hit 7 W on ann.1");
    ok(&ann, "hit 9 W on ann.2");
    ok(&bob, "left 50");
    ok(&cy, "left 55");
    let r = g.run_stdin(&["play", "--plain"], "y\n");
    let said = r.code(0).stdout;
    assert!(said.contains("hand 1 recorded"), "{said}");
    let st = g.status();
    assert_eq!(st["players"][1]["score"], 50, "{st}");
    assert_eq!(st["players"][2]["score"], 55, "{st}");
    let text = std::fs::read_to_string(&g.file).unwrap();
    assert!(
        text.contains("chose = \"Bob\"") && text.contains("attempt = 4"),
        "{text}"
    );
    assert!(!text.contains("[hand.attempt]"), "{text}");
}

/// From the review of issue 57: players named like a card or a table word (W, Lay)
/// are read from a phone as the laptop reads them: `lay W 4 4 4` is a Wild, whoever
/// is called W, and a number after `lay` is a card even where someone is called Lay.
/// A path that is not there is 404 whatever the method; two lengths that differ, 400.
#[test]
fn names_like_cards_and_words_read_as_the_laptop_reads_them() {
    let g = Game::new(&["--players", "Al,Alan,Lay,W"]);
    let (s, j) = serve_seats(&g, &[]);
    let (al, w, lay) = (
        seat_path(&j, "Al"),
        seat_path(&j, "W"),
        seat_path(&j, "Lay"),
    );
    let ok = |seat: &str, line: &str| taken(&s, seat, line)["said"].as_str().unwrap().to_string();
    let said = ok(&w, "lay W 4 4 4 + 6 6 6");
    assert!(said.contains("W=4 4 4 4 + 6 6 6"), "{said}");
    let said = ok(&al, "lay 2 2 2 + 3 3 3");
    assert!(said.starts_with("Al laid"), "{said}");
    let said = ok(&lay, "lay 7 7 7 + 9 9 9");
    assert!(said.starts_with("Lay laid"), "{said}");
    // Still: another player named after the verb is another's play.
    assert_eq!(say(&s, &al, "lay alan 5 5 5 + 8 8 8", "").0, 403);
    // Paths that are not there: 404 for every method.
    for (method, path) in [
        ("POST", format!("{al}x")),
        ("POST", format!("{al}say/x")),
        ("POST", format!("{}x", s.base)),
        ("PUT", format!("{al}state.json/x")),
    ] {
        let (code, _, _) = ask(
            s.addr,
            &format!("{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nflip"),
        );
        assert_eq!(code, 404, "{method} {path}");
    }
    let (code, _, _) = ask(
        s.addr,
        &format!(
            "POST {al}say HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nContent-Length: 11\r\n\r\nflip"
        ),
    );
    assert_eq!(code, 400);
}

/// Issue 57, 3, at the drawn screen (a pseudo-terminal): the laptop's screen that plays
/// opens the hand's end by itself when a phone hits the last card, fills each row as
/// its phone says it, and records the hand on one yes.
#[test]
fn the_screen_fills_the_hands_end_from_the_phones() {
    let g = Game::new(&["--players", "Ann,Bob,Cy"]);
    let (s, j) = serve_seats(&g, &[]);
    let (ann, bob, cy) = (
        seat_path(&j, "Ann"),
        seat_path(&j, "Bob"),
        seat_path(&j, "Cy"),
    );
    let ok = |seat: &str, line: &str| {
        taken(&s, seat, line);
    };
    let mut screen =
        crate::screen::Screen::start(&g.env, &format!("play --file '{}'", g.file.display()));
    screen.wait_for("Ann deals", Duration::from_secs(10));
    ok(&ann, "lay 7 7 7 + 9 9 9");
    ok(&bob, "lay 4 4 4 + 5 5 5");
    screen.wait_for("Bob.1", Duration::from_secs(5));
    ok(&ann, "hit 7 W on ann.1");
    ok(&ann, "hit 9 W on ann.2");
    // The hand's end opens by itself; Bob's row fills as his phone says it.
    screen.wait_for("hand 1: the hand's end", Duration::from_secs(5));
    screen.wait_for("(went out)", Duration::from_secs(5));
    ok(&bob, "left R5 6 7 8");
    screen.wait_for("R5 6 7 8", Duration::from_secs(5));
    ok(&cy, "left 55");
    screen.wait_for("record hand 1? (y/n)", Duration::from_secs(5));
    screen.line("y");
    screen.wait_for("hand 2", Duration::from_secs(5));
    screen.line("q");
    screen.session.exp_eof().unwrap();
    let st = g.status();
    assert_eq!(st["hands"], 1, "{st}");
    assert_eq!(st["players"][1]["score"], 20, "{st}");
    assert_eq!(st["players"][2]["score"], 55, "{st}");
}

/// The page in each phone's own language: the first the browser asks for
/// (`Accept-Language`, by its weights) that there are words for, else the server's; a
/// page's switch (`?lang=de`) kept for that address by a cookie; what a seat is told
/// (a refusal, the server's own) said in it too.
#[test]
fn the_page_speaks_each_phones_language() {
    let g = game();
    let (s, j) = serve_seats(&g, &[]);
    let get_as = |path: &str, headers: &str| {
        ask(
            s.addr,
            &format!("GET {path} HTTP/1.1\r\nHost: x\r\n{headers}\r\n"),
        )
    };
    let german = [
        "<html lang=\"de\"",
        "<h2 id=\"pl\">Spieler</h2>",
        "<h2 id=\"gr\">Auf dem Tisch</h2>",
        "<h2 id=\"ev\">Was zuletzt geschah</h2>",
        "Runde 1",
        "Ann hat 7 7 7 + 9 9 9 ausgelegt",
        "Drilling (7er)",
        "ausgelegt, hält 4 Karten",
        "Der Laptop des Tisches antwortet nicht",
        "<a href=\"./?lang=en\" hreflang=\"en\" lang=\"en\">English</a>",
    ];
    let english = [
        "<html lang=\"en\"",
        "<h2 id=\"pl\">Players</h2>",
        "<h2 id=\"ev\">Last events</h2>",
        "down, holds 4 cards",
        "set of 3 (7s)",
    ];
    // A German browser: German, nothing kept.
    let (code, head, page) = get_as(&s.base, "Accept-Language: de-DE,de;q=0.9,en;q=0.8\r\n");
    assert_eq!(code, 200);
    for words in german {
        assert!(page.contains(words), "{words}: {page}");
    }
    for words in &english[1..] {
        assert!(!page.contains(words), "{words}: {page}");
    }
    assert!(!head.contains("Set-Cookie"), "{head}");
    assert!(page.contains("<footer>Nur lesen: "), "{page}");
    // A language there are no words for: the server's (English), the page as ever.
    let (_, _, plain) = get_as(&s.base, "");
    for asked in [
        "Accept-Language: fr\r\n",
        "Accept-Language: fr-CH, de;q=0, *;q=0.5\r\n",
    ] {
        let (_, _, page) = get_as(&s.base, asked);
        assert_eq!(page, plain, "{asked}");
    }
    for words in english {
        assert!(plain.contains(words), "{words}: {plain}");
    }
    assert!(!plain.contains("Spieler"), "{plain}");
    // By weight, not by place: English first here.
    let (_, _, page) = get_as(&s.base, "Accept-Language: de;q=0.5, fr, en;q=0.8\r\n");
    assert!(page.contains("<html lang=\"en\""), "{page}");
    // A seat switched to German on an English phone: German, and kept (for that
    // seat's address only).
    let bob = seat_path(&j, "Bob");
    let (code, head, page) = get_as(&format!("{bob}?lang=de"), "Accept-Language: en\r\n");
    assert_eq!(code, 200);
    assert!(
        head.contains(&format!(
            "Set-Cookie: phase10_lang=de; Path={bob}; Max-Age=31536000; SameSite=Strict; HttpOnly"
        )),
        "{head}"
    );
    for words in [
        "<html lang=\"de\"",
        "Dein Platz: Bob",
        "Sag, was du spielst",
        "Ann gibt",
    ] {
        assert!(page.contains(words), "{words}: {page}");
    }
    let kept = "Accept-Language: en\r\nCookie: other=1; phase10_lang=de\r\n";
    let (_, head, page) = get_as(&bob, kept);
    assert!(
        page.contains("<html lang=\"de\"") && page.contains("Dein Platz: Bob"),
        "{page}"
    );
    assert!(!head.contains("Set-Cookie"), "{head}");
    // Without what was kept: the browser's again; and switched back to English.
    let (_, _, page) = get_as(&bob, "Accept-Language: en\r\n");
    assert!(page.contains("Your seat: Bob"), "{page}");
    let (_, head, page) = get_as(&format!("{bob}?lang=en"), kept);
    assert!(page.contains("Your seat: Bob"), "{page}");
    assert!(head.contains("Set-Cookie: phase10_lang=en;"), "{head}");
    // What a seat is told, in its language: the referee's refusal, the server's own.
    let line = "hit 12 on ann.1";
    let (_, en) = say(&s, &bob, line, "");
    let (_, de) = say(&s, &bob, line, "Cookie: phase10_lang=de\r\n");
    assert_eq!((&en["ok"], &de["ok"]), (&false.into(), &false.into()));
    let de = de["reason"].as_str().unwrap();
    assert!(de.starts_with("nicht angelegt: "), "{de}");
    assert_ne!(en["reason"].as_str().unwrap(), de);
    let (code, a) = say(
        &s,
        &bob,
        "out",
        "Origin: http://elsewhere.example\r\nAccept-Language: de\r\n",
    );
    assert_eq!(code, 403);
    assert_eq!(
        a["reason"],
        "eine Zeile wird von der eigenen Seite des Platzes gesagt"
    );
    let (code, _, body) = get_as(&format!("{}nowhere", s.base), "Accept-Language: de\r\n");
    assert_eq!((code, body.as_str()), (404, "nicht gefunden\n"));
}
