//! Building a tree from a game's rules: the chain of moves to the root position, then the
//! complete tree below it, breadth first, with positions interned to dense ids.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

use super::{NO_MOVE, NO_PARENT, NOT_TERMINAL, NodeId, PathError, Tree, TreeError, parse_notation};
use crate::game::{Game, GameView, PositionKey, Scoring, Side};

/// A game's full tree is used whenever it has at most this many nodes, so that any node of
/// it can become the search root without a rebuild.
pub const FULL_TREE_PREFERRED: usize = 4_000_000;
/// The most nodes a tree may have: with a minimax trace that is a few gigabytes.
pub const MAX_TREE_NODES: usize = 40_000_000;
/// Bytes a node costs with a recorded minimax search (tree, indices, about four frames).
const BYTES_PER_NODE_RECORDED: usize = 110;

/// Mixes the bits of a position key; keys are already well spread in their low bits.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0.rotate_left(8) ^ byte as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u128(&mut self, key: u128) {
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        self.0 = (folded ^ folded >> 31).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 ^= self.0 >> 29;
    }
}

/// Dense ids for keys: a direct table when the keys are small, else a hash map.
enum Interner {
    Direct(Vec<u32>),
    Hashed(HashMap<PositionKey, u32, BuildHasherDefault<KeyHasher>>),
}

impl Interner {
    fn new(dense_bound: Option<usize>) -> Interner {
        match dense_bound {
            Some(bound) => Interner::Direct(vec![u32::MAX; bound]),
            None => Interner::Hashed(HashMap::default()),
        }
    }

    /// The key's id, and whether it was new (then it gets `next`).
    fn intern(&mut self, key: PositionKey, next: u32) -> (u32, bool) {
        match self {
            Interner::Direct(ids) => {
                let slot = &mut ids[key as usize];
                if *slot == u32::MAX {
                    *slot = next;
                    (next, true)
                } else {
                    (*slot, false)
                }
            }
            Interner::Hashed(ids) => {
                let id = *ids.entry(key).or_insert(next);
                (id, id == next)
            }
        }
    }
}

/// Counts the nodes of the tree below `position`, giving up past `limit`.
pub fn count_nodes<G: Game>(game: &G, position: &G::Position, limit: usize) -> Option<usize> {
    let mut stack = vec![*position];
    let mut moves = Vec::new();
    let mut count = 0;
    while let Some(next) = stack.pop() {
        count += 1;
        if count > limit {
            return None;
        }
        game.legal_moves(&next, &mut moves);
        stack.extend(moves.iter().map(|&mv| game.play(&next, mv)));
    }
    Some(count)
}

/// Plays `moves` from the initial position; the positions along the way, first to last.
fn replay<G: Game>(
    game: &G,
    view: &dyn GameView,
    moves: &[u8],
) -> Result<Vec<G::Position>, PathError> {
    let mut positions = vec![game.initial()];
    let mut legal = Vec::new();
    for (index, &mv) in moves.iter().enumerate() {
        let position = positions[index];
        game.legal_moves(&position, &mut legal);
        let number = index + 1;
        if legal.is_empty() {
            let mv = view.format_move(mv);
            return Err(PathError::GameOver { number, mv });
        }
        if !legal.contains(&mv) {
            let reason = view.why_illegal(game.key(&position), mv);
            let mv = view.format_move(mv);
            return Err(PathError::Illegal { number, mv, reason });
        }
        positions.push(game.play(&position, mv));
    }
    Ok(positions)
}

/// Whether `root_moves` parses and plays legally from the initial position.
pub fn check_moves<G: Game>(
    game: &G,
    view: &dyn GameView,
    root_moves: &str,
) -> Result<(), PathError> {
    let moves = parse_notation(view, root_moves)?;
    replay(game, view, &moves).map(|_| ())
}

/// Which tree [`tree_for_root`] builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeShape {
    /// The game's full tree when it is small enough, so that any node can be a root.
    FullWhenSmall,
    /// Only the moves' chain and the tree below the root position.
    BelowRoot,
}

/// The tree for a search from the position `root_moves` reaches: the game's full tree when
/// it is small enough (and asked for), else the moves' chain and the complete tree below
/// that position.
pub fn tree_for_root<G: Game>(
    game: G,
    view: Arc<dyn GameView>,
    root_moves: &str,
    shape: TreeShape,
) -> Result<(Tree, NodeId), TreeError> {
    let moves = parse_notation(view.as_ref(), root_moves)?;
    let positions = replay(&game, view.as_ref(), &moves)?;
    if shape == TreeShape::FullWhenSmall {
        match build(&game, Arc::clone(&view), &[], FULL_TREE_PREFERRED) {
            Ok(tree) => {
                let node = tree.find_by_moves(&moves)?;
                return Ok((tree, node));
            }
            Err(TreeError::TooBig { .. }) => {}
            Err(other) => return Err(other),
        }
    }
    let root = positions[moves.len()];
    // Counting first needs no memory: a tree that cannot fit is refused before it is built.
    if count_nodes(&game, &root, MAX_TREE_NODES).is_none() {
        return Err(too_big(view.as_ref(), &moves));
    }
    let tree = build(&game, view, &moves, MAX_TREE_NODES)?;
    Ok((tree, moves.len() as NodeId))
}

fn too_big(view: &dyn GameView, moves: &[u8]) -> TreeError {
    let root = if moves.is_empty() {
        format!("the start of {}", view.name())
    } else {
        let names: Vec<String> = moves.iter().map(|&mv| view.format_move(mv)).collect();
        format!("{} after {}", view.name(), names.join(","))
    };
    TreeError::TooBig {
        root,
        limit: MAX_TREE_NODES,
        gigabytes: (MAX_TREE_NODES * BYTES_PER_NODE_RECORDED).div_ceil(1 << 30),
    }
}

