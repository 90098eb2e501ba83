//! The game below a search root as the helper reads it: one JSON line, then one column of
//! little-endian numbers per fact, one entry a node of the tree the check runs on.

use std::collections::BTreeMap;

use crate::setup::SearchSetup;
use crate::tree::{NodeId, Tree};

/// The flags column: the first player to move, the game over, the tree ending here.
const MAX_NODE: u8 = 1;
const GAME_OVER: u8 = 2;
const TREE_ENDS: u8 = 4;

/// The table of `tree` (searched from `root` as `setup` says).
pub fn table_bytes(tree: &Tree, root: NodeId, setup: &SearchSetup) -> Vec<u8> {
    let scoring = setup.mode.scoring();
    let count = tree.len();
    let mut moves = BTreeMap::new();
    let mut first_child = Vec::with_capacity(count * 4);
    let mut parent = Vec::with_capacity(count * 4);
    let mut position = Vec::with_capacity(count * 4);
    let mut child_count = Vec::with_capacity(count);
    let mut last_move = Vec::with_capacity(count);
    let mut flags = Vec::with_capacity(count);
    let mut value = Vec::with_capacity(count);
    let mut evaluation = Vec::with_capacity(count);
    for node in 0..count as NodeId {
        let children = tree.children(node);
        first_child.extend_from_slice(&children.start.to_le_bytes());
        let up = tree.parent(node).unwrap_or(u32::MAX);
        parent.extend_from_slice(&up.to_le_bytes());
        position.extend_from_slice(&tree.position_id(node).to_le_bytes());
        child_count.push(u8::try_from(children.len()).unwrap_or(u8::MAX));
        let mv = tree.last_move(node);
        if let Some(mv) = mv {
            moves
                .entry(mv)
                .or_insert_with(|| tree.view().format_move(mv));
        }
        last_move.push(mv.unwrap_or(0));
        let over = tree.is_terminal(node) && !tree.is_horizon(node);
        let flag = |on: bool, flag: u8| if on { flag } else { 0 };
        flags.push(
            flag(tree.is_max_node(node), MAX_NODE)
                | flag(over, GAME_OVER)
                | flag(tree.is_horizon(node), TREE_ENDS),
        );
        value.push(tree.terminal_value(node, scoring).unwrap_or(0) as u8);
        evaluation.push(tree.static_value(node, scoring) as u8);
    }
    let header = serde_json::json!({
        "nodes": count,
        "root": root,
        "root_moves": setup.root,
        "game": setup.game.to_string(),
        "depth": setup.depth,
        "moves": moves.iter().map(|(code, name)| (code.to_string(), serde_json::Value::from(name.clone()))).collect::<serde_json::Map<_, _>>(),
    });
    let mut bytes = Vec::with_capacity(count * 17 + 256);
    bytes.extend_from_slice(header.to_string().as_bytes());
    bytes.push(b'\n');
    for column in [
        &first_child,
        &parent,
        &position,
        &child_count,
        &last_move,
        &flags,
        &value,
        &evaluation,
    ] {
        bytes.extend_from_slice(column);
    }
    bytes
}
