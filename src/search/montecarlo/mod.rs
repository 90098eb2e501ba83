//! Choosing a move by random playouts, on the game's rules (no tree needed): primitive
//! Monte Carlo (N playouts after each root move) and Monte Carlo tree search with UCT.
//! Every random choice comes from the pinned generator, one draw a move of a playout.
//! Both tell an [`Observer`] each step, so that one code runs them plain and recorded.

mod record;

pub use record::{
    MonteCarloFrame, MonteCarloKind, MonteCarloRecorder, MonteCarloTrace, Phase, Tally, UcbBar,
};

use crate::game::{Game, Scoring, Side};
use crate::tree::SplitMix64;

/// The observer of every step of a Monte Carlo search; nodes are numbered as they join its tree (the
/// root 0). Running plain, `()` observes nothing.
pub trait Observer<G: Game> {
    /// A node joins the tree: the root (no parent), an MCTS expansion, or a root move of
    /// primitive Monte Carlo before its playouts.
    fn add_node(&mut self, _game: &G, _parent: Option<u32>, _mv: u8, _position: &G::Position) {}
    /// MCTS's selection goes down to `child`.
    fn select(&mut self, _child: u32) {}
    /// A playout from `node`: its moves, where it ended and the value there.
    fn playout(&mut self, _game: &G, _node: u32, _line: &[u8], _end: &G::Position, _value: i16) {}
    /// `node` counts the playout's outcome, from the view of the side to move at its
    /// parent (the root: its own side).
    fn back_up(&mut self, _node: u32, _outcome: Outcome) {}
    /// One iteration (MCTS) or one playout (primitive Monte Carlo) is over.
    fn iteration_end(&mut self) {}
}

impl<G: Game> Observer<G> for () {}

/// The observer of only the end of each iteration (or playout): for progress shown while it runs.
pub struct Ticks<'a>(pub &'a mut dyn FnMut());

impl<G: Game> Observer<G> for Ticks<'_> {
    fn iteration_end(&mut self) {
        (self.0)()
    }
}

/// How a playout ended, from the view of one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

