//! The words the app says the library's typed values in.

pub mod reason;

#[cfg(test)]
mod tests;
