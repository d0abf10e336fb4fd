//! Prompts at the edge: a small trait, answered by dialoguer on a terminal.
//! Every prompt has a flag that does the same for scripts.

use std::io::IsTerminal;

use anyhow::{Result, anyhow};
use dialoguer::{Confirm, Input, MultiSelect, Select};

/// The questions a command may ask.
pub trait Ask {
    fn select(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize>;
    fn multi(&mut self, prompt: &str, items: &[String]) -> Result<Vec<usize>>;
    fn input(
        &mut self,
        prompt: &str,
        allow_empty: bool,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String>;
    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool>;
}

/// Whether someone is there to answer.
pub fn interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
}

/// dialoguer on the terminal.
pub struct Terminal;

fn cancelled(e: dialoguer::Error) -> anyhow::Error {
    anyhow!("cancelled ({e}); nothing was written")
}

impl Ask for Terminal {
    fn select(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize> {
        Select::new()
            .with_prompt(prompt)
            .items(items)
            .default(default)
            .interact()
            .map_err(cancelled)
    }

    fn multi(&mut self, prompt: &str, items: &[String]) -> Result<Vec<usize>> {
        MultiSelect::new()
            .with_prompt(format!("{prompt} (space to tick, enter when done)"))
            .items(items)
            .interact()
            .map_err(cancelled)
    }

    fn input(
        &mut self,
        prompt: &str,
        allow_empty: bool,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String> {
        Input::<String>::new()
            .with_prompt(prompt)
            .allow_empty(allow_empty)
            .validate_with(|s: &String| check(s.trim()))
            .interact_text()
            .map(|s| s.trim().to_string())
            .map_err(cancelled)
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool> {
        Confirm::new()
            .with_prompt(prompt)
            .default(default)
            .interact()
            .map_err(cancelled)
    }
}
