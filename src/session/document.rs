//! The session file as the user keeps it: the text, read into a [`Session`] once, with
//! where each hand and setting sits, and changes made in place.
//!
//! A change touches one hand's block of text (from its `[[hand]]` header to the end of
//! its last line) and nothing else: comments, blank lines and the order of keys anywhere
//! else stay as the user wrote them. A [`Change`] keeps the block's text before and after,
//! so taking it back and bringing it back give the file byte for byte.

use std::ops::Range;

use serde::{Deserialize, Serialize};
use toml_edit::{DocumentMut, Item, Table, TableLike, Value};

use super::{Hand, Play, Session};

/// A session file that is not TOML, or not a session: where, and what.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct SyntaxError {
    /// 1-based line and column, when the parser knows them.
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
    /// The file says it was written by a newer phase10 (its schema).
    pub newer_schema: Option<i64>,
}

/// The kinds of block a session file holds: the hands played, and the plays of the
/// hand being played (`[[play]]`, RULES §2–4 as they happen).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Block {
    Hand,
    Play,
    End,
    Join,
    Leave,
}

impl Block {
    /// The block's name in the file (`[[join]]`).
    pub fn key(self) -> &'static str {
        match self {
            Block::Hand => "hand",
            Block::Play => "play",
            Block::End => "end",
            Block::Join => "join",
            Block::Leave => "leave",
        }
    }

    /// The block a top-level key of the file names, where it names one.
    fn named(key: &str) -> Option<Block> {
        [
            Block::Hand,
            Block::Play,
            Block::End,
            Block::Join,
            Block::Leave,
        ]
        .into_iter()
        .find(|b| b.key() == key)
    }

    fn slot(self) -> usize {
        match self {
            Block::Hand => 0,
            Block::Play => 1,
            Block::End => 2,
            Block::Join => 3,
            Block::Leave => 4,
        }
    }
}

/// A session file: its text, the session it holds, and where each part of it sits.
#[derive(Debug, Clone)]
pub struct Document {
    text: String,
    session: Session,
    /// Byte range of each block (hands, plays): its header to the end of its last line.
    blocks: [Vec<Range<usize>>; 5],
    /// Byte offset of each top-level setting's value.
    settings: Vec<(String, usize)>,
}

/// One change to a session file: one or more blocks edited, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    /// What the change did (a hand recorded, a phase laid).
    pub what: What,
    #[serde(rename = "edit")]
    pub edits: Vec<Edit>,
}

/// What a change did, as the journal keeps it: typed (each face words it), or words
/// an older journal kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum What {
    Done(Done),
    /// Words an older version kept.
    Said(String),
}

/// What a change did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "did", rename_all = "kebab-case")]
pub enum Done {
    RecordedHand {
        hand: usize,
    },
    ReEnteredHand {
        hand: usize,
    },
    Ended {
        hands: usize,
    },
    Laid {
        name: String,
        hand: usize,
    },
    Hit {
        name: String,
        cards: String,
        hand: usize,
    },
    Flipped {
        hand: usize,
    },
    Saved {
        name: String,
        hand: usize,
    },
    DrewBack {
        name: String,
        hand: usize,
    },
    SaidHold {
        name: String,
        hand: usize,
    },
    SaidPhaseCard {
        name: String,
        hand: usize,
    },
    Deals {
        name: String,
        hand: usize,
    },
    SatDown {
        name: String,
    },
    SatDownAgain {
        name: String,
    },
    LeftTable {
        name: String,
    },
    GotUp {
        name: String,
        hands: usize,
    },
    Renamed {
        was: String,
        now: String,
    },
}

impl From<Done> for What {
    fn from(done: Done) -> What {
        What::Done(done)
    }
}

/// One block before and after (none: absent).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edit {
    pub block: Block,
    /// Which one of its kind, 1-based.
    pub index: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<String>,
    /// The blank line written before an added block, taken away with it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub gap: String,
    /// A splice of the text itself at this byte offset: `before` is there (or, the
    /// file edited above it since, found once elsewhere) and becomes `after`, byte for
    /// byte both ways.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<usize>,
}

/// A change that no longer fits the file (it was edited by hand since).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Conflict(pub String);

impl Change {
    /// The change that undoes this one.
    #[must_use]
    pub fn inverse(&self) -> Change {
        Change {
            what: self.what.clone(),
            edits: self
                .edits
                .iter()
                .rev()
                .map(|e| Edit {
                    before: e.after.clone(),
                    after: e.before.clone(),
                    ..e.clone()
                })
                .collect(),
        }
    }
}

impl Document {
    /// Reads a session file's text: the one reader of a session (the `toml` crate's
    /// spanned tables; `toml_edit` only edits a block's own text when it changes).
    ///
    /// # Errors
    /// The text is not TOML, or not a session's fields; with the line and column.
    pub fn parse(text: String) -> Result<Document, SyntaxError> {
        let (session, blocks, settings) = read(&text)?;
        Ok(Document {
            text,
            session,
            blocks,
            settings,
        })
    }

