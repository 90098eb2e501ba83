//! Textbook trees as a game: a small tree typed as nested parentheses with numbers at the
//! leaves, as exercises give it. The root is a max node and the levels alternate; a move
//! is a child's number (1 = the leftmost), a position is a node.

mod parse;

use std::sync::{Arc, Mutex, OnceLock};

pub use parse::{
    MAX_CHILDREN, TextbookError, TextbookNode, TextbookProblem, parse_tree, random_tree,
};

use super::{
    Evaluation, Game, GameName, GameView, IllegalMove, LastMove, MoveSyntaxError, Numbered,
    Picture, PositionKey, PositionNote, Scoring, Side, SideNames, StartName,
};

/// How a textbook tree is named where a game is: `tree:` and its text.
pub const TEXTBOOK_PREFIX: &str = "tree:";

/// A textbook tree's number in this process: specs stay small copyable values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TextbookId(u32);

/// A parsed textbook tree; `text` is its shortest written form.
#[derive(Debug)]
pub struct Textbook {
    text: String,
    nodes: Vec<TextbookNode>,
}

fn registry() -> &'static Mutex<Vec<Arc<Textbook>>> {
    static TREES: OnceLock<Mutex<Vec<Arc<Textbook>>>> = OnceLock::new();
    TREES.get_or_init(Mutex::default)
}

impl TextbookId {
    /// Reads a tree and gives its number; the same tree always gets the same number.
    pub fn register(text: &str) -> Result<TextbookId, TextbookError> {
        let nodes = parse_tree(text)?;
        let text = parse::tree_text(&nodes, 0);
        let mut trees = registry()
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(index) = trees.iter().position(|tree| tree.text == text) {
            return Ok(TextbookId(index as u32));
        }
        trees.push(Arc::new(Textbook { text, nodes }));
        Ok(TextbookId(trees.len() as u32 - 1))
    }

    pub fn tree(self) -> Arc<Textbook> {
        let trees = registry()
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        trees[self.0 as usize].clone()
    }
}

impl Textbook {
    /// The tree in its shortest written form.
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn nodes(&self) -> &[TextbookNode] {
        &self.nodes
    }

    fn node(&self, key: PositionKey) -> &TextbookNode {
        &self.nodes[(key as usize).min(self.nodes.len() - 1)]
    }

    fn leaf_range(&self) -> (i16, i16) {
        let values = self.nodes.iter().filter_map(|node| node.value);
        values.fold((i16::MAX, i16::MIN), |(low, high), value| {
            (low.min(value), high.max(value))
        })
    }
}

/// The game of one textbook tree.
#[derive(Clone, Debug)]
pub struct TextbookGame {
    id: TextbookId,
    tree: Arc<Textbook>,
}

impl TextbookGame {
    pub fn new(id: TextbookId) -> TextbookGame {
        TextbookGame {
            id,
            tree: id.tree(),
        }
    }
}

impl Game for TextbookGame {
    type Position = u16;

    fn initial(&self) -> u16 {
        0
    }

    fn legal_moves(&self, node: &u16, moves: &mut Vec<u8>) {
        moves.clear();
        let count = self.tree.nodes[*node as usize].children.len();
        moves.extend(0..count as u8);
    }

    fn max_moves(&self) -> usize {
        let children = self.tree.nodes.iter().map(|node| node.children.len());
        children.max().unwrap_or(0)
    }

    fn play(&self, node: &u16, mv: u8) -> u16 {
        self.tree.nodes[*node as usize].children[mv as usize]
    }

    fn side_to_move(&self, node: &u16) -> Side {
        if self.tree.nodes[*node as usize].level.is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        }
    }

    fn terminal_value(&self, node: &u16, _scoring: Scoring) -> i16 {
        self.tree.nodes[*node as usize].value.unwrap_or(0)
    }

    fn evaluate(&self, _node: &u16) -> i16 {
        // A textbook tree has numbers at its leaves only.
        0
    }

    fn key(&self, node: &u16) -> PositionKey {
        *node as PositionKey
    }

    fn canonical_key(&self, node: &u16) -> PositionKey {
        *node as PositionKey
    }

    fn dense_key_bound(&self) -> Option<usize> {
        Some(self.tree.nodes.len())
    }
}

