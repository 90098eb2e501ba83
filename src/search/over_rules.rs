//! Alpha-beta straight over a game's rules: no tree built, nothing recorded. It is the floor
//! a recorded deep search is measured against, and an independent count of what such a
//! search visits (the tree-less figures of DESIGN: Kalah(6,4) to 20 plies).

use crate::game::{Game, Side};

use super::ChildOrder;

/// What a search over the rules found: the root's value (first player's view) and the
/// nodes it entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesSearch {
    pub value: i8,
    pub visits: u64,
}

/// Fail-hard alpha-beta from `root` with the window (−∞, ∞), `depth` plies deep (a
/// finished game keeps its value; a position at the depth limit takes the static
/// evaluation), children in `order`. `None` for best-first order, which needs every
/// child's exact value, i.e. the whole tree.
pub fn alpha_beta_over_rules<G: Game>(
    game: &G,
    root: G::Position,
    depth: Option<u16>,
    order: ChildOrder,
) -> Option<RulesSearch> {
    if order == ChildOrder::BestFirst {
        return None;
    }
    let mut search = Search {
        game,
        depth_limited: depth.is_some(),
        order,
        visits: 0,
        levels: Vec::new(),
    };
    let plies = depth.map_or(u32::MAX, u32::from);
    let value = search.visit(&root, 0, plies, NEG_INF, POS_INF);
    Some(RulesSearch {
        value: value as i8,
        visits: search.visits,
    })
}

/// Beyond every value a game gives.
const NEG_INF: i16 = i16::MIN;
const POS_INF: i16 = i16::MAX;

struct Search<'g, G: Game> {
    game: &'g G,
    depth_limited: bool,
    order: ChildOrder,
    visits: u64,
    /// Per ply below the root: its moves and its children with their ordering keys, kept
    /// so that no visit allocates.
    levels: Vec<Level<G::Position>>,
}

struct Level<P> {
    moves: Vec<u8>,
    children: Vec<(i16, P)>,
}

impl<G: Game> Search<'_, G> {
    /// The value of a leaf: a finished game's (as a depth-limited tree values it), or the
    /// evaluation at the horizon.
    fn leaf_value(&self, position: &G::Position, finished: bool) -> i16 {
        let game = self.game;
        let value = match (finished, self.depth_limited) {
            (true, true) => game.horizon_terminal_value(position),
            (true, false) => game.terminal_value(position, crate::game::Scoring::Plain),
            (false, _) => game.evaluate(position),
        };
        i16::from(value)
    }

    fn visit(
        &mut self,
        position: &G::Position,
        ply: usize,
        plies_left: u32,
        mut alpha: i16,
        mut beta: i16,
    ) -> i16 {
        self.visits += 1;
        if self.levels.len() <= ply {
            self.levels.push(Level {
                moves: Vec::new(),
                children: Vec::new(),
            });
        }
        let mut level = std::mem::replace(
            &mut self.levels[ply],
            Level {
                moves: Vec::new(),
                children: Vec::new(),
            },
        );
        let finished = self.game.is_over(position, &mut level.moves);
        let value = if finished || plies_left == 0 {
            self.leaf_value(position, finished)
        } else {
            let max_node = self.game.side_to_move(position) == Side::First;
            self.order_children(position, max_node, self.order.at_depth(ply), &mut level);
            for &(_, child) in &level.children {
                let score = self.visit(&child, ply + 1, plies_left - 1, alpha, beta);
                if max_node {
                    alpha = alpha.max(score);
                    if score >= beta {
                        break;
                    }
                } else {
                    beta = beta.min(score);
                    if score <= alpha {
                        break;
                    }
                }
            }
            if max_node { alpha } else { beta }
        };
        self.levels[ply] = level;
        value
    }

    /// The children in search order, as the recorder orders a tree's: natural, reversed
    /// (store first), or by each child's static value, best for the mover first, ties in
    /// natural order.
    fn order_children(
        &self,
        position: &G::Position,
        max_node: bool,
        order: ChildOrder,
        level: &mut Level<G::Position>,
    ) {
        let game = self.game;
        self.game.legal_moves(position, &mut level.moves);
        level.children.clear();
        let mut scratch = Vec::new();
        for &mv in &level.moves {
            let child = game.play(position, mv);
            let key = if order == ChildOrder::Evaluation {
                // A child at the horizon is a leaf with its own value; so is a finished game.
                let finished = game.is_over(&child, &mut scratch);
                self.leaf_value(&child, finished)
            } else {
                0
            };
            level.children.push((key, child));
        }
        match order {
            ChildOrder::StoreFirst => level.children.reverse(),
            ChildOrder::Evaluation if max_node => level
                .children
                .sort_by_key(|&(key, _)| std::cmp::Reverse(key)),
            ChildOrder::Evaluation => level.children.sort_by_key(|&(key, _)| key),
            // `at_depth` never gives evaluation-then-store; best-first is refused up front.
            ChildOrder::Natural
            | ChildOrder::BestFirst
            | ChildOrder::EvaluationThenStore { .. } => {}
        }
    }
}