    /// The settings alone, read by the same reader from the text above the first table
    /// header (where TOML keeps a file's own keys): the session without its hands,
    /// plays and other blocks, for the commands that need only its rules. `None` where
    /// that text does not read as a session of this phase10's (the whole file is then
    /// read, for its words).
    #[must_use]
    pub fn head(text: &str) -> Option<Session> {
        let mut cut = text.len();
        let mut at = 0;
        for line in text.split_inclusive('\n') {
            if line.trim_start().starts_with('[') {
                cut = at;
                break;
            }
            at += line.len();
        }
        // (A header inside a string or an array leaves the text above it unclosed: it
        // does not read, and the whole file is read.)
        read(&text[..cut]).ok().map(|(session, _, _)| session)
    }

    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    #[must_use]
    pub fn session(&self) -> &Session {
        &self.session
    }

    #[must_use]
    pub fn into_session(self) -> Session {
        self.session
    }

    /// The 1-based line of block `n`'s header (`n` 1-based).
    #[must_use]
    pub fn block_line(&self, block: Block, n: usize) -> Option<usize> {
        let range = self.blocks[block.slot()].get(n.checked_sub(1)?)?;
        Some(line_col(&self.text, range.start).0)
    }

    /// The 1-based line of hand `n`'s header.
    #[must_use]
    pub fn hand_line(&self, n: usize) -> Option<usize> {
        self.block_line(Block::Hand, n)
    }

    /// The 1-based line of a top-level setting.
    #[must_use]
    pub fn setting_line(&self, key: &str) -> Option<usize> {
        self.settings
            .iter()
            .find(|(k, _)| k == key)
            .map(|&(_, at)| line_col(&self.text, at).0)
    }

    /// The text of block `n` (1-based).
    #[must_use]
    pub fn block_text(&self, block: Block, n: usize) -> Option<&str> {
        let range = self.blocks[block.slot()].get(n.checked_sub(1)?)?;
        Some(&self.text[range.clone()])
    }

    /// How many blocks of this kind the file holds.
    #[must_use]
    pub fn count(&self, block: Block) -> usize {
        self.blocks[block.slot()].len()
    }

    /// Whether the file holds what `change` made (`Some(true)`), what it changed
    /// (`Some(false)`), or, edited by hand since, cannot say (`None`): by its first
    /// edit, the blocks counted and the text each side holds.
    #[must_use]
    pub fn holds(&self, change: &Change) -> Option<bool> {
        let edit = change.edits.first()?;
        let count = self.count(edit.block);
        let has = |text: &str| !text.trim().is_empty() && self.text.contains(text.trim());
        match (&edit.before, &edit.after) {
            // A block added: there, or not yet.
            (None, Some(after)) => {
                if count + 1 == edit.index {
                    Some(false)
                } else if count >= edit.index && has(after) {
                    Some(true)
                } else {
                    None
                }
            }
            (Some(before), None) => {
                if count + 1 == edit.index {
                    Some(true)
                } else if count >= edit.index && has(before) {
                    Some(false)
                } else {
                    None
                }
            }
            (Some(before), Some(after)) => match (has(before), has(after)) {
                (false, true) => Some(true),
                (true, false) => Some(false),
                _ => None,
            },
            (None, None) => None,
        }
    }

    /// The text of hand `n`'s block.
    #[must_use]
    pub fn hand_text(&self, n: usize) -> Option<&str> {
        self.block_text(Block::Hand, n)
    }

    /// The gap to write before a block added at the end of the file.
    fn gap(&self) -> String {
        if self.text.is_empty() || self.text.ends_with("\n\n") {
            String::new()
        } else if self.text.ends_with('\n') {
            "\n".to_string()
        } else {
            "\n\n".to_string()
        }
    }

    /// The change that appends a hand at the end of the file.
    #[must_use]
    pub fn append_hand(&self, hand: &Hand, what: What) -> Change {
        Change {
            what,
            edits: vec![self.append(Block::Hand, &render_block(Block::Hand, hand))],
        }
    }

    /// The change that renames a player everywhere the file names them: the players,
    /// the first dealer, in every hand and play (who went out, made it, dealt, laid
    /// and hit, the owner of a group hit, and every key by player), and who joined or
    /// left. One splice of the
    /// whole text: taken back, the file is byte for byte what it was.
    #[must_use]
    pub fn rename_player(&self, old: &str, new: &str, what: What) -> Option<Change> {
        let mut doc: DocumentMut = self.text.parse().ok()?;
        let same = |v: &str| crate::name::same(v, old);
        let root = doc.as_table_mut();
        rename_values(root, &["dealer"], &same, new);
        if let Some(players) = root.get_mut("players").and_then(Item::as_array_mut) {
            rename_array(players, &same, new);
        }
        for key in ["hand", "play", "join", "leave"] {
            let Some(blocks) = root.get_mut(key).and_then(Item::as_array_of_tables_mut) else {
                continue;
            };
            for block in blocks.iter_mut() {
                rename_in_block(block, &same, new);
                if let Some(plays) = block.get_mut("play").and_then(Item::as_array_of_tables_mut) {
                    for play in plays.iter_mut() {
                        rename_in_block(play, &same, new);
                    }
                }
            }
        }
        let after = doc.to_string();
        (after != self.text).then(|| Change {
            what,
            edits: vec![Edit {
                block: Block::Hand,
                index: 0,
                before: Some(self.text.clone()),
                after: Some(after),
                gap: String::new(),
                at: Some(0),
            }],
        })
    }

