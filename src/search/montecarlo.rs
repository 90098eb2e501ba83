//! Choosing a move by random playouts, on the game's rules (no tree needed): primitive
//! Monte Carlo (N playouts after each root move) and Monte Carlo tree search with UCT.
//! Every random choice comes from the pinned generator, one draw a move of a playout.

use crate::game::{Game, Scoring, Side};
use crate::tree::SplitMix64;

/// How a playout ended, from the view of one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

impl Outcome {
    /// A finished game's value (first player's view) as `side` sees it.
    fn of(value: i8, side: Side) -> Outcome {
        let signed = match side {
            Side::First => value.signum(),
            Side::Second => -value.signum(),
        };
        match signed {
            1 => Outcome::Win,
            -1 => Outcome::Loss,
            _ => Outcome::Draw,
        }
    }

    /// What the outcome counts in a win total: a win 1, a draw ½.
    fn credit(self) -> f64 {
        match self {
            Outcome::Win => 1.0,
            Outcome::Draw => 0.5,
            Outcome::Loss => 0.0,
        }
    }
}

/// Plays uniformly at random from `position` to the end: each move the (draw mod k)-th of
/// the k legal moves in natural order, one draw a move (a lone pass too). The finished
/// game's value, first player's view.
pub fn playout<G: Game>(
    game: &G,
    position: G::Position,
    generator: &mut SplitMix64,
    moves: &mut Vec<u8>,
) -> i8 {
    let mut here = position;
    loop {
        game.legal_moves(&here, moves);
        if moves.is_empty() {
            return game.terminal_value(&here, Scoring::Plain);
        }
        let pick = (generator.next_u64() % moves.len() as u64) as usize;
        here = game.play(&here, moves[pick]);
    }
}

/// One root move's playouts, counted from the view of the side to move at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveTally {
    pub mv: u8,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl MoveTally {
    fn rates(&self) -> (f64, f64) {
        let total = (self.wins + self.draws + self.losses).max(1) as f64;
        (self.wins as f64 / total, self.draws as f64 / total)
    }
}

/// Primitive Monte Carlo's tallies and the move it chooses (an index into `moves`).
#[derive(Clone, Debug, PartialEq)]
pub struct PrimitiveMonteCarlo {
    pub moves: Vec<MoveTally>,
    pub chosen: usize,
}

/// For each root move in natural order, `playouts` playouts from the position after it;
/// the move chosen has the best win rate, then the best draw rate, then comes first.
/// `None` when the game is over at the root.
pub fn primitive_monte_carlo<G: Game>(
    game: &G,
    root: G::Position,
    playouts: u32,
    generator: &mut SplitMix64,
) -> Option<PrimitiveMonteCarlo> {
    let side = game.side_to_move(&root);
    let mut root_moves = Vec::new();
    game.legal_moves(&root, &mut root_moves);
    let mut scratch = Vec::new();
    let mut tallies = Vec::with_capacity(root_moves.len());
    for &mv in &root_moves {
        let after = game.play(&root, mv);
        let mut tally = MoveTally {
            mv,
            wins: 0,
            draws: 0,
            losses: 0,
        };
        for _ in 0..playouts {
            match Outcome::of(playout(game, after, generator, &mut scratch), side) {
                Outcome::Win => tally.wins += 1,
                Outcome::Draw => tally.draws += 1,
                Outcome::Loss => tally.losses += 1,
            }
        }
        tallies.push(tally);
    }
    let mut chosen = 0;
    for (index, tally) in tallies.iter().enumerate().skip(1) {
        // Strictly better only: on a tie the earlier move stays.
        if tally.rates() > tallies[chosen].rates() {
            chosen = index;
        }
    }
    (!tallies.is_empty()).then_some(PrimitiveMonteCarlo {
        moves: tallies,
        chosen,
    })
}

/// A node of the search tree UCT grows.
struct UctNode<P> {
    position: P,
    /// The move from the parent; the root has none.
    mv: u8,
    /// The legal moves, natural order; the first `expanded` have children in the tree.
    moves: Vec<u8>,
    children: Vec<u32>,
    visits: u32,
    /// Wins (a draw a half) from the view of the side to move at the parent.
    wins: f64,
}

