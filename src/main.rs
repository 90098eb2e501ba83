//! The desktop app and its command line; in a browser, the app in the page's canvas.

#[cfg(target_arch = "wasm32")]
fn main() {
    abtutor::app::start_web("abtutor_canvas");
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::io::Write;
    use std::process::ExitCode;

    use abtutor::cli::{self, Cli};
    use clap::Parser;

    pub fn main() -> ExitCode {
        let cli = Cli::parse();
        // A limit asked for that is not one is said before anything runs under it.
        if let Err(text) = abtutor::tree::asked_grown_node_limit() {
            let lang = abtutor::lang::Lang::En;
            eprintln!(
                "error: {}",
                abtutor::tr!(
                    lang,
                    "cli-grown-limit-variable",
                    variable = abtutor::tree::GROWN_NODE_LIMIT_VARIABLE,
                    text = text,
                    min = abtutor::tree::MIN_ASKED_GROWN_NODES
                )
            );
            return ExitCode::from(2);
        }
        let Some(command) = cli.command else {
            return abtutor::app::run_native();
        };
        abtutor::io::remove_temporaries_on_signals();
        // Text a trace, a notebook or a file name gave is shown on the terminal, never obeyed.
        let shown = |text: &str| abtutor::text::control_escaped(text, true).into_owned();
        match cli::run_with_status(&command) {
            Ok((text, status)) => {
                let text = shown(&text);
                // A reader that stops early (e.g. `| head`) is not an error; a command that
                // streamed its output has nothing left to print.
                // With `--out -` the file is standard output: what is said goes beside it.
                if text.is_empty() {
                    // Streamed already.
                } else if cli::writes_to_standard_output(&command) {
                    eprintln!("{text}");
                } else {
                    let _ = writeln!(std::io::stdout().lock(), "{text}");
                }
                ExitCode::from(status)
            }
            Err(message) => {
                eprintln!("error: {}", shown(&message));
                ExitCode::from(2)
            }
        }
    }
}
