use std::io::Write;
use std::process::ExitCode;

use abtutor::cli::{self, Cli};
use abtutor::tree::Tree;
use clap::Parser;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        return abtutor::app::run_native();
    };
    let tree = Tree::tic_tac_toe();
    match cli::run(&command, &tree) {
        Ok(text) => {
            // A reader that stops early (e.g. `| head`) is not an error.
            let _ = writeln!(std::io::stdout().lock(), "{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
