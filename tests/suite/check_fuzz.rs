//! Bad input never hurts the check: 100,000 mutated and truncated traces go through the
//! loader and the comparison without a panic, each either checked or refused by its line.

use abtutor::check::{self, CheckRequest, TreeShelf, Verdict};
use abtutor::search::{Mode, TableKind};

/// A small, fixed generator (SplitMix64), so that a failure can be replayed.
struct Draws(u64);

impl Draws {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, count: usize) -> usize {
        (self.next() % count.max(1) as u64) as usize
    }
}

const PIECES: [&str; 16] = [
    "\"inf\"",
    "-Infinity",
    "Infinity",
    "NaN",
    "1e400",
    "-1",
    "0.5",
    "\"start\"",
    "\"end\"",
    "\"tt\"",
    "\"score\"",
    "null",
    "[",
    "}",
    "\"moves\": \"00,00\"",
    "\"board\": \"o........\"",
];

/// One mutation of a trace's text: lines dropped, doubled, swapped, moved, joined or cut
/// short, bytes changed, numbers and events replaced.
fn mutate(text: &str, draws: &mut Draws) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for _ in 0..1 + draws.below(3) {
        let at = draws.below(lines.len());
        match draws.below(10) {
            0 if !lines.is_empty() => {
                lines.remove(at);
            }
            1 if !lines.is_empty() => {
                let line = lines[at].clone();
                lines.insert(at, line);
            }
            2 if lines.len() > 1 => {
                let other = draws.below(lines.len());
                lines.swap(at, other);
            }
            3 => lines.truncate(at),
            4 if !lines.is_empty() => {
                let line = &mut lines[at];
                let cut = draws.below(line.len() + 1);
                let cut = (0..=cut)
                    .rev()
                    .find(|&i| line.is_char_boundary(i))
                    .unwrap_or(0);
                line.truncate(cut);
            }
            5 if !lines.is_empty() => {
                let piece = PIECES[draws.below(PIECES.len())];
                let line = &mut lines[at];
                let place = draws.below(line.len() + 1);
                let place = (0..=place)
                    .rev()
                    .find(|&i| line.is_char_boundary(i))
                    .unwrap_or(0);
                line.insert_str(place, piece);
            }
            6 if !lines.is_empty() => {
                let line = &mut lines[at];
                let digits: Vec<usize> = line
                    .char_indices()
                    .filter(|(_, c)| c.is_ascii_digit())
                    .map(|(i, _)| i)
                    .collect();
                if !digits.is_empty() {
                    let place = digits[draws.below(digits.len())];
                    let digit = char::from(b'0' + draws.below(10) as u8);
                    line.replace_range(place..place + 1, &digit.to_string());
                }
            }
            // No line breaks at all, as a file written without them.
            7 if !lines.is_empty() => lines = vec![lines.concat()],
            // An event moved out of order, as a search that enters a grandchild first.
            8 if lines.len() > 2 => {
                let line = lines.remove(at);
                let to = draws.below(lines.len() + 1);
                lines.insert(to, line);
            }
            _ => lines.insert(at, PIECES[draws.below(PIECES.len())].to_string()),
        }
    }
    lines.join("\n")
}

/// The correct trace of a textbook tree and of a small tic-tac-toe search.
fn seeds() -> Vec<String> {
    let textbook = "{\"abtrace\": 1, \"tree\": \"((3,12,8),(2,4,6),(14,5,2))\"}\n".to_string()
        + &[
            ("start", "", "-inf", "inf"),
            ("start", "1", "-inf", "inf"),
            ("start", "1,1", "-inf", "inf"),
        ]
        .iter()
        .map(|(event, moves, alpha, beta)| {
            format!("{{\"event\": \"{event}\", \"moves\": \"{moves}\", \"alpha\": \"{alpha}\", \"beta\": \"{beta}\"}}\n")
        })
        .collect::<String>()
        + "{\"event\": \"end\", \"moves\": \"1,1\", \"value\": 3}\n{\"event\": \"end\", \"moves\": \"1\", \"value\": 3}";
    let example = include_str!("../../assets/examples/no-cut-on-equality.jsonl").to_string();
    vec![textbook, example]
}

#[test]
fn mutated_and_truncated_traces_never_panic() {
    let shelf = TreeShelf::default();
    let mut draws = Draws(1);
    let requests = [
        CheckRequest::default(),
        CheckRequest {
            mode: Mode {
                table: TableKind::ExactSym,
                ..Mode::alpha_beta()
            },
            ..CheckRequest::default()
        },
        CheckRequest {
            mode: Mode {
                table: TableKind::Bounds,
                ..Mode::alpha_beta()
            },
            ..CheckRequest::default()
        },
    ];
    let seeds = seeds();
    let (mut checked, mut refused) = (0, 0);
    for case in 0..100_000 {
        let seed = &seeds[case % seeds.len()];
        let text = mutate(seed, &mut draws);
        let request = &requests[case % requests.len()];
        match check::load(text.as_bytes(), request, &shelf) {
            Ok(loaded) => {
                let report = loaded.check(request);
                assert_ne!(report.verdict, Verdict::Invalid);
                checked += 1;
            }
            Err(check::CheckError::Trace(error)) => {
                assert!(error.line >= 1, "{text}");
                refused += 1;
            }
            Err(_) => refused += 1,
        }
    }
    // Both ways out were taken many times.
    assert!(checked > 5_000 && refused > 10_000, "{checked} {refused}");
}
