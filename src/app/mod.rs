//! The program around the library: the faces a table uses, over one core.
//!
//! - [`core`]: below every face: the steps (apply, undo and redo, the next game), the
//!   store and its watcher, the table's talk, the words and JSON, drawing;
//! - the faces, each parsing its input and printing what the core answers: [`cli`] (the
//!   command line), [`screen`] (the table screen), [`plain`] (its plain mode) and
//!   [`serve`] (the phones' page).
//!
//! Faces import the core and the library; the core imports the library; the library
//! imports neither.

pub mod cli;
pub mod core;
pub mod plain;
pub mod screen;
pub mod serve;

pub use cli::main;
