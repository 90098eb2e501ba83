//! One line on standard error kept up to date while a long run works, when standard error
//! is a terminal (a file or a pipe gets nothing), and cleared when the run is over.

/// The line; it is cleared when dropped.
pub struct StatusLine {
    terminal: bool,
    shown: bool,
}

impl StatusLine {
    pub fn new() -> StatusLine {
        StatusLine {
            terminal: std::io::IsTerminal::is_terminal(&std::io::stderr()),
            shown: false,
        }
    }

    /// Whether anything shown is seen: callers skip phrasing what nobody reads.
    pub fn is_seen(&self) -> bool {
        self.terminal
    }

    /// Writes `text` over what the line said.
    pub fn show(&mut self, text: &str) {
        if self.terminal {
            eprint!("\r{text}");
            self.shown = true;
        }
    }
}

impl Drop for StatusLine {
    fn drop(&mut self) {
        if self.shown {
            // Back to the line's start, cleared, for what is printed next.
            eprint!("\r\x1b[2K");
        }
    }
}
