//! What `serve` shows: the state as JSON (the fields of `status --json` and `table
//! --json`, and the last events), and the page, one HTML document with no external
//! assets. Every word from the session file goes through the terminal's one-way text
//! rule (control characters shown, not obeyed) and is then escaped for HTML, so no
//! markup from a file reaches the page.

use std::fmt::Write as _;

use crate::app::core::words;
use crate::app::core::words::Face;
use crate::app::core::words::catalogue::{Area, spoken};
use crate::rules::edition::Progress;
use crate::say;
use crate::session::{Session, Standings, progress, report};
use serde_json::Value;

use crate::app::core::paint;
use crate::app::core::render;

/// How many of the last events the page and the JSON carry.
const EVENTS: usize = 8;

/// The state as JSON: `status --json`'s fields, `table --json`'s beside them (`side` is
/// the same in both), and `events`, the last things that happened, oldest first.
pub fn state(session: &Session, standings: &Standings) -> Value {
    let mut out = serde_json::to_value(report::status(session, standings)).expect("serializes");
    let Value::Object(table) =
        serde_json::to_value(report::table(session, standings)).expect("serializes")
    else {
        unreachable!("the table is an object")
    };
    let fields = out.as_object_mut().expect("the status is an object");
    for (k, v) in table {
        fields.entry(k).or_insert(v);
    }
    fields.insert("events".into(), last_events(session, standings).into());
    out
}

fn last_events(session: &Session, standings: &Standings) -> Vec<String> {
    words::events(session, standings, EVENTS)
}

