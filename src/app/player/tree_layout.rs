//! Where each node of the shown part of the tree goes, in tree units: a board is 3 high and
//! 3 × its aspect wide, a depth column is 2 wider than a board, a leaf row is 4 high.
//! Pure: no egui.

use crate::tree::{NodeId, Tree};

pub const BOARD_SIZE: f32 = 3.0;
pub const ROW_HEIGHT: f32 = 4.0;
/// The least space between two depth columns, in tree units.
pub const MIN_GAP: f32 = 2.0;
/// Rows a drawn subtree may take before it is drawn one level shallower.
const MAX_ROWS: f32 = 160.0;
/// Ancestor columns of square boards drawn left of the centre (all of tic-tac-toe's);
/// fewer of wide boards, so that the centre's subtree keeps its room.
const MAX_ANCESTOR_COLUMNS: f32 = 6.0;

/// One drawn node: its board's top-left corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NodeBox {
    pub node: NodeId,
    pub x: f32,
    pub y: f32,
}

/// The shown part of the tree around one centre node.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeLayout {
    pub centre: NodeId,
    /// The deepest depth drawn below the centre.
    pub max_depth: usize,
    pub boxes: Vec<NodeBox>,
    /// Edge segments, each from one point to another.
    pub lines: Vec<[(f32, f32); 2]>,
    pub width: f32,
    pub height: f32,
    /// A board's width in tree units (its height is the board size, `BOARD_SIZE`).
    pub board_width: f32,
    /// A depth column's width.
    pub column_width: f32,
    /// The depth of the leftmost column: older ancestors are left out.
    pub first_depth: usize,
}

/// The centre for a selected node: itself, or its ancestor three levels above the tree's
/// deepest level when deeper (depth 6 in tic-tac-toe). A grown tree follows the search
/// down: the node itself is the centre, its children drawn, its ancestors on the path.
pub fn centre_of(tree: &Tree, selected: NodeId) -> NodeId {
    if tree.is_grown() {
        return selected;
    }
    let deepest_centre = tree.max_depth().saturating_sub(3);
    let mut centre = selected;
    while tree.depth(centre) > deepest_centre {
        let Some(parent) = tree.parent(centre) else {
            break;
        };
        centre = parent;
    }
    centre
}

/// How deep the centre's subtree is drawn: one level while shallow, further when near the
/// end (tic-tac-toe: depth ≤ 4 one level, 5 to depth 7, deeper to the end).
pub fn max_depth_for(centre_depth: usize, tree_depth: usize) -> usize {
    let to_end = tree_depth.saturating_sub(centre_depth);
    match to_end {
        0..=3 => tree_depth,
        4 => centre_depth + 2,
        _ => centre_depth + 1,
    }
}

impl TreeLayout {
    /// Lays out ancestors (left), the centre's subtree and the centre's siblings as stubs.
    /// `aspect` is a board's width over its height; `gap` the space between two columns
    /// (2 at the least: a wide canvas spreads the columns to fill it).
    pub fn around(tree: &Tree, selected: NodeId, aspect: f32, gap: f32) -> TreeLayout {
        let centre = centre_of(tree, selected);
        let centre_depth = tree.depth(centre);
        let board_width = BOARD_SIZE * aspect.max(0.5);
        let column_width = board_width + gap.max(MIN_GAP);
        let mut layout = TreeLayout {
            centre,
            max_depth: max_depth_for(centre_depth, tree.max_depth()),
            boxes: Vec::new(),
            lines: Vec::new(),
            width: 0.0,
            height: 0.0,
            board_width,
            column_width,
            first_depth: centre_depth
                .saturating_sub((MAX_ANCESTOR_COLUMNS / aspect.max(1.0)).round().max(2.0) as usize),
        };
        // A bushy game near its end would draw thousands of rows: draw fewer levels then.
        while layout.max_depth > centre_depth + 1
            && layout.subtree_height(tree, centre) > MAX_ROWS * ROW_HEIGHT
        {
            layout.max_depth -= 1;
        }
        layout.width = column_width * (layout.max_depth + 1 - layout.first_depth) as f32;
        let centre_height = layout.subtree_height(tree, centre);
        let Some(parent) = tree.parent(centre) else {
            layout.place_subtree(tree, centre, 0.0);
            layout.height = centre_height;
            return layout;
        };
        let mut top = 0.0;
        let mut child_heights = Vec::new();
        for sibling in tree.children(parent) {
            if sibling == centre {
                layout.place_subtree(tree, centre, top);
                child_heights.push(centre_height);
                top += centre_height;
            } else {
                layout.place_stub(tree, sibling, top, ROW_HEIGHT);
                child_heights.push(ROW_HEIGHT);
                top += ROW_HEIGHT;
            }
        }
        layout.height = top;
        let parent_y = layout.place_box(tree, parent, 0.0, top);
        layout.connect_children(tree, parent, parent_y, 0.0, &child_heights);
        let mut ancestor = parent;
        while let Some(next) = tree.parent(ancestor)
            && tree.depth(next) >= layout.first_depth
        {
            ancestor = next;
            // An ancestor's line runs on to the next column, where its child on the way is.
            let y = layout.place_box(tree, ancestor, 0.0, top) + BOARD_SIZE / 2.0;
            let edge = layout.column_x(tree, ancestor) + layout.board_width;
            let next_column = layout.column_x(tree, ancestor) + layout.column_width;
            layout.lines.push([(edge + 0.5, y), (next_column - 0.5, y)]);
        }
        layout
    }

