//! The `phase10` command: the faces of [`phase10::app`] over the library.

fn main() -> std::process::ExitCode {
    phase10::app::main()
}