    /// The change that ends the game early.
    #[must_use]
    pub fn append_end(&self, end: &super::record::End, what: What) -> Change {
        Change {
            what,
            edits: vec![self.append(Block::End, &render_block(Block::End, end))],
        }
    }

    /// The change that seats a player: their name added to the players (at `seat`,
    /// 0-based; none for a player coming back) and, once hands are played, a `[[join]]`
    /// saying from which hand.
    #[must_use]
    pub fn join_player(
        &self,
        name: &str,
        seat: Option<usize>,
        join: Option<&super::record::Join>,
        what: What,
    ) -> Option<Change> {
        let Some(seat) = seat else {
            let join = join?;
            return Some(Change {
                what,
                edits: vec![self.append(Block::Join, &render_block(Block::Join, join))],
            });
        };
        let mut doc: DocumentMut = self.text.parse().ok()?;
        let players = doc.get_mut("players").and_then(Item::as_array_mut)?;
        let seat = seat.min(players.len());
        players.insert(seat, name);
        // Spaced like a name after a comma; at the front, it takes the first name's
        // place and that name gets the space. Every other name keeps its layout.
        let first = seat == 0;
        if first && let Some(next) = players.get_mut(1) {
            let prefix = next.decor().prefix().cloned();
            next.decor_mut().set_prefix(" ");
            if let (Some(p), Some(new)) = (prefix, players.get_mut(0)) {
                new.decor_mut().set_prefix(p);
            }
        } else if let Some(new) = players.get_mut(seat) {
            new.decor_mut().set_prefix(" ");
        }
        let text = doc.to_string();
        let mut edits = vec![self.splice(&text)];
        if let Some(join) = join {
            let after = Document::parse(text).ok()?;
            edits.push(after.append(Block::Join, &render_block(Block::Join, join)));
        }
        Some(Change { what, edits })
    }

    /// The change that gets a player up from the table: before any hand, their name
    /// taken out of the players (the first deal passing to `dealer`); once hands are
    /// played, a `[[leave]]` saying after which hand.
    #[must_use]
    pub fn leave_player(
        &self,
        name: &str,
        leave: Option<&super::record::Leave>,
        dealer: Option<&str>,
        what: What,
    ) -> Option<Change> {
        if let Some(leave) = leave {
            return Some(Change {
                what,
                edits: vec![self.append(Block::Leave, &render_block(Block::Leave, leave))],
            });
        }
        let mut doc: DocumentMut = self.text.parse().ok()?;
        let players = doc.get_mut("players").and_then(Item::as_array_mut)?;
        let at = players
            .iter()
            .position(|v| v.as_str().is_some_and(|v| crate::name::same(v, name)))?;
        let gone = players.remove(at);
        // The name now first takes the place of the one that left.
        if at == 0
            && let (Some(first), Some(prefix)) = (players.get_mut(0), gone.decor().prefix())
        {
            first.decor_mut().set_prefix(prefix.clone());
        }
        if let Some(dealer) = dealer {
            doc["dealer"] = toml_edit::value(dealer);
        }
        Some(Change {
            what,
            edits: vec![self.splice(&doc.to_string())],
        })
    }