    /// The left edge of the node's depth column.
    fn column_x(&self, tree: &Tree, node: NodeId) -> f32 {
        self.column_width * (tree.depth(node) - self.first_depth) as f32
    }

    fn subtree_height(&self, tree: &Tree, node: NodeId) -> f32 {
        if !tree.has_children(node) || tree.depth(node) >= self.max_depth {
            return ROW_HEIGHT;
        }
        tree.children(node)
            .map(|child| self.subtree_height(tree, child))
            .sum()
    }

    /// Places the board centred in a band of `height` starting at `top`; returns its y.
    fn place_box(&mut self, tree: &Tree, node: NodeId, top: f32, height: f32) -> f32 {
        let x = self.column_x(tree, node);
        let y = top + (height - BOARD_SIZE) / 2.0;
        self.boxes.push(NodeBox { node, x, y });
        y
    }

    /// A node drawn without its children: a short line says it has some.
    fn place_stub(&mut self, tree: &Tree, node: NodeId, top: f32, height: f32) {
        let y = self.place_box(tree, node, top, height);
        if tree.has_children(node) {
            let x = self.column_x(tree, node) + self.board_width;
            let middle = y + BOARD_SIZE / 2.0;
            self.lines.push([(x + 0.5, middle), (x + 1.5, middle)]);
        }
    }

    fn place_subtree(&mut self, tree: &Tree, node: NodeId, top: f32) {
        if !tree.has_children(node) || tree.depth(node) >= self.max_depth {
            self.place_stub(tree, node, top, ROW_HEIGHT);
            return;
        }
        let heights: Vec<f32> = tree
            .children(node)
            .map(|child| self.subtree_height(tree, child))
            .collect();
        let y = self.place_box(tree, node, top, heights.iter().sum());
        self.connect_children(tree, node, y, top, &heights);
        let mut child_top = top;
        for (child, height) in tree.children(node).zip(heights) {
            self.place_subtree(tree, child, child_top);
            child_top += height;
        }
    }

    /// The fork (halfway between the columns) from a node's board to its children's bands.
    fn connect_children(&mut self, tree: &Tree, node: NodeId, y: f32, top: f32, heights: &[f32]) {
        let edge = self.column_x(tree, node) + self.board_width;
        let fork = edge + (self.column_width - self.board_width) / 2.0;
        let child_edge = self.column_x(tree, node) + self.column_width;
        let middle = y + BOARD_SIZE / 2.0;
        self.lines.push([(edge + 0.5, middle), (fork, middle)]);
        let mut child_top = top;
        let mut first_middle = None;
        let mut last_middle = middle;
        for height in heights {
            let child_middle = child_top + height / 2.0;
            self.lines
                .push([(fork, child_middle), (child_edge - 0.5, child_middle)]);
            first_middle.get_or_insert(child_middle);
            last_middle = child_middle;
            child_top += height;
        }
        if let Some(first_middle) = first_middle {
            self.lines.push([
                (fork, first_middle.min(middle)),
                (fork, last_middle.max(middle)),
            ]);
        }
    }

    /// The drawn node under a point in tree units.
    pub fn node_at(&self, x: f32, y: f32) -> Option<NodeId> {
        self.boxes
            .iter()
            .find(|b| {
                (b.x..=b.x + self.board_width).contains(&x) && (b.y..=b.y + BOARD_SIZE).contains(&y)
            })
            .map(|b| b.node)
    }
}