impl GameView for TextbookGame {
    fn spec_text(&self) -> String {
        format!("{TEXTBOOK_PREFIX}{}", self.id.tree().text())
    }

    fn name(&self) -> GameName {
        GameName::Textbook
    }

    fn side_names(&self) -> SideNames {
        SideNames::MaxMin
    }

    fn start_name(&self) -> StartName {
        StartName::Root
    }

    fn score_range(&self, _scoring: Scoring) -> (i16, i16) {
        self.tree.leaf_range()
    }

    fn evaluation_name(&self) -> Evaluation {
        Evaluation::LeavesOnly
    }

    fn evaluated_range(&self) -> (i16, i16) {
        let (low, high) = self.tree.leaf_range();
        (low.min(0), high.max(0))
    }

    fn has_symmetry(&self) -> bool {
        false
    }

    fn format_move(&self, mv: u8) -> String {
        (mv + 1).to_string()
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveSyntaxError> {
        super::parse_numbered_move(text, MAX_CHILDREN, Numbered::Child)
    }

    fn notation_example(&self) -> &'static str {
        "2,1"
    }

    fn board_text(&self, key: PositionKey) -> String {
        parse::tree_text(
            &self.tree.nodes,
            (key as usize).min(self.tree.nodes.len() - 1),
        )
    }

    fn board_lines(&self, key: PositionKey) -> Vec<String> {
        vec![self.board_text(key)]
    }

    fn position_note(&self, key: PositionKey) -> Option<PositionNote> {
        let node = self.tree.node(key);
        Some(match (node.value, node.level % 2) {
            (Some(_), _) => PositionNote::Leaf,
            (None, 0) => PositionNote::InnerNode(Side::First),
            (None, _) => PositionNote::InnerNode(Side::Second),
        })
    }

    fn canonical_key_of(&self, key: PositionKey) -> PositionKey {
        key
    }

    fn why_illegal(&self, key: PositionKey, mv: u8) -> IllegalMove {
        let children = self.tree.node(key).children.len();
        let child = mv as usize + 1;
        IllegalMove::NoSuchChild { children, child }
    }

    fn picture(&self, key: PositionKey, _last_move: Option<LastMove>) -> Picture {
        let node = self.tree.node(key);
        Picture::TreeNode {
            side: if node.level.is_multiple_of(2) {
                Side::First
            } else {
                Side::Second
            },
            leaf_value: node.value,
        }
    }

    fn names_a_winner(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_tree_gets_the_same_number() {
        let first = TextbookId::register("((3,12,8),(2,4,6),(14,5,2))").unwrap();
        let again = TextbookId::register(" ((3, 12, 8), (2,4,6), (14,5,2)) ").unwrap();
        assert_eq!(first, again);
        assert_ne!(first, TextbookId::register("((1,2),(3,4))").unwrap());
        assert_eq!(first.tree().text(), "((3,12,8),(2,4,6),(14,5,2))");
    }

    #[test]
    fn levels_alternate_from_a_max_root() {
        let game = TextbookGame::new(TextbookId::register("((3,12,8),(2,4,6))").unwrap());
        let root = game.initial();
        assert_eq!(game.side_to_move(&root), Side::First);
        let child = game.play(&root, 1);
        assert_eq!(game.side_to_move(&child), Side::Second);
        assert_eq!(game.board_text(child as PositionKey), "(2,4,6)");
        let leaf = game.play(&child, 2);
        let mut moves = vec![9];
        game.legal_moves(&leaf, &mut moves);
        assert!(moves.is_empty());
        assert_eq!(game.terminal_value(&leaf, Scoring::Plain), 6);
        assert_eq!(game.score_range(Scoring::Plain), (2, 12));
    }
}
