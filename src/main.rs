//! The `phase10` command: a thin shell over the `phase10` library.

mod app;

fn main() -> std::process::ExitCode {
    app::main()
}