/// Text from the session, fit for the page: control characters shown as the terminal
/// shows them, then `& < > " '` escaped.
pub fn esc(text: &str) -> String {
    let shown = paint::shown_plain(text);
    let mut out = String::with_capacity(shown.len());
    for c in shown.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Words of the program's own for the page's text: `& < >` escaped (its own words
/// hold no markup; a quote needs no escape outside an attribute).
pub(super) fn own(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Text as a string of the page's script, in single quotes.
fn js(text: &str) -> String {
    let mut out = String::from("'");
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\'' => out.push_str("\\'"),
            '<' => out.push_str("\\x3c"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

/// What the page is drawn from: the session as it last replayed, and why the file as
/// it is now does not (then the page keeps the last good state and says so).
pub struct Seen<'a> {
    pub title: &'a str,
    /// The session as it last replayed (none where it never has in this server).
    pub state: Option<(&'a Session, &'a Standings)>,
    pub problem: Option<&'a str>,
    /// What an undo just took back (none: the change was no undo).
    pub undone: Option<&'a str>,
    /// The server's count of changes: the script asks for the page again only for a
    /// newer one.
    pub version: u64,
    /// The nonce the page's one script carries (the only script the page allows).
    pub nonce: &'a str,
    /// A seat's page: whose, and the answer to what they just said (a form sent
    /// without JavaScript); none: the table's read-only page.
    pub seat: Option<SeatSeen<'a>>,
    /// A finished game: BG Stats' push link (the play file is beside the page, at
    /// `play.bgsplay`).
    pub bgstats: Option<&'a str>,
}

/// A seat's page: the player's seat, and the referee's answer to their last line.
pub struct SeatSeen<'a> {
    pub seat: usize,
    /// The answer (taken or not, in words) to a line just sent by a form.
    pub answer: Option<(bool, &'a str)>,
}

/// The page.
pub fn render(seen: &Seen) -> String {
    let mut h = String::with_capacity(8 * 1024);
    let title = if seen.title.is_empty() {
        esc(&say!(Area::Page, "page-untitled"))
    } else {
        esc(seen.title)
    };
    let _ = write!(
        h,
        "<!doctype html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>phase10 · {title}</title>\n\
         <noscript><meta http-equiv=\"refresh\" content=\"5\"></noscript>\n\
         <style>{STYLE}</style>\n</head>\n<body data-version=\"{}\">\n",
        spoken().tag(),
        seen.version
    );
    let Some((session, standings)) = seen.state else {
        // Nothing that replayed: only why.
        let _ = write!(
            h,
            "<header data-part=\"head\"><h1>{title}</h1><p></p></header>\n<main>\n\
             <p class=\"news\" role=\"status\" aria-live=\"polite\" data-part=\"news\">{}</p>\n",
            esc(&say!(
                Area::Page,
                "page-does-not-read",
                "problem" => seen.problem.unwrap_or_default()
            ))
        );
        h.push_str("</main>\n");
        return close(h, seen);
    };
    let _ = write!(
        h,
        "<header data-part=\"head\"><h1>{title}</h1><p>{}</p></header>\n<main>\n",
        esc(&heading(session, standings))
    );
    let events = last_events(session, standings);
    // The one line a screen reader reads out on each change: what just happened.
    let news = if let Some(p) = seen.problem {
        say!(Area::Page, "page-no-longer-reads", "problem" => p)
    } else if let Some(undone) = seen.undone {
        // The live region reads what went, not an older event as if it were new.
        let mut said = undone.to_string();
        if let Some(first) = said.get_mut(0..1) {
            first.make_ascii_uppercase();
        }
        said
    } else {
        let outcome = render::outcome_in(session, standings, Face::Table);
        // The game's end, else the last play of this hand, else who deals next.
        match events.last() {
            Some(_) if !standings.winners().is_empty() => outcome.trim().to_string(),
            Some(last) if !standings.table.groups.is_empty() => last.clone(),
            Some(last) => format!("{last}. {}", outcome.trim()),
            None => outcome.trim().to_string(),
        }
    };
    let _ = writeln!(
        h,
        "<p class=\"news\" role=\"status\" aria-live=\"polite\" data-part=\"news\">{}</p>",
        esc(&news)
    );
    if let Some(seat) = &seen.seat {
        seat_part(&mut h, session, standings, seat);
    }
    // A finished game: the play, for the phone that keeps the group's plays.
    if let Some(link) = seen.bgstats {
        // (Named as the session, as a file may be named.)
        let mut name = crate::app::core::store::dashed(seen.title);
        if name.is_empty() {
            name = "play".into();
        }
        let _ = writeln!(
            h,
            "<section aria-labelledby=\"bg\" data-part=\"bgstats\"><h2 id=\"bg\">BG Stats</h2>\n\
             <p><a href=\"{}\">{}</a> · \
             <a href=\"play.bgsplay\" download=\"{}.bgsplay\">{}</a></p></section>",
            esc(link),
            own(&say!(Area::Page, "page-bgstats-log")),
            esc(&name),
            own(&say!(Area::Page, "page-bgstats-file")),
        );
    }
    players(&mut h, session, standings);
    groups(&mut h, session, standings);
    let _ = write!(
        h,
        "<section aria-labelledby=\"ev\"><h2 id=\"ev\">{}</h2>\n<ol data-part=\"events\">",
        own(&say!(Area::Page, "page-events"))
    );
    if events.is_empty() {
        let _ = write!(h, "<li>{}</li>", own(&say!(Area::Page, "page-nothing-yet")));
    }
    for e in &events {
        let _ = write!(h, "<li>{}</li>", esc(e));
    }
    h.push_str("</ol></section>\n</main>\n");
    close(h, seen)
}

/// A player's phase as the page says it: the phase in words beside its number, their
/// Twist space, or their phase cards left.
fn phase_cell(
    session: &Session,
    standings: &Standings,
    s: usize,
    p: &report::PlayerStatus,
) -> String {
    match session.rules().progress {
        Progress::InOrder => match progress::next_phase(session, standings, s) {
            // The phase in words beside its number: "4: 1 run of 7".
            Some(n) => match n.parse().ok().and_then(|n| session.phase(n)) {
                Some(phase) => format!("{n}: {}", words::terms::phase(&phase)),
                None => n,
            },
            None if p.finished => say!(Area::Page, "page-all-made"),
            // The game over: how far each got.
            None => say!(Area::Page, "page-made", "count" => p.completed.len()),
        },
        Progress::Board => standings.board.as_ref().map_or_else(String::new, |b| {
            use crate::rules::board::Pawn;
            match b.pawn(standings.players[s].position, p.finished) {
                Pawn::Twist(first, second) => say!(
                    Area::Page,
                    "page-twist-choice",
                    "first" => first,
                    "second" => second
                ),
                Pawn::Past => say!(Area::Page, "page-past"),
                Pawn::Phase(n) => n.to_string(),
            }
        }),
        Progress::Chosen => p.open.as_ref().map_or_else(String::new, |open| {
            if open.is_empty() {
                say!(Area::Page, "page-none")
            } else {
                open.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
            }
        }),
    }
}

/// A seat's own part: who and where they stand (live), a box for the table's words
/// with their name implied, buttons that start or say them, and the referee's answer
/// (a live region a screen reader reads out).
fn seat_part(h: &mut String, session: &Session, standings: &Standings, seat: &SeatSeen) {
    let s = seat.seat;
    let name = session.players.get(s).map_or("", String::as_str);
    let status = report::status(session, standings);
    let mine = status.players.get(s).map(|p| {
        let cell = phase_cell(session, standings, s, p);
        let phase = if session.rules().progress == Progress::InOrder
            && cell.starts_with(|c: char| c.is_ascii_digit())
        {
            say!(Area::Page, "page-seat-phase", "phase" => cell)
        } else {
            cell
        };
        let mut said = vec![phase];
        let table = &standings.table;
        if !standings.is_over() {
            said.push(if table.laid[s].is_some() {
                say!(Area::Page, "page-down-holds", "cards" => render::count(table.held(s), "card"))
            } else {
                say!(Area::Page, "page-not-down-yet")
            });
            said.push(say!(
                Area::Table,
                "deals",
                "name" => session.players[standings.dealer].as_str()
            ));
        }
        said.join(" · ")
    });
    let _ = write!(
        h,
        "<section aria-labelledby=\"me\" class=\"seat\"><h2 id=\"me\">{}</h2>\n\
         <p data-part=\"mine\">{}</p>\n\
         <form method=\"post\" action=\"say\" id=\"say\">\
         <label for=\"line\">{}</label>\
         <div class=\"row\"><input id=\"line\" name=\"line\" required maxlength=\"8000\" autocomplete=\"off\" autocapitalize=\"none\" spellcheck=\"false\" placeholder=\"lay 7 7 7 + 9 9 W\">\
         <button>{}</button></div>\
         <div class=\"words\" role=\"group\" aria-label=\"{}\">\
         <button type=\"button\" data-word=\"lay \" hidden>lay</button>\
         <button type=\"button\" data-word=\"hit \" hidden>hit</button>\
         <button type=\"button\" data-word=\" on \" hidden>on</button>\
         <button type=\"button\" data-word=\"left \" hidden>left</button>\
         <button name=\"line\" value=\"out\" formnovalidate>out</button>\
         <button name=\"line\" value=\"flip\" formnovalidate>flip</button>\
         <button name=\"line\" value=\"table\" formnovalidate>table</button>\
         </div></form>\n",
        esc(&say!(Area::Page, "page-your-seat", "name" => name)),
        esc(&mine.unwrap_or_default()),
        own(&say!(Area::Page, "page-say-label")),
        own(&say!(Area::Page, "page-say-button")),
        esc(&say!(Area::Page, "page-start-words")),
    );
    let _ = writeln!(
        h,
        "<p class=\"answer{}\" role=\"status\" aria-live=\"assertive\" id=\"answer\">{}</p></section>",
        match seat.answer {
            Some((false, _)) => " no",
            _ => "",
        },
        seat.answer.map(|(_, a)| esc(a)).unwrap_or_default()
    );
}

/// The page's end: the languages it speaks, the footer, the one script, the document
/// closed.
fn close(mut h: String, seen: &Seen) -> String {
    languages(&mut h);
    let script = script();
    if seen.seat.is_some() {
        let _ = writeln!(
            h,
            "<footer>{}</footer>",
            own(&say!(Area::Page, "page-footer-seat"))
        );
        let _ = writeln!(
            h,
            "<script nonce=\"{}\">{script}{}</script>",
            seen.nonce,
            seat_script()
        );
        h.push_str("</body>\n</html>\n");
        return h;
    }
    let _ = writeln!(
        h,
        "<footer>{}</footer>",
        own(&say!(Area::Page, "page-footer-table"))
    );
    let _ = writeln!(h, "<script nonce=\"{}\">{script}</script>", seen.nonce);
    h.push_str("</body>\n</html>\n");
    h
}

/// The switch between the page's languages: each named in its own words, the one
/// spoken marked. A link sets the language of this address (its seat, or the table's
/// page) for this phone from then on (the server keeps it in a cookie).
fn languages(h: &mut String) {
    use crate::app::core::words::language::Language;
    let _ = write!(
        h,
        "<nav class=\"lang\" aria-label=\"{}\">",
        esc(&say!(Area::Page, "page-language"))
    );
    for (i, language) in Language::ALL.into_iter().enumerate() {
        let name = match language {
            Language::English => "English",
            Language::German => "Deutsch",
        };
        let tag = language.tag();
        let _ = write!(
            h,
            "{}<a href=\"./?lang={tag}\" hreflang=\"{tag}\" lang=\"{tag}\"{}>{name}</a>",
            if i > 0 { " · " } else { "" },
            if language == spoken() {
                " aria-current=\"true\""
            } else {
                ""
            }
        );
    }
    h.push_str("</nav>\n");
}

/// Where the game stands (the edition, the hand, who deals, the side in play).
fn heading(session: &Session, standings: &Standings) -> String {
    words::stands(session, standings, &|s| session.players[s].clone()).join(" · ")
}

/// The players: phase (board space, phase cards), score, who deals, who is down and what
/// they hold.
fn players(h: &mut String, session: &Session, standings: &Standings) {
    let rules = session.rules();
    let status = report::status(session, standings);
    let progress = match rules.progress {
        Progress::InOrder => "phase",
        Progress::Board => "space",
        Progress::Chosen => "cards",
    };
    let phase_head = own(&say!(Area::Page, "page-col-progress", "progress" => progress));
    let _ = write!(
        h,
        "<section aria-labelledby=\"pl\"><h2 id=\"pl\">{}</h2>\n<table data-part=\"players\">",
        own(&say!(Area::Page, "page-players"))
    );
    let _ = write!(
        h,
        "<thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{phase_head}</th>{}<th scope=\"col\">{}</th></tr></thead><tbody>",
        own(&say!(Area::Page, "page-col-player")),
        if rules.keeps_score {
            format!(
                "<th scope=\"col\" class=\"n\">{}</th>",
                own(&say!(Area::Page, "page-col-score"))
            )
        } else {
            String::new()
        },
        own(&say!(Area::Page, "page-col-hand"))
    );
    let lead = status.leader.as_deref();
    let winners = standings.winners();
    let next = standings.hands.len() + 1;
    for (s, p) in status.players.iter().enumerate() {
        let mut notes: Vec<&str> = Vec::new();
        if winners.contains(&s) {
            notes.push("winner");
        } else if lead == Some(p.name.as_str()) {
            notes.push("leads");
        }
        if !standings.is_over() && standings.dealer == s {
            notes.push("deals");
        }
        let phase = phase_cell(session, standings, s, p);
        let table = &standings.table;
        let hand = if !standings.seating.sits(s, next) {
            say!(Area::Page, "page-away")
        } else if standings.is_over() {
            String::new()
        } else if table.laid[s].is_some() {
            let held = table.held(s);
            if table.is_out(s) {
                say!(Area::Page, "page-down-out")
            } else {
                say!(Area::Page, "page-down-holds", "cards" => render::count(held, "card"))
            }
        } else {
            say!(Area::Page, "page-not-down")
        };
        let _ = write!(
            h,
            "<tr{}><th scope=\"row\">{}{}</th><td>{}</td>",
            if notes.contains(&"winner") || notes.contains(&"leads") {
                " class=\"top\""
            } else {
                ""
            },
            esc(&p.name),
            if notes.is_empty() {
                String::new()
            } else {
                let notes: Vec<String> = notes
                    .iter()
                    .map(|&note| say!(Area::Page, "page-note", "note" => note))
                    .collect();
                format!(" <small>({})</small>", esc(&notes.join(", ")))
            },
            esc(&phase)
        );
        if rules.keeps_score {
            let _ = write!(h, "<td class=\"n\">{}</td>", p.score);
        }
        let _ = write!(h, "<td>{}</td></tr>", esc(&hand));
    }
    h.push_str("</tbody></table></section>\n");
}

/// The groups laid in the hand being played.
fn groups(h: &mut String, session: &Session, standings: &Standings) {
    let table = &standings.table;
    let _ = write!(
        h,
        "<section aria-labelledby=\"gr\"><h2 id=\"gr\">{}</h2>\n<div data-part=\"table\">",
        own(&say!(Area::Page, "page-on-table"))
    );
    if table.groups.is_empty() {
        // As the screen says it.
        let none = if standings.is_over() {
            say!(Area::Page, "page-over")
        } else {
            say!(Area::Page, "page-nothing-laid")
        };
        let _ = write!(h, "<p>{}</p>", own(&none));
    } else {
        let _ = write!(
            h,
            "<table><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
            own(&say!(Area::Page, "page-col-group")),
            own(&say!(Area::Page, "page-col-cards"))
        );
        for g in &table.groups {
            let _ = write!(
                h,
                "<tr><th scope=\"row\">{}.{} <small>{}</small></th><td class=\"cards\">{}</td></tr>",
                esc(&session.players[g.owner]),
                g.index,
                esc(&crate::app::core::words::terms::laid(&g.laid)),
                esc(&g.laid.show())
            );
        }
        h.push_str("</tbody></table>");
    }
    h.push_str("</div></section>\n");
}

/// Readable on a 360-px phone and across a room on a TV; light or dark as the device is.
const STYLE: &str = "\
.seat{border:2px solid var(--line);padding:.5rem .75rem;margin-bottom:1rem}\
.seat .row{display:flex;gap:.5rem}.seat input{flex:1;font-size:1.1rem;padding:.5rem;min-width:0}\
.seat button{font-size:1.05rem;padding:.5rem .8rem;margin:.25rem .25rem 0 0}\
.answer{font-weight:bold;min-height:1.5em}.answer.no{color:#b00020}\
:root{color-scheme:light dark;--fg:#111;--bg:#fff;--dim:#555;--line:#ccc;--top:#fff4c2}\
@media (prefers-color-scheme:dark){:root{--fg:#eee;--bg:#111;--dim:#aaa;--line:#444;--top:#3a3210}}\
*{box-sizing:border-box}\
body{margin:0;padding:.75rem;font:1rem/1.4 system-ui,sans-serif;color:var(--fg);background:var(--bg);max-width:60rem;margin-inline:auto}\
@media (min-width:1000px){body{font-size:1.6rem}}\
h1{font-size:1.5em;margin:.2em 0;overflow-wrap:anywhere}h2{font-size:1.1em;margin:1em 0 .3em}\
header p{margin:0;color:var(--dim)}\
.news{font-size:1.15em;font-weight:600;border-left:4px solid currentColor;padding:.3em .6em;margin:.8em 0;overflow-wrap:anywhere}\
table{border-collapse:collapse;width:100%}\
th,td{text-align:left;padding:.35em .4em;border-bottom:1px solid var(--line);vertical-align:top;overflow-wrap:anywhere}\
thead th{font-size:.85em;color:var(--dim);overflow-wrap:normal}\
.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}\
tr.top{background:var(--top)}\
small{color:var(--dim);font-weight:normal}\
.cards{font-family:ui-monospace,monospace}\
ol{padding-left:1.4em;margin:0}\
footer{margin-top:1.5em;font-size:.8em;color:var(--dim)}\
.lang{margin-top:1.5em}.lang a{display:inline-block;padding:.4em .2em}\
.gone{background:#b00020;color:#fff;padding:.4em .6em}\
@media (min-width:1400px){body{max-width:none;padding:1.5rem 2.5rem}\
main{display:grid;grid-template-columns:3fr 2fr;gap:0 2.5rem;align-items:start}\
.news{grid-column:1/-1}main>section:first-of-type{grid-row:span 2}}";

/// The seat's script, its words in the spoken language.
fn seat_script() -> String {
    SEAT_SCRIPT
        .replace("@DONE@", &js(&say!(Area::Page, "page-js-done")))
        .replace("@NO_ANSWER@", &js(&say!(Area::Page, "page-js-no-answer")))
}

/// The page's script, its words in the spoken language.
fn script() -> String {
    SCRIPT
        .replace("@NOT_SERVED@", &js(&say!(Area::Page, "page-js-not-served")))
        .replace("@LOST@", &js(&say!(Area::Page, "page-js-lost")))
}

/// A seat's page, with JavaScript: a line sent without leaving the page (the answer
/// read out at once, the box emptied when it was taken), the word buttons put their
/// word in the box, and the screen kept awake where the browser allows.
const SEAT_SCRIPT: &str = "(function(){\
var f=document.getElementById('say'),box=document.getElementById('line'),out=document.getElementById('answer');\
if(!f||!window.fetch){return}\
[].forEach.call(document.querySelectorAll('[data-word]'),function(b){b.hidden=false;\
b.addEventListener('click',function(){var w=b.getAttribute('data-word');box.value=(w.charAt(0)===' '?box.value.replace(/\\s+$/,''):'')+w;box.focus()})});\
function say(line){out.className='answer';out.textContent='…';\
fetch('say',{method:'POST',headers:{'Content-Type':'text/plain;charset=utf-8'},body:line,cache:'no-store'}).then(function(r){return r.json()}).then(function(a){\
out.className=a.ok?'answer':'answer no';out.textContent=a.ok?(a.said||@DONE@):a.reason;if(a.ok){box.value=''}\
}).catch(function(){out.className='answer no';out.textContent=@NO_ANSWER@})}\
f.addEventListener('submit',function(e){e.preventDefault();var b=e.submitter;\
var line=b&&b.name==='line'?b.value:box.value;if(line.trim()){say(line)}});\
var lock=null;function awake(){if(navigator.wakeLock&&document.visibilityState==='visible'){navigator.wakeLock.request('screen').then(function(l){lock=l}).catch(function(){})}}\
document.addEventListener('visibilitychange',awake);awake();\
})();";

/// With JavaScript: the event stream followed, and on each newer state the page's parts
/// taken from the page asked for again (one renderer, the server's); the live region
/// is kept, so a screen reader reads the change. Without it, the page refreshes itself
/// every few seconds (`noscript`). (`@NAME@`: its words, put in by [`script`].)
const SCRIPT: &str = "(function(){\
if(!window.EventSource||!window.fetch||!window.DOMParser){setTimeout(function(){location.reload()},5000);return}\
var busy=false,again=false;\
function pull(){if(busy){again=true;return}busy=true;\
fetch('./',{cache:'no-store'}).then(function(r){if(!r.ok){throw r.status}return r.text()}).then(function(t){\
var d=new DOMParser().parseFromString(t,'text/html');\
var mine=[].map.call(document.querySelectorAll('[data-part]'),function(e){return e.getAttribute('data-part')}).join(),\
theirs=[].map.call(d.querySelectorAll('[data-part]'),function(e){return e.getAttribute('data-part')}).join();\
if(mine!==theirs){location.reload();return}\
document.querySelectorAll('[data-part]').forEach(function(el){\
var n=d.querySelector('[data-part=\"'+el.getAttribute('data-part')+'\"]');\
if(n&&n.innerHTML!==el.innerHTML){el.innerHTML=n.innerHTML}});\
document.title=d.title;document.body.setAttribute('data-version',d.body.getAttribute('data-version'))\
}).then(function(){busy=false;if(again){again=false;pull()}},function(){busy=false;again=false;setTimeout(pull,2000)})}\
var gone=document.createElement('p');gone.className='gone';gone.setAttribute('role','alert');gone.hidden=true;\
document.body.insertBefore(gone,document.body.firstChild);\
var es=new EventSource('events'),lost=null;\
es.onopen=function(){clearTimeout(lost);lost=null;gone.hidden=true};\
es.onerror=function(){if(es.readyState===2){gone.textContent=@NOT_SERVED@;gone.hidden=false;return}\
if(!lost){lost=setTimeout(function(){gone.textContent=@LOST@;gone.hidden=false},3000)}};\
es.onmessage=function(e){if(Number(e.lastEventId)>Number(document.body.getAttribute('data-version'))){pull()}};\
})();";

#[cfg(test)]
mod tests {
    use crate::app::serve::page::esc;

    #[test]
    fn markup_and_controls_from_a_file_reach_the_page_as_text() {
        assert_eq!(
            esc("<script>alert('x')</script> & \"y\""),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;y&quot;"
        );
        assert_eq!(esc("A\u{1b}]2;pwned\u{7}"), "A^[]2;pwned^G");
    }
}
