use std::io::Write;
use std::process::ExitCode;

use abtutor::cli::{self, Cli};
use clap::Parser;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        return abtutor::app::run_native();
    };
    match cli::run_with_status(&command) {
        Ok((text, refused_some)) => {
            // A reader that stops early (e.g. `| head`) is not an error.
            let _ = writeln!(std::io::stdout().lock(), "{text}");
            if refused_some {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
