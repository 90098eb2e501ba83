//! Lines read with a cap on their length, so that a line of any length costs no more
//! memory than the cap.

use std::io::BufRead;

/// Reads the next line (without its `\n`) into `line`, keeping at most `cap` bytes: the
/// rest of a longer line is skipped without being buffered. `None` at the end of the input;
/// else whether the line was longer than the cap.
pub fn read_line_capped(
    input: &mut impl BufRead,
    cap: usize,
    line: &mut Vec<u8>,
) -> std::io::Result<Option<bool>> {
    line.clear();
    let mut overlong = false;
    let mut read_any = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if buffer.is_empty() {
            return Ok(read_any.then_some(overlong));
        }
        read_any = true;
        let (piece, ended) = match buffer.iter().position(|&byte| byte == b'\n') {
            Some(at) => (&buffer[..at], Some(at + 1)),
            None => (buffer, None),
        };
        let room = cap.saturating_sub(line.len());
        if piece.len() > room {
            overlong = true;
        }
        line.extend_from_slice(&piece[..piece.len().min(room)]);
        let used = ended.unwrap_or(buffer.len());
        input.consume(used);
        if ended.is_some() {
            return Ok(Some(overlong));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_cut_and_flagged_and_short_ones_kept() {
        let text = format!("44\n{}\n\n7", "1".repeat(100));
        let mut input = std::io::BufReader::with_capacity(8, text.as_bytes());
        let mut line = Vec::new();
        let mut lines = Vec::new();
        while let Some(overlong) = read_line_capped(&mut input, 10, &mut line).unwrap() {
            lines.push((String::from_utf8(line.clone()).unwrap(), overlong));
        }
        assert_eq!(
            lines,
            vec![
                ("44".to_string(), false),
                ("1".repeat(10), true),
                (String::new(), false),
                ("7".to_string(), false),
            ]
        );
    }
}