    /// One splice of the text into `after`: the whole lines that differ (a line more
    /// where one side would be empty), so the journal holds a line, not the file;
    /// taken back, the file is byte for byte what it was.
    fn splice(&self, after: &str) -> Edit {
        let (old, new) = (self.text.as_bytes(), after.as_bytes());
        // The lines both begin with, and end with (not overlapping).
        let same = old.iter().zip(new).take_while(|(a, b)| a == b).count();
        let mut start = old[..same]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let room = old.len().min(new.len()) - start;
        let tail = old
            .iter()
            .rev()
            .zip(new.iter().rev())
            .take(room)
            .take_while(|(a, b)| a == b)
            .count();
        // The common tail from a line's start: where the prefix ends, or just after a
        // line end both share.
        let mut tail = if tail == room {
            tail
        } else {
            old[old.len() - tail..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(0, |i| tail - i - 1)
        };
        // Neither side empty: a line more, before where there is one, else after.
        while old.len() - tail == start || new.len() - tail == start {
            if start > 0 {
                start = old[..start - 1]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |i| i + 1);
            } else if tail > 0 {
                let cut = old.len() - tail;
                tail -= old[cut..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(tail, |i| i + 1);
            } else {
                break;
            }
        }
        Edit {
            block: Block::Hand,
            index: 0,
            before: Some(self.text[start..old.len() - tail].to_string()),
            after: Some(after[start..new.len() - tail].to_string()),
            gap: String::new(),
            at: Some(start),
        }
    }

    /// The change that appends a play of the hand being played.
    #[must_use]
    pub fn append_play(&self, play: &Play, what: What) -> Change {
        Change {
            what,
            edits: vec![self.append(Block::Play, &render_block(Block::Play, play))],
        }
    }

    /// The change that ends the hand being played: its plays leave the top level and
    /// the hand (holding them) is appended, as one change.
    #[must_use]
    pub fn end_hand(&self, hand: &Hand, what: What) -> Change {
        let plays = &self.blocks[Block::Play.slot()];
        let hands_end = self.blocks[Block::Hand.slot()].last().map_or(0, |r| r.end);
        if let (Some(first), Some(last)) = (plays.first(), plays.last())
            && first.start >= hands_end
        {
            // The plays' text becomes the hand's, where it is: every comment and blank
            // line the user wrote among them stays, each `[[play]]` now `[[hand.play]]`.
            let region = &self.text[first.start..last.end];
            let mut kept = String::with_capacity(region.len() + 8 * plays.len());
            let mut from = 0;
            for range in plays {
                let header = range.start - first.start;
                let close = region[header..]
                    .find("]]")
                    .map_or(header, |i| header + i + 2);
                kept.push_str(&region[from..header]);
                kept.push_str("[[hand.play]]");
                from = close;
            }
            kept.push_str(&region[from..]);
            let bare = Hand {
                plays: Vec::new(),
                ..hand.clone()
            };
            let after = format!("{}\n{kept}", render_block(Block::Hand, &bare));
            return Change {
                what,
                edits: vec![Edit {
                    block: Block::Hand,
                    index: self.blocks[Block::Hand.slot()].len() + 1,
                    before: Some(region.to_string()),
                    after: Some(after),
                    gap: String::new(),
                    at: Some(first.start),
                }],
            };
        }
        let mut edits: Vec<Edit> = (1..=plays.len())
            .rev()
            .map(|i| {
                let before = self.text[plays[i - 1].clone()].to_string();
                let gap = if self.text[..plays[i - 1].start].ends_with("\n\n") {
                    "\n".to_string()
                } else {
                    String::new()
                };
                Edit {
                    block: Block::Play,
                    index: i,
                    before: Some(before),
                    after: None,
                    gap,
                    at: None,
                }
            })
            .collect();
        // Plays written among the hands: each leaves where it is, and the hand is added
        // at the end of what is left.
        let mut hand_edit = Edit {
            block: Block::Hand,
            index: self.blocks[Block::Hand.slot()].len() + 1,
            before: None,
            after: Some(render_block(Block::Hand, hand)),
            gap: self.gap(),
            at: None,
        };
        if !edits.is_empty() {
            // The hand takes the place of the plays: the same gap before it.
            hand_edit.gap.clone_from(&edits.last().expect("a play").gap);
        }
        edits.push(hand_edit);
        Change { what, edits }
    }

    /// A block added at the end of the file, as a splice of the exact text added (the
    /// line end a file without one gets, the blank line before the block, the block):
    /// taken back, the file is byte for byte what it was.
    fn append(&self, block: Block, text: &str) -> Edit {
        let mut added = String::new();
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            added.push('\n');
        }
        let ends = format!("{}{added}", &self.text[self.text.len().saturating_sub(2)..]);
        if !self.text.is_empty() && !ends.ends_with("\n\n") {
            added.push('\n');
        }
        added.push_str(text);
        Edit {
            block,
            index: self.blocks[block.slot()].len() + 1,
            before: None,
            after: Some(added),
            gap: String::new(),
            at: Some(self.text.len()),
        }
    }

    /// The change that re-enters hand `n` (1-based), keeping the comments and key order
    /// of its block; `None` when the hand is the same.
    #[must_use]
    pub fn replace_hand(&self, n: usize, hand: &Hand, what: What) -> Option<Change> {
        let old = self.session.hands.get(n.checked_sub(1)?)?;
        if old == hand {
            return None;
        }
        let before = self.hand_text(n)?.to_string();
        let after = update_block(&before, hand);
        Some(Change {
            what,
            edits: vec![Edit {
                block: Block::Hand,
                index: n,
                before: Some(before),
                after: Some(after),
                gap: String::new(),
                at: None,
            }],
        })
    }

    /// The text with `change` made.
    ///
    /// # Errors
    /// The file no longer holds what the change expects where it expects it.
    pub fn apply(&self, change: &Change) -> Result<String, Conflict> {
        let mut text = self.text.clone();
        for (i, edit) in change.edits.iter().enumerate() {
            if i == 0 {
                text = self.apply_edit(edit)?;
            } else {
                let doc = Document::parse(text)
                    .map_err(|e| Conflict(format!("the file no longer reads: {}", e.message)))?;
                text = doc.apply_edit(edit)?;
            }
        }
        Ok(text)
    }

