//! One integration-test binary: the real `phase10` binary on real files, and the
//! solver against a brute-force reference.

mod common;

mod bgstats;
mod cli_core;
mod completions;
mod edges;
mod editions;
mod export;
mod faults;
mod german_typed;
mod hostile_text;
mod house_rules;
mod interactive;
mod language;
mod live;
mod long_game;
mod names;
mod nothing_lost;
mod one_domain;
mod one_hand;
mod reasons;
mod regulars;
mod report_german;
mod robustness;
mod screen;
mod seats;
mod serve;
mod sessions;
mod simulate;
mod solver_reference;
mod stats;
mod store_attacks;
mod sync;
mod table_talk;
mod transcripts;
mod tripped;
mod views;
mod wording;