/// Builds the chain of `path` from the initial position and the complete tree below the
/// position it reaches; refuses once the tree would pass `limit` nodes.
pub fn build<G: Game>(
    game: &G,
    view: Arc<dyn GameView>,
    path: &[u8],
    limit: usize,
) -> Result<Tree, TreeError> {
    let chain = replay(game, view.as_ref(), path)?;
    let scores_by_length = view.scores_by_length();
    let mut tree = Tree {
        view,
        parent: Vec::new(),
        first_child: Vec::new(),
        child_count: Vec::new(),
        depth: Vec::new(),
        last_move: Vec::new(),
        position: Vec::new(),
        class: Vec::new(),
        max_node: Vec::new(),
        terminal_value: [Vec::new(), Vec::new()],
        minimax_value: [Vec::new(), Vec::new()],
        subtree_size: Vec::new(),
        depth_start: vec![0],
        position_keys: Vec::new(),
        class_count: 0,
        base: path.len() as NodeId,
    };
    let mut positions = Interner::new(game.dense_key_bound());
    let mut classes = Interner::new(game.dense_key_bound());
    let mut class_of_position: Vec<u32> = Vec::new();
    // The chain: each ancestor has only the child on the way to the root position.
    for (index, _) in path.iter().enumerate() {
        tree.parent
            .push(index.checked_sub(1).map_or(NO_PARENT, |i| i as NodeId));
        tree.depth.push(index as u16);
        tree.last_move
            .push(index.checked_sub(1).map_or(NO_MOVE, |i| path[i]));
        tree.first_child.push(index as NodeId + 1);
        tree.child_count.push(1);
    }
    tree.parent
        .push(path.len().checked_sub(1).map_or(NO_PARENT, |i| i as NodeId));
    tree.depth.push(path.len() as u16);
    tree.last_move
        .push(path.len().checked_sub(1).map_or(NO_MOVE, |i| path[i]));
    let mut queue = chain;
    let mut moves = Vec::with_capacity(32);
    let mut id = 0;
    while id < queue.len() {
        let position = queue[id];
        let key = game.key(&position);
        let next_position = tree.position_keys.len() as u32;
        let (position_id, new) = positions.intern(key, next_position);
        if new {
            tree.position_keys.push(key);
            let canonical = game.canonical_key(&position);
            let (class_id, new_class) = classes.intern(canonical, tree.class_count as u32);
            tree.class_count += new_class as usize;
            class_of_position.push(class_id);
        }
        tree.position.push(position_id);
        tree.class.push(class_of_position[position_id as usize]);
        tree.max_node
            .push(game.side_to_move(&position) == Side::First);
        if id < path.len() {
            push_terminal(&mut tree, scores_by_length, None);
            id += 1;
            continue;
        }
        let plies = tree.depth[id] as usize;
        game.legal_moves(&position, &mut moves);
        let terminal = moves.is_empty().then(|| {
            let plain = game.terminal_value(&position, plies, Scoring::Plain);
            let by_length = game.terminal_value(&position, plies, Scoring::ShortestVictory);
            (plain, by_length)
        });
        push_terminal(&mut tree, scores_by_length, terminal);
        tree.first_child.push(queue.len() as NodeId);
        tree.child_count.push(moves.len() as u8);
        if plies + 1 > u16::MAX as usize {
            return Err(TreeError::TooDeep(u16::MAX as usize));
        }
        for &mv in &moves {
            queue.push(game.play(&position, mv));
            tree.parent.push(id as NodeId);
            tree.depth.push(plies as u16 + 1);
            tree.last_move.push(mv);
        }
        if queue.len() > limit {
            return Err(too_big(tree.view.as_ref(), path));
        }
        id += 1;
    }
    // Breadth-first ids keep depths sorted: a level starts where the depth changes.
    tree.depth_start.extend(
        (1..tree.len())
            .filter(|&id| tree.depth[id] != tree.depth[id - 1])
            .map(|id| id as NodeId),
    );
    tree.compute_subtree_sizes();
    tree.compute_minimax_values();
    Ok(tree)
}

fn push_terminal(tree: &mut Tree, scores_by_length: bool, values: Option<(i8, i8)>) {
    let (plain, by_length) = values.unwrap_or((NOT_TERMINAL, NOT_TERMINAL));
    tree.terminal_value[0].push(plain);
    if scores_by_length {
        tree.terminal_value[1].push(by_length);
    }
}

impl Tree {
    fn compute_subtree_sizes(&mut self) {
        self.subtree_size = vec![1; self.len()];
        // Children have larger ids than their parent, so one backward sweep suffices.
        for id in (1..self.len()).rev() {
            let parent = self.parent[id] as usize;
            self.subtree_size[parent] += self.subtree_size[id];
        }
    }

    fn compute_minimax_values(&mut self) {
        for index in 0..2 {
            if self.terminal_value[index].is_empty() {
                continue;
            }
            let mut values = self.terminal_value[index].clone();
            for id in (0..self.len()).rev() {
                if values[id] != NOT_TERMINAL {
                    continue;
                }
                let children = self.children(id as NodeId);
                let child_values = children.map(|child| values[child as usize]);
                values[id] = if self.max_node[id] {
                    child_values.max().unwrap_or(0)
                } else {
                    child_values.min().unwrap_or(0)
                };
            }
            self.minimax_value[index] = values;
        }
    }
}