    fn apply_edit(&self, edit: &Edit) -> Result<String, Conflict> {
        if let Some(at) = edit.at {
            let old = edit.before.as_deref().unwrap_or_default();
            let new = edit.after.as_deref().unwrap_or_default();
            // A block added or taken away is the next one of its kind, or the last.
            let count = self.blocks[edit.block.slot()].len();
            let (key, n) = (edit.block.key(), edit.index);
            if old.is_empty() && n != count + 1 {
                return Err(Conflict(format!(
                    "{key} {n} cannot be added: the file has {count} now"
                )));
            }
            if old.is_empty() {
                // Added where it was: at a line's start.
                if at > self.text.len()
                    || (at > 0 && !self.text[..at].ends_with('\n') && at != self.text.len())
                {
                    return Err(Conflict(format!(
                        "{key} {n}: the file was changed by hand since"
                    )));
                }
                let mut text = self.text.clone();
                text.insert_str(at, new);
                return Ok(text);
            }
            if new.is_empty() && n != count {
                return Err(Conflict(format!(
                    "{key} {n} is not the last {key} any more ({count})"
                )));
            }
            let mut text = self.text.clone();
            if self.text.get(at..at + old.len()) == Some(old) {
                text.replace_range(at..at + old.len(), new);
                return Ok(text);
            }
            // The file was edited above it: the block itself, found once, and the line
            // ends written before it taken only where a line still ends before them (a
            // line of the user's is never joined to the next).
            let core = if new.is_empty() {
                old.trim_start_matches('\n')
            } else {
                old
            };
            let mut found = self.text.match_indices(core).map(|(i, _)| i);
            let start = match (found.next(), found.next()) {
                (Some(i), None) if !core.is_empty() => i,
                _ => {
                    return Err(Conflict(format!("{key} {n} was changed by hand since")));
                }
            };
            let mut cut = start;
            for _ in 0..old.len() - core.len() {
                if cut >= 2 && &self.text[cut - 2..cut] == "\n\n" {
                    cut -= 1;
                } else {
                    break;
                }
            }
            text.replace_range(cut..start + core.len(), new);
            return Ok(text);
        }
        let (n, key) = (edit.index, edit.block.key());
        let count = self.blocks[edit.block.slot()].len();
        match (&edit.before, &edit.after) {
            (None, None) => Ok(self.text.clone()),
            (None, Some(after)) => {
                if n != count + 1 {
                    return Err(Conflict(format!(
                        "{key} {n} cannot be added: the file has {count} now"
                    )));
                }
                let mut text = self.text.clone();
                if !text.is_empty() && !text.ends_with('\n') {
                    text.push('\n');
                }
                if !edit.gap.is_empty() && !text.is_empty() && !text.ends_with("\n\n") {
                    text.push('\n');
                }
                text.push_str(after);
                Ok(text)
            }
            (Some(before), after) => {
                let range = self.expect_block(edit.block, n, before)?;
                let mut text = self.text.clone();
                if let Some(after) = after {
                    text.replace_range(range, after);
                } else {
                    if n != count {
                        return Err(Conflict(format!(
                            "{key} {n} is not the last {key} any more ({count})"
                        )));
                    }
                    let start = range.start;
                    // The gap goes with the block only where a line still ends before
                    // it: a line the user wrote above is never joined to the next.
                    let before = &self.text[..start];
                    let cut = match before.strip_suffix(edit.gap.as_str()) {
                        Some(rest) if rest.is_empty() || rest.ends_with('\n') => {
                            start - edit.gap.len()
                        }
                        _ => start,
                    };
                    text.replace_range(cut..range.end, "");
                }
                Ok(text)
            }
        }
    }

    fn expect_block(
        &self,
        block: Block,
        n: usize,
        expected: &str,
    ) -> Result<Range<usize>, Conflict> {
        let key = block.key();
        let range = self.blocks[block.slot()]
            .get(n.wrapping_sub(1))
            .ok_or_else(|| Conflict(format!("{key} {n} is not in the file any more")))?;
        if &self.text[range.clone()] != expected {
            return Err(Conflict(format!("{key} {n} was changed by hand since")));
        }
        Ok(range.clone())
    }
}

/// The text of a new block: `[[hand]]` (or `[[play]]`) and one line per field, maps
/// What the reader makes of a text: the session, where each block stands, and where
/// each setting's key is.
type Read = (Session, [Vec<Range<usize>>; 5], Vec<(String, usize)>);

/// A session's text read: its tables with their places, then its fields; what is
/// wrong said with its line and column.
fn read(text: &str) -> Result<Read, SyntaxError> {
    use toml::de::{DeTable, DeValue};
    let located = |span: Option<Range<usize>>, message: &str| {
        let (line, column) = span.map_or((None, None), |s| {
            let (l, c) = line_col(text, s.start);
            (Some(l), Some(c))
        });
        SyntaxError {
            line,
            column,
            message: message.trim().replace('\n', " "),
            newer_schema: None,
        }
    };
    let table = DeTable::parse(text).map_err(|e| located(e.span(), e.message()))?;
    let mut blocks: [Vec<Range<usize>>; 5] = Default::default();
    let mut settings = Vec::new();
    for (key, value) in table.get_ref() {
        let name: &str = key.get_ref();
        let Some(block) = Block::named(name) else {
            settings.push((name.to_string(), key.span().start));
            continue;
        };
        // phase10 changes hands and plays block by block: an inline array of them is
        // refused where it is, not read one way and written another.
        let inline = || {
            located(
                Some(key.span()),
                &format!(
                    "{name} = [ … ] is an inline array: write each {name} as its own [[{name}]] block (they are changed block by block)"
                ),
            )
        };
        let DeValue::Array(items) = value.get_ref() else {
            return Err(inline());
        };
        for item in items {
            let start = item.span().start;
            let DeValue::Table(t) = item.get_ref() else {
                return Err(inline());
            };
            if !text.get(start..).is_some_and(|t| t.starts_with("[[")) {
                return Err(inline());
            }
            let end = spanned_end(t).max(item.span().end).max(start);
            blocks[block.slot()].push(line_start(text, start)..end_of_line(text, end));
        }
    }
    // A newer phase10's file may hold fields this one does not know: say so first.
    if let Some((key, value)) = table
        .get_ref()
        .iter()
        .find(|(k, _)| *k.get_ref() == "schema")
        && let DeValue::Integer(n) = value.get_ref()
        && let Ok(found) = n.to_string().parse::<i64>()
        && found > i64::from(super::SCHEMA)
    {
        let mut e = located(Some(key.span()), "written by a newer phase10");
        e.newer_schema = Some(found);
        return Err(e);
    }
    let session = Session::deserialize(toml::de::Deserializer::from(table))
        .map_err(|e| located(e.span(), e.message()))?;
    Ok((session, blocks, settings))
}