impl Outcome {
    /// A finished game's value (first player's view) as `side` sees it.
    pub fn of(value: i16, side: Side) -> Outcome {
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
    pub fn credit(self) -> f64 {
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
) -> i16 {
    traced_playout(game, position, generator, moves, None).0
}

/// [`playout`], keeping the moves played in `line` when given; the finished game's value
/// and position.
fn traced_playout<G: Game>(
    game: &G,
    position: G::Position,
    generator: &mut SplitMix64,
    moves: &mut Vec<u8>,
    mut line: Option<&mut Vec<u8>>,
) -> (i16, G::Position) {
    if let Some(line) = line.as_deref_mut() {
        line.clear();
    }
    let mut here = position;
    loop {
        game.legal_moves(&here, moves);
        if moves.is_empty() {
            return (game.terminal_value(&here, Scoring::Plain), here);
        }
        let pick = (generator.next_u64() % moves.len() as u64) as usize;
        if let Some(line) = line.as_deref_mut() {
            line.push(moves[pick]);
        }
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
    observer: &mut impl Observer<G>,
) -> Option<PrimitiveMonteCarlo> {
    let side = game.side_to_move(&root);
    let mut root_moves = Vec::new();
    game.legal_moves(&root, &mut root_moves);
    if root_moves.is_empty() {
        return None;
    }
    observer.add_node(game, None, 0, &root);
    let mut scratch = Vec::new();
    let mut line = Vec::new();
    let mut tallies = Vec::with_capacity(root_moves.len());
    for (index, &mv) in root_moves.iter().enumerate() {
        let after = game.play(&root, mv);
        let node = index as u32 + 1;
        observer.add_node(game, Some(0), mv, &after);
        let mut tally = MoveTally {
            mv,
            wins: 0,
            draws: 0,
            losses: 0,
        };
        for _ in 0..playouts {
            let (value, end) =
                traced_playout(game, after, generator, &mut scratch, Some(&mut line));
            observer.playout(game, node, &line, &end, value);
            let outcome = Outcome::of(value, side);
            match outcome {
                Outcome::Win => tally.wins += 1,
                Outcome::Draw => tally.draws += 1,
                Outcome::Loss => tally.losses += 1,
            }
            observer.back_up(node, outcome);
            observer.back_up(0, outcome);
            observer.iteration_end();
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
    Some(PrimitiveMonteCarlo {
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

/// The most bytes the tree of `iterations` MCTS iterations can take: one node an
/// iteration and the root, each with its moves and its children's ids in blocks of their
/// own (the allocator's overhead counted), the nodes' array reserved at once.
pub fn uct_bytes_upper_bound<G: Game>(game: &G, iterations: u32) -> u64 {
    // An allocation as glibc's malloc makes it: 8 bytes of header, 16-byte steps, 32 at least.
    let block = |bytes: usize| ((bytes + 8).div_ceil(16) * 16).max(32) as u64;
    let moves = game.max_moves();
    let per_node =
        size_of::<UctNode<G::Position>>() as u64 + block(moves) + block(moves * size_of::<u32>());
    (u64::from(iterations) + 1) * per_node
}

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
    observer: &mut impl Observer<G>,
) -> Option<TreeSearch> {
    // Reserved at once so that the tree never holds two copies of itself while growing.
    let mut nodes = Vec::with_capacity(iterations as usize + 1);
    nodes.push(new_node(game, root, 0));
    if nodes[0].moves.is_empty() {
        return None;
    }
    observer.add_node(game, None, 0, &root);
    let root_side = game.side_to_move(&root);
    let mut path = Vec::new();
    let mut scratch = Vec::new();
    let mut line = Vec::new();
    for _ in 0..iterations {
        path.clear();
        let mut current = 0usize;
        path.push(current);
        // Select: down through nodes whose children are all in the tree.
        while !nodes[current].moves.is_empty()
            && nodes[current].children.len() == nodes[current].moves.len()
        {
            current = select(&nodes, current, exploration);
            observer.select(current as u32);
            path.push(current);
        }
        // Expand: the first child not yet in the tree (none where the game is over).
        if nodes[current].children.len() < nodes[current].moves.len() {
            let parent = &nodes[current];
            let mv = parent.moves[parent.children.len()];
            let position = game.play(&parent.position, mv);
            let child = nodes.len();
            observer.add_node(game, Some(current as u32), mv, &position);
            nodes.push(new_node(game, position, mv));
            nodes[current].children.push(child as u32);
            current = child;
            path.push(current);
        }
        let (value, end) = traced_playout(
            game,
            nodes[current].position,
            generator,
            &mut scratch,
            Some(&mut line),
        );
        observer.playout(game, current as u32, &line, &end, value);
        // Back up: each node counts the result from its parent's side's view.
        observer.back_up(0, Outcome::of(value, root_side));
        for pair in path.windows(2) {
            let side = game.side_to_move(&nodes[pair[0]].position);
            let outcome = Outcome::of(value, side);
            let node = &mut nodes[pair[1]];
            node.visits += 1;
            node.wins += outcome.credit();
            observer.back_up(pair[1] as u32, outcome);
        }
        nodes[0].visits += 1;
        observer.iteration_end();
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
    let chosen = most_visited(children.iter().map(|child| (child.visits, child.mean)));
    Some(TreeSearch {
        children,
        chosen,
        nodes: nodes.len(),
    })
}

/// The index of the most visited child, then of the higher mean, then the first.
pub fn most_visited(children: impl Iterator<Item = (u32, f64)>) -> usize {
    let mut best: Option<(usize, (u32, f64))> = None;
    for (index, figures) in children.enumerate() {
        if best.is_none_or(|(_, best)| figures > best) {
            best = Some((index, figures));
        }
    }
    best.map_or(0, |(index, _)| index)
}

fn new_node<G: Game>(game: &G, position: G::Position, mv: u8) -> UctNode<G::Position> {
    let mut moves = Vec::new();
    game.legal_moves(&position, &mut moves);
    // Each block exactly as big as it will ever be: the memory bound counts on it.
    moves.shrink_to_fit();
    UctNode {
        position,
        mv,
        children: Vec::with_capacity(moves.len()),
        moves,
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
