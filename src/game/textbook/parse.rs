//! Textbook trees as text: nested parentheses with numbers at the leaves, and random ones.

use std::fmt::Write;

/// Limits that keep a textbook tree drawable as a textbook draws it.
pub const MAX_LEVELS: usize = 6;
pub const MAX_CHILDREN: usize = 6;
pub const MAX_NODES: usize = 1_000;
pub const MAX_LEAF_VALUE: i32 = 99;

/// One node of a textbook tree; nodes are numbered in preorder, the root first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextbookNode {
    pub children: Vec<u16>,
    /// The number written at a leaf.
    pub value: Option<i16>,
    pub level: u8,
}

/// Why a text is not a textbook tree.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TextbookError {
    #[error("the tree is empty: write it as nested parentheses, e.g. ((3,12,8),(2,4,6))")]
    Empty,
    /// Reading stopped at the 1-based character `column`.
    #[error("at character {column}: {problem}")]
    At {
        column: usize,
        problem: TextbookProblem,
    },
}

/// What was wrong where reading a textbook tree stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TextbookProblem {
    /// The text does not start with '('.
    #[error("a tree starts with '('")]
    NoOpening,
    /// Text after the tree's closing parenthesis.
    #[error("'{found}' after the tree's closing parenthesis")]
    TextAfterTree { found: char },
    #[error("more than {} nodes: too many to draw", crate::numbers::count(*max))]
    TooManyNodes { max: usize },
    #[error("more than {max} levels: too deep to draw")]
    TooDeep { max: usize },
    #[error("more than {max} children under one node: too wide to draw")]
    TooWide { max: usize },
    /// `()`: a node needs children or a number.
    #[error("an empty pair of parentheses: a node needs children or a number")]
    EmptyParentheses,
    /// After a child: expected ',' or ')'.
    #[error("expected ',' or ')', found '{found}'")]
    ExpectedCommaOrClose { found: char },
    /// The text ends after a child, inside a '('.
    #[error("a '(' is never closed")]
    NeverClosed,
    /// The text ends where a node should begin.
    #[error("the text ends inside the tree: a '(' is never closed")]
    EndsInsideTree,
    /// A number too large for a leaf: whole numbers from -`max` to `max`.
    #[error("'{number}' is not a leaf value: write a whole number from -{max} to {max}")]
    LeafValueOutOfRange { number: String, max: i32 },
    /// A ')' or ',' where a node should begin: expected a number or '('.
    #[error("a '{found}' with nothing before it: expected a number or '('")]
    NothingBefore { found: char },
    /// A character that begins no node: leaves are whole numbers.
    #[error("'{found}' is not a number: leaves are whole numbers")]
    NotANumber { found: char },
}

/// Reads a tree such as `((3,12,8),(2,4,6),(14,5,2))`; errors name the character.
pub fn parse_tree(text: &str) -> Result<Vec<TextbookNode>, TextbookError> {
    let mut reader = Reader {
        chars: text.chars().collect(),
        at: 0,
        nodes: Vec::new(),
    };
    reader.skip_spaces();
    if reader.peek().is_none() {
        return Err(TextbookError::Empty);
    }
    if reader.peek() != Some('(') {
        return Err(reader.error(TextbookProblem::NoOpening));
    }
    reader.node(0)?;
    reader.skip_spaces();
    if let Some(found) = reader.peek() {
        return Err(reader.error(TextbookProblem::TextAfterTree { found }));
    }
    Ok(reader.nodes)
}

/// Writes the nodes back in the shortest form: `((3,12,8),(2,4,6))`.
pub fn tree_text(nodes: &[TextbookNode], node: usize) -> String {
    let mut text = String::new();
    write_node(nodes, node, &mut text);
    text
}

fn write_node(nodes: &[TextbookNode], node: usize, text: &mut String) {
    match nodes[node].value {
        Some(value) => {
            let _ = write!(text, "{value}");
        }
        None => {
            text.push('(');
            for (index, &child) in nodes[node].children.iter().enumerate() {
                if index > 0 {
                    text.push(',');
                }
                write_node(nodes, child as usize, text);
            }
            text.push(')');
        }
    }
}

struct Reader {
    chars: Vec<char>,
    at: usize,
    nodes: Vec<TextbookNode>,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    /// The problem, at the 1-based character where reading stopped.
    fn error(&self, problem: TextbookProblem) -> TextbookError {
        TextbookError::At {
            column: self.at + 1,
            problem,
        }
    }