/// inline, a hand's plays as `[[hand.play]]` below it.
#[must_use]
pub fn render_block(block: Block, record: &impl Serialize) -> String {
    let mut table = Table::new();
    for (key, item) in items(record) {
        table.insert(&key, item);
    }
    let mut aot = toml_edit::ArrayOfTables::new();
    aot.push(table);
    let mut doc = DocumentMut::new();
    doc.insert(block.key(), Item::ArrayOfTables(aot));
    doc.to_string()
}

/// A record's fields as TOML items, in the record's order; maps as inline tables.
fn items(record: &impl Serialize) -> Vec<(String, Item)> {
    let doc = toml_edit::ser::to_document(record).expect("a record serializes");
    doc.as_table()
        .iter()
        .map(|(k, item)| {
            let item = match item {
                Item::Table(t) => Item::Value(Value::InlineTable(t.clone().into_inline_table())),
                // A list of records (a hand's plays): one sub-table each, `[[hand.play]]`.
                Item::Value(Value::Array(a))
                    if !a.is_empty() && a.iter().all(Value::is_inline_table) =>
                {
                    let mut aot = toml_edit::ArrayOfTables::new();
                    for v in a {
                        if let Some(t) = v.as_inline_table() {
                            aot.push(t.clone().into_table());
                        }
                    }
                    Item::ArrayOfTables(aot)
                }
                other => other.clone(),
            };
            (k.to_string(), item)
        })
        .collect()
}

/// The text of a value without its decor, to compare values.
fn bare(item: &Item) -> String {
    match item {
        Item::Value(v) => v.clone().decorated("", "").to_string(),
        Item::Table(t) => t.clone().into_inline_table().to_string(),
        other => other.to_string(),
    }
}

/// A hand's block with its fields set to `hand`'s, changing only what differs.
fn update_block(block: &str, hand: &Hand) -> String {
    let Ok(mut doc) = block.parse::<DocumentMut>() else {
        return render_block(Block::Hand, hand);
    };
    let Some(table) = doc
        .get_mut("hand")
        .and_then(Item::as_array_of_tables_mut)
        .and_then(|a| a.get_mut(0))
    else {
        return render_block(Block::Hand, hand);
    };
    let items = items(hand);
    let keys: Vec<String> = table.iter().map(|(k, _)| k.to_string()).collect();
    for key in keys {
        if !items.iter().any(|(k, _)| *k == key) {
            table.remove(&key);
        }
    }
    for (key, new) in items {
        match table.get_mut(&key) {
            None => {
                table.insert(&key, new);
            }
            Some(old) if same_value(old, &new) => {}
            Some(old) => {
                if let (Some(old_map), Some(new_map)) = (old.as_table_mut(), new.as_table_like()) {
                    // A `[hand.points]` table: entry by entry, so its comments stay.
                    update_map(old_map, new_map);
                } else if let (Some(Value::InlineTable(old_map)), Some(new_map)) =
                    (old.as_value_mut(), new.as_table_like())
                {
                    // `points = { Bob = 50,   Cy = 55 }`: only the entries that changed.
                    update_inline(old_map, new_map);
                } else {
                    let decor = old.as_value().map(|v| v.decor().clone());
                    *old = new;
                    if let (Some(decor), Some(v)) = (decor, old.as_value_mut()) {
                        *v.decor_mut() = decor;
                    }
                }
            }
        }
    }
    let out = doc.to_string();
    // A file written with CRLF line ends keeps them.
    if block.contains("\r\n") {
        out.replace("\r\n", "\n").replace('\n', "\r\n")
    } else {
        out
    }
}

/// Whether two values say the same, however each is written (`'Ann'` is `"Ann"`, and
/// `{ Bob = 50,   Cy = 55 }` is `{ Bob = 50, Cy = 55 }`).
fn same_value(old: &Item, new: &Item) -> bool {
    if bare(old) == bare(new) {
        return true;
    }
    // Read as plain data (no spacing, no quoting style): serde's view of the value.
    let parse = |item: &Item| {
        toml_edit::de::from_str::<std::collections::BTreeMap<String, serde_json::Value>>(&format!(
            "v = {}",
            bare(item)
        ))
        .ok()
    };
    matches!((parse(old), parse(new)), (Some(a), Some(b)) if a == b)
}

