//! What lies below a node, counted without searching: exact counts of the tree below a
//! position (`count`), a node's subtree (`subtree`), the nodes alpha-beta must enter at the
//! least (`best_order`) and the longest line of play under a depth limit (`longest_line`).

pub(super) mod best_order;
pub(super) mod count;
pub(super) mod longest_line;
pub(super) mod subtree;