/// A root child as MCTS leaves it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChildStats {
    pub mv: u8,
    pub visits: u32,
    /// Wins (a draw a half) over visits, from the view of the side to move at the root.
    pub mean: f64,
}

/// What MCTS found: the root's children in natural order, the one chosen (an index), and
/// the nodes its tree grew to.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeSearch {
    pub children: Vec<ChildStats>,
    pub chosen: usize,
    pub nodes: usize,
}

/// Bytes a node of the grown tree takes, about, for refusing a run too big up front.
pub const BYTES_PER_UCT_NODE: usize = 96;

/// The exploration constant by default: √2.
pub const DEFAULT_EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// Monte Carlo tree search with UCT: each iteration selects from the root while every
/// child of the node is in the tree, by `w / n + C * sqrt(ln(N) / n)` (first in natural
/// order on a tie); expands the first child not yet in the tree; plays out at random; adds
/// the result to every node on the path. The move chosen is the most visited root child,
/// then the one with the higher mean, then the first. `None` when the game is over at
/// the root.
pub fn monte_carlo_tree_search<G: Game>(
    game: &G,
    root: G::Position,
    iterations: u32,
    exploration: f64,
    generator: &mut SplitMix64,
) -> Option<TreeSearch> {
    let mut nodes = vec![new_node(game, root, 0)];
    if nodes[0].moves.is_empty() {
        return None;
    }
    let mut path = Vec::new();
    let mut scratch = Vec::new();
    for _ in 0..iterations {
        path.clear();
        let mut current = 0usize;
        path.push(current);
        // Select: down through nodes whose children are all in the tree.
        while !nodes[current].moves.is_empty()
            && nodes[current].children.len() == nodes[current].moves.len()
        {
            current = select(&nodes, current, exploration);
            path.push(current);
        }
        // Expand: the first child not yet in the tree (none where the game is over).
        if nodes[current].children.len() < nodes[current].moves.len() {
            let parent = &nodes[current];
            let mv = parent.moves[parent.children.len()];
            let position = game.play(&parent.position, mv);
            let child = nodes.len();
            nodes.push(new_node(game, position, mv));
            nodes[current].children.push(child as u32);
            current = child;
            path.push(current);
        }
        let value = playout(game, nodes[current].position, generator, &mut scratch);
        // Back up: each node counts the result from its parent's side's view.
        for pair in path.windows(2) {
            let side = game.side_to_move(&nodes[pair[0]].position);
            let node = &mut nodes[pair[1]];
            node.visits += 1;
            node.wins += Outcome::of(value, side).credit();
        }
        nodes[0].visits += 1;
    }
    let children: Vec<ChildStats> = nodes[0]
        .children
        .iter()
        .map(|&child| {
            let node = &nodes[child as usize];
            ChildStats {
                mv: node.mv,
                visits: node.visits,
                mean: node.wins / node.visits.max(1) as f64,
            }
        })
        .collect();
    let mut chosen = 0;
    for (index, child) in children.iter().enumerate().skip(1) {
        let best = &children[chosen];
        if (child.visits, child.mean) > (best.visits, best.mean) {
            chosen = index;
        }
    }
    Some(TreeSearch {
        children,
        chosen,
        nodes: nodes.len(),
    })
}

fn new_node<G: Game>(game: &G, position: G::Position, mv: u8) -> UctNode<G::Position> {
    let mut moves = Vec::new();
    game.legal_moves(&position, &mut moves);
    UctNode {
        position,
        mv,
        moves,
        children: Vec::new(),
        visits: 0,
        wins: 0.0,
    }
}

/// The child of `parent` with the highest UCB, the first in natural order on a tie.
fn select<P>(nodes: &[UctNode<P>], parent: usize, exploration: f64) -> usize {
    let log_parent = (nodes[parent].visits as f64).ln();
    let mut best = (f64::NEG_INFINITY, 0usize);
    for &child in &nodes[parent].children {
        let node = &nodes[child as usize];
        let n = node.visits as f64;
        let ucb = node.wins / n + exploration * (log_parent / n).sqrt();
        if ucb > best.0 {
            best = (ucb, child as usize);
        }
    }
    best.1
}