/// An inline table set to `new`, entry by entry: entries that say the same keep their
/// spacing and quoting.
fn update_inline(old: &mut toml_edit::InlineTable, new: &dyn TableLike) {
    let keys: Vec<String> = old.iter().map(|(k, _)| k.to_string()).collect();
    for key in keys {
        if !new.contains_key(&key) {
            old.remove(&key);
        }
    }
    for (key, value) in new.iter() {
        let Some(value) = value.as_value() else {
            continue;
        };
        match old.get_mut(key) {
            Some(o) if same_value(&Item::Value(o.clone()), &Item::Value(value.clone())) => {}
            Some(o) => {
                let decor = o.decor().clone();
                *o = value.clone();
                *o.decor_mut() = decor;
            }
            None => {
                old.insert(key, value.clone());
            }
        }
    }
}

/// A `[hand.points]` table set to `new`, entry by entry.
fn update_map(old: &mut Table, new: &dyn TableLike) {
    let keys: Vec<String> = old.iter().map(|(k, _)| k.to_string()).collect();
    for key in keys {
        if !new.contains_key(&key) {
            old.remove(&key);
        }
    }
    for (key, value) in new.iter() {
        match old.get_mut(key) {
            Some(o) if same_value(o, value) => {}
            Some(o) => {
                let decor = o.as_value().map(|v| v.decor().clone());
                *o = value.clone();
                if let (Some(decor), Some(v)) = (decor, o.as_value_mut()) {
                    *v.decor_mut() = decor;
                }
            }
            None => {
                old.insert(key, value.clone());
            }
        }
    }
}

/// The furthest byte any part of a spanned table reaches (keys, values, sub-tables).
fn spanned_end(table: &toml::de::DeTable<'_>) -> usize {
    use toml::de::DeValue;
    fn value_end(v: &toml::Spanned<DeValue<'_>>) -> usize {
        let inner = match v.get_ref() {
            DeValue::Table(t) => spanned_end(t),
            DeValue::Array(a) => a.iter().map(value_end).max().unwrap_or(0),
            _ => 0,
        };
        inner.max(v.span().end)
    }
    table
        .iter()
        .map(|(k, v)| k.span().end.max(value_end(v)))
        .max()
        .unwrap_or(0)
}

/// The offset just past the end of the line holding `at` (its newline included).
fn end_of_line(text: &str, at: usize) -> usize {
    let at = at.min(text.len());
    text[at..].find('\n').map_or(text.len(), |i| at + i + 1)
}

fn line_start(text: &str, at: usize) -> usize {
    let at = at.min(text.len());
    text[..at].rfind('\n').map_or(0, |i| i + 1)
}

/// 1-based line and column of a byte offset.
#[must_use]
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, column)
}

/// A hand's or a play's names: its values naming a player, its keys by player, and a
/// hit's group owner (`Ann.2`).
fn rename_in_block(block: &mut Table, same: &dyn Fn(&str) -> bool, new: &str) {
    rename_values(block, &["out", "dealer", "lay", "hit", "player"], same, new);
    for key in ["made", "untyped"] {
        if let Some(names) = block.get_mut(key).and_then(Item::as_array_mut) {
            rename_array(names, same, new);
        }
    }
    if let Some(on) = block.get_mut("on").and_then(Item::as_value_mut)
        && let Some(text) = on.as_str()
    {
        let (owner, n) = text.rsplit_once('.').unwrap_or((text, ""));
        if same(owner) {
            let renamed = if n.is_empty() {
                new.to_string()
            } else {
                format!("{new}.{n}")
            };
            let decor = on.decor().clone();
            *on = Value::from(renamed);
            *on.decor_mut() = decor;
        }
    }
    for key in [
        "attempt",
        "choose",
        "twist_card",
        "points",
        "left",
        "laid",
        "save",
        "unsave",
    ] {
        if let Some(map) = block.get_mut(key).and_then(Item::as_table_like_mut) {
            rename_key(map, same, new);
        }
    }
}

/// String values under `keys` that name the player.
fn rename_values(table: &mut Table, keys: &[&str], same: &dyn Fn(&str) -> bool, new: &str) {
    for key in keys {
        if let Some(value) = table.get_mut(key).and_then(Item::as_value_mut)
            && value.as_str().is_some_and(same)
        {
            let decor = value.decor().clone();
            *value = Value::from(new);
            *value.decor_mut() = decor;
        }
    }
}

fn rename_array(array: &mut toml_edit::Array, same: &dyn Fn(&str) -> bool, new: &str) {
    for value in array.iter_mut() {
        if value.as_str().is_some_and(same) {
            let decor = value.decor().clone();
            *value = Value::from(new);
            *value.decor_mut() = decor;
        }
    }
}