    fn node(&mut self, level: usize) -> Result<u16, TextbookError> {
        self.skip_spaces();
        if self.nodes.len() >= MAX_NODES {
            return Err(self.error(TextbookProblem::TooManyNodes { max: MAX_NODES }));
        }
        let index = self.nodes.len() as u16;
        self.nodes.push(TextbookNode {
            children: Vec::new(),
            value: None,
            level: level as u8,
        });
        match self.peek() {
            Some('(') => {
                if level + 1 >= MAX_LEVELS {
                    return Err(self.error(TextbookProblem::TooDeep { max: MAX_LEVELS }));
                }
                self.at += 1;
                loop {
                    self.skip_spaces();
                    if self.peek() == Some(')') {
                        return Err(self.error(TextbookProblem::EmptyParentheses));
                    }
                    let child = self.node(level + 1)?;
                    let children = &mut self.nodes[index as usize].children;
                    children.push(child);
                    if children.len() > MAX_CHILDREN {
                        let max = MAX_CHILDREN;
                        return Err(self.error(TextbookProblem::TooWide { max }));
                    }
                    self.skip_spaces();
                    match self.peek() {
                        Some(',') => self.at += 1,
                        Some(')') => {
                            self.at += 1;
                            return Ok(index);
                        }
                        Some(found) => {
                            let problem = TextbookProblem::ExpectedCommaOrClose { found };
                            return Err(self.error(problem));
                        }
                        None => return Err(self.error(TextbookProblem::NeverClosed)),
                    }
                }
            }
            Some(first) if first == '-' || first.is_ascii_digit() => {
                let start = self.at;
                self.at += 1;
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.at += 1;
                }
                let number: String = self.chars[start..self.at].iter().collect();
                match number.parse::<i32>() {
                    Ok(value) if value.abs() <= MAX_LEAF_VALUE => {
                        self.nodes[index as usize].value = Some(value as i16);
                        Ok(index)
                    }
                    _ => {
                        self.at = start;
                        let max = MAX_LEAF_VALUE;
                        Err(self.error(TextbookProblem::LeafValueOutOfRange { number, max }))
                    }
                }
            }
            Some(found @ (')' | ',')) => Err(self.error(TextbookProblem::NothingBefore { found })),
            Some(found) => Err(self.error(TextbookProblem::NotANumber { found })),
            None => Err(self.error(TextbookProblem::EndsInsideTree)),
        }
    }
}

/// A random tree: `levels` levels below the root, `branching` children at every inner
/// node, leaves from `low` to `high`; the same seed gives the same tree.
pub fn random_tree(levels: usize, branching: usize, low: i32, high: i32, seed: u64) -> String {
    let levels = levels.clamp(1, MAX_LEVELS - 1);
    let branching = branching.clamp(2, MAX_CHILDREN);
    let (low, high) = (
        low.clamp(-MAX_LEAF_VALUE, MAX_LEAF_VALUE),
        high.clamp(-MAX_LEAF_VALUE, MAX_LEAF_VALUE),
    );
    let (low, high) = (low.min(high), low.max(high));
    let mut state = seed;
    let mut text = String::new();
    write_random(levels, branching, low, high, &mut state, &mut text);
    text
}

fn write_random(
    levels: usize,
    branching: usize,
    low: i32,
    high: i32,
    state: &mut u64,
    text: &mut String,
) {
    if levels == 0 {
        let span = (high - low + 1) as u64;
        let _ = write!(text, "{}", low + (split_mix(state) % span) as i32);
        return;
    }
    text.push('(');
    for index in 0..branching {
        if index > 0 {
            text.push(',');
        }
        write_random(levels - 1, branching, low, high, state, text);
    }
    text.push(')');
}

/// SplitMix64: a tiny generator whose sequence depends on the seed alone.
fn split_mix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut mixed = *state;
    mixed = (mixed ^ (mixed >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    mixed = (mixed ^ (mixed >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    mixed ^ (mixed >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_textbook_figure_reads_back() {
        let text = "((3,12,8),(2,4,6),(14,5,2))";
        let nodes = parse_tree(text).unwrap();
        assert_eq!(nodes.len(), 13);
        assert_eq!(nodes[0].children, vec![1, 5, 9]);
        assert_eq!(nodes[3].value, Some(12));
        assert_eq!(tree_text(&nodes, 0), text);
        assert_eq!(
            tree_text(&parse_tree(" ( (3, -1) ,4 ) ").unwrap(), 0),
            "((3,-1),4)"
        );
    }

    #[test]
    fn malformed_trees_name_the_character_and_the_problem() {
        use TextbookProblem::*;
        let at = |column, problem| TextbookError::At { column, problem };
        let cases = [
            ("", TextbookError::Empty),
            ("((3,12),(2,4)", at(14, NeverClosed)),
            ("((3,12)),4", at(9, TextAfterTree { found: ',' })),
            ("((3,x))", at(5, NotANumber { found: 'x' })),
            ("(()", at(3, EmptyParentheses)),
            ("((3,,4))", at(5, NothingBefore { found: ',' })),
            (
                "(3,200)",
                at(
                    4,
                    LeafValueOutOfRange {
                        number: "200".into(),
                        max: 99,
                    },
                ),
            ),
            ("((((((((1))))))))", at(6, TooDeep { max: MAX_LEVELS })),
            ("(1,2,3,4,5,6,7)", at(15, TooWide { max: MAX_CHILDREN })),
            ("5", at(1, NoOpening)),
            ("(1,2", at(5, NeverClosed)),
            ("(1,", at(4, EndsInsideTree)),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_tree(text).unwrap_err(), expected, "{text:?}");
        }
    }

    #[test]
    fn random_trees_depend_on_the_seed_alone() {
        let tree = random_tree(3, 3, -9, 9, 42);
        assert_eq!(tree, random_tree(3, 3, -9, 9, 42));
        assert_ne!(tree, random_tree(3, 3, -9, 9, 43));
        let nodes = parse_tree(&tree).unwrap();
        assert_eq!(nodes.len(), 1 + 3 + 9 + 27);
        assert!(
            nodes
                .iter()
                .filter_map(|node| node.value)
                .all(|v| (-9..=9).contains(&v))
        );
    }
}