/// A key by player renamed in place: the entries keep their order and values.
fn rename_key(map: &mut dyn TableLike, same: &dyn Fn(&str) -> bool, new: &str) {
    let Some(old) = map.iter().map(|(k, _)| k.to_string()).find(|k| same(k)) else {
        return;
    };
    let entries: Vec<(String, Item)> = map
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    map.clear();
    for (k, v) in entries {
        let k = if k == old { new.to_string() } else { k };
        map.insert(&k, v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// A splice holds whole lines, neither side empty where the texts differ by
        /// more than nothing, and brings one text to the other and back, byte for byte.
        #[test]
        fn a_splice_is_whole_lines_both_ways(
            old in "(players = \\[\"A\"\\]\n|dealer = \"B\"\n|# c\n|\n|x){0,8}",
            new in "(players = \\[\"A\"\\]\n|dealer = \"B\"\n|# c\n|\n|y){0,8}",
        ) {
            let d = Document {
                text: old.clone(),
                session: Session::new(crate::rules::edition::Edition::Classic, Vec::new(), chrono::DateTime::UNIX_EPOCH),
                blocks: Default::default(),
                settings: Vec::new(),
            };
            let e = d.splice(&new);
            let (at, before, after) = (e.at.unwrap(), e.before.unwrap(), e.after.unwrap());
            proptest::prop_assert_eq!(format!("{}{}{}", &old[..at], before, &old[at + before.len()..]), old.clone());
            let tail = &old[at + before.len()..];
            proptest::prop_assert_eq!(format!("{}{}{}", &old[..at], after, tail), new.clone());
            proptest::prop_assert!(at == 0 || old[..at].ends_with('\n'));
            proptest::prop_assert!(tail.is_empty() || before.ends_with('\n') || after.ends_with('\n') || before.is_empty());
            if old != new && !old.is_empty() && !new.is_empty() {
                proptest::prop_assert!(!before.is_empty() && !after.is_empty(), "{:?} -> {:?}", before, after);
            }
        }
    }

    const FILE: &str = "# my game\nschema = 1 # the schema\nedition = \"classic\"\ncreated = \"2026-11-22T03:44:24Z\"\nplayers = [\"Ann\", \"Bob\", \"Cy\"]\ndealer = \"Ann\"\n\n# Bob misdealt\n[[hand]]\nout = \"Ann\" # she was quick\nmade = [\"Bob\"]\n\n[hand.points]\nCy = 55 # ouch\n\n[hand.left]\nBob = \"R7 W\"\n\n# the end\n";

    fn doc(text: &str) -> Document {
        Document::parse(text.to_string()).unwrap()
    }

    /// A time typed without its seconds reads as the same time.
    #[test]
    fn times_without_seconds_read_one_way() {
        let mut seen = Vec::new();
        for created in [
            "2026-11-27T22:33",
            "2026-11-27T22:33Z",
            "2026-11-27 22:33:00Z",
            "\"2026-11-27T22:33Z\"",
            "\"2026-11-27T22:33:00Z\"",
        ] {
            let text = FILE.replace("\"2026-11-22T03:44:24Z\"", created);
            seen.push(doc(&text).session().created);
        }
        assert!(seen.windows(2).all(|w| w[0] == w[1]), "{seen:?}");
    }

    #[test]
    fn blocks_and_lines() {
        let d = doc(FILE);
        assert_eq!(d.hand_line(1), Some(9));
        assert_eq!(d.setting_line("players"), Some(5));
        assert!(d.hand_text(1).unwrap().starts_with("[[hand]]\nout"));
        assert!(d.hand_text(1).unwrap().ends_with("Bob = \"R7 W\"\n"));
    }

    #[test]
    fn append_then_take_back_is_byte_for_byte() {
        let d = doc(FILE);
        let mut hand = d.session().hands[0].clone();
        hand.out = "Bob".into();
        let change = d.append_hand(&hand, Done::RecordedHand { hand: 2 }.into());
        let text = d.apply(&change).unwrap();
        assert!(text.starts_with(FILE), "{text}");
        let d2 = doc(&text);
        assert_eq!(d2.session().hands.len(), 2);
        assert_eq!(d2.session().hands[1], hand);
        let back = d2.apply(&change.inverse()).unwrap();
        assert_eq!(back, FILE);
        let again = doc(&back).apply(&change).unwrap();
        assert_eq!(again, text);
    }

    #[test]
    fn replace_keeps_comments_and_takes_back_exactly() {
        let d = doc(FILE);
        let mut hand = d.session().hands[0].clone();
        hand.points.insert("Cy".into(), 60);
        hand.left.clear();
        hand.points.insert("Bob".into(), 20);
        let change = d
            .replace_hand(1, &hand, Done::ReEnteredHand { hand: 1 }.into())
            .unwrap();
        let text = d.apply(&change).unwrap();
        for comment in [
            "# my game",
            "# the schema",
            "# Bob misdealt",
            "# she was quick",
            "# ouch",
            "# the end",
        ] {
            assert!(text.contains(comment), "{comment} in\n{text}");
        }
        let d2 = doc(&text);
        assert_eq!(d2.session().hands[0], hand);
        assert_eq!(d2.apply(&change.inverse()).unwrap(), FILE);
        assert!(
            d.replace_hand(
                1,
                &d.session().hands[0].clone(),
                Done::ReEnteredHand { hand: 1 }.into()
            )
            .is_none()
        );
    }
}
