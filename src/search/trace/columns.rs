//! How a recorded search keeps its per-node indices: a column of frame indices per kind
//! for the pass being recorded (and the last), its cuts, from which the frame that pruned
//! a node is found when asked for, and an earlier pass's nodes it entered.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::Arc;

use crate::hashing::WordHasher;
use crate::marks::Marks;
use crate::memory::Region;
use crate::tree::{NodeId, Tree};

use crate::search::cuts::{Cut, Cuts, NOT_YET};

/// Per node, the frame a search entered it, the frame it fixed its value, and that value.
/// The start is stored complemented ([`NOT_YET`] until set): a fresh column is all zeroes,
/// whose pages the kernel maps in only where a search writes. The fixing frame is nearly
/// always a few frames after the start: it is kept as that distance in two bytes, and the
/// rare others (a node high in the tree, or one fixed before it is entered) as the frame
/// itself. Over a grown tree, whose search leaves half its nodes unentered, only the nodes
/// the growing search entered have a place in the columns (found by their marks); any
/// other this search enters gets one in columns of their own when it does (the first
/// never move: a helper maps their pages in while the search writes).
pub(in crate::search) struct NodeFrames {
    /// The nodes with a place of their own, in id order; none: every node has one, its id.
    places: Option<Arc<Marks<1>>>,
    marked: Columns,
    /// Nodes entered beyond the marked ones, and their places in `strays`.
    stray_places: HashMap<NodeId, u32, BuildHasherDefault<WordHasher>>,
    strays: Columns,
    /// The node written last and its place: a leaf's start and end are written one after
    /// the other.
    last_written: (NodeId, Place),
}

/// Where a node's indices are kept.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Marked(u32),
    Stray(u32),
}

/// Frame indices and values by place.
#[derive(Default)]
struct Columns {
    started: Vec<u32>,
    /// 0: not fixed; [`FAR`]: the frame is in `far`; else the distance from the start, plus
    /// one.
    fixed_after: Vec<u16>,
    far: HashMap<u32, u32, BuildHasherDefault<WordHasher>>,
    values: Vec<i16>,
}

/// A fixing frame too far from the node's start for two bytes.
const FAR: u16 = u16::MAX;

/// The bytes of an entry of a map of `u32` to `u32`: its key, its value and the map's
/// control byte.
const MAP_ENTRY: usize = size_of::<(u32, u32)>() + 1;

impl NodeFrames {
    /// The nodes of `tree`, none entered.
    pub(in crate::search) fn new(tree: &Tree) -> NodeFrames {
        NodeFrames::placed(tree.len(), tree.entered_marks())
    }

    /// `nodes` nodes, those marked in `places` (all, if none) with a place of their own.
    fn placed(nodes: usize, places: Option<Arc<Marks<1>>>) -> NodeFrames {
        let len = places.as_ref().map_or(nodes, |marks| marks.len() as usize);
        NodeFrames {
            places,
            marked: Columns::zeroed(len),
            stray_places: HashMap::default(),
            strays: Columns::default(),
            last_written: (NodeId::MAX, Place::Marked(0)),
        }
    }

    /// As [`NodeFrames::new`], its pages mapped in now in one call: for a search that
    /// enters every node, where faulting them in one by one would cost more.
    pub(in crate::search) fn mapped(tree: &Tree) -> NodeFrames {
        let frames = NodeFrames::new(tree);
        crate::memory::populate(&frames.marked.started);
        crate::memory::populate(&frames.marked.fixed_after);
        crate::memory::populate(&frames.marked.values);
        frames
    }

    /// Where its columns lie, for mapping their pages in ahead of the search: they never
    /// move.
    pub(in crate::search) fn regions(&self) -> [Region; 3] {
        [
            Region::of(&self.marked.started),
            Region::of(&self.marked.fixed_after),
            Region::of(&self.marked.values),
        ]
    }

    /// The node's place, if it has one.
    #[inline]
    fn place(&self, node: NodeId) -> Option<Place> {
        let Some(places) = &self.places else {
            let in_columns = (node as usize) < self.marked.started.len();
            return in_columns.then_some(Place::Marked(node));
        };
        match places.is_marked(node) {
            true => Some(Place::Marked(places.count_to(node as usize) - 1)),
            false => self.stray_places.get(&node).copied().map(Place::Stray),
        }
    }

    /// The node's place, given one now if it has none.
    #[inline]
    fn place_made(&mut self, node: NodeId) -> Place {
        if self.last_written.0 == node {
            return self.last_written.1;
        }
        let place = self.place(node).unwrap_or_else(|| self.new_place(node));
        self.last_written = (node, place);
        place
    }

    /// A place for a node with none, after the other strays.
    fn new_place(&mut self, node: NodeId) -> Place {
        let place = self.strays.started.len() as u32;
        self.stray_places.insert(node, place);
        self.strays.started.push(0);
        self.strays.fixed_after.push(0);
        self.strays.values.push(0);
        Place::Stray(place)
    }

    /// The columns a place is in, and its index there.
    #[inline]
    fn columns(&self, place: Place) -> (&Columns, u32) {
        match place {
            Place::Marked(index) => (&self.marked, index),
            Place::Stray(index) => (&self.strays, index),
        }
    }

    #[inline]
    fn columns_mut(&mut self, place: Place) -> (&mut Columns, u32) {
        match place {
            Place::Marked(index) => (&mut self.marked, index),
            Place::Stray(index) => (&mut self.strays, index),
        }
    }

    /// The node's start frame (or its single table-hit frame); [`NOT_YET`] if none.
    #[inline]
    pub(in crate::search) fn started_at(&self, node: NodeId) -> u32 {
        self.place(node).map_or(NOT_YET, |place| {
            let (columns, index) = self.columns(place);
            columns.started_at(index)
        })
    }

    /// The frame the node's value was fixed; [`NOT_YET`] if none.
    #[inline]
    pub(in crate::search) fn fixed_at(&self, node: NodeId) -> u32 {
        self.place(node).map_or(NOT_YET, |place| {
            let (columns, index) = self.columns(place);
            columns.fixed_at(index)
        })
    }

    /// The value fixed for the node (0 before it is).
    #[inline]
    pub(in crate::search) fn value(&self, node: NodeId) -> i16 {
        self.place(node).map_or(0, |place| {
            let (columns, index) = self.columns(place);
            columns.values[index as usize]
        })
    }

    #[inline]
    pub(in crate::search) fn set_started_at(&mut self, node: NodeId, frame_index: u32) {
        let place = self.place_made(node);
        let (columns, index) = self.columns_mut(place);
        columns.set_started_at(index, frame_index);
    }

    /// Fixes the node's value at `frame_index`; whether it was fixed before.
    #[inline]
    pub(in crate::search) fn set_fixed(
        &mut self,
        node: NodeId,
        frame_index: u32,
        value: i16,
    ) -> bool {
        let place = self.place_made(node);
        let (columns, index) = self.columns_mut(place);
        let fixed_before = columns.fixed_after[index as usize] != 0;
        columns.set_fixed_at(index, frame_index);
        columns.values[index as usize] = value;
        fixed_before
    }

    /// Forgets every entry and value fixed at `frame` or later: those frames are dropped.
    pub(in crate::search) fn forget_from(&mut self, frame: u32) {
        self.marked.forget_from(frame);
        self.strays.forget_from(frame);
    }

    /// The node as never entered.
    pub(in crate::search) fn clear(&mut self, node: NodeId) {
        if let Some(place) = self.place(node) {
            let (columns, index) = self.columns_mut(place);
            columns.clear(index);
        }
    }

    /// Bytes held (the places are the tree's).
    pub(in crate::search) fn bytes(&self) -> usize {
        self.marked.bytes() + self.strays.bytes() + self.stray_places.capacity() * MAP_ENTRY
    }
}

impl Columns {
    fn zeroed(len: usize) -> Columns {
        Columns {
            started: vec![0; len],
            fixed_after: vec![0; len],
            far: HashMap::default(),
            values: vec![0; len],
        }
    }

    #[inline]
    fn started_at(&self, index: u32) -> u32 {
        !self.started[index as usize]
    }

    #[inline]
    fn fixed_at(&self, index: u32) -> u32 {
        match self.fixed_after[index as usize] {
            0 => NOT_YET,
            FAR => self.far[&index],
            after => self.started_at(index) + u32::from(after) - 1,
        }
    }

    #[inline]
    fn set_started_at(&mut self, index: u32, frame_index: u32) {
        // The fixing frame is kept from the start: a node fixed before it is entered (a
        // table's hit) or entered again has it written anew.
        let fixed = self.fixed_at(index);
        self.started[index as usize] = !frame_index;
        if fixed != NOT_YET {
            self.set_fixed_at(index, fixed);
        }
    }

    #[inline]
    fn set_fixed_at(&mut self, index: u32, frame_index: u32) {
        let started = self.started_at(index);
        let after = match started {
            NOT_YET => None,
            started => frame_index.checked_sub(started),
        };
        let slot = &mut self.fixed_after[index as usize];
        match after.filter(|&after| after < u32::from(FAR - 1)) {
            Some(after) => {
                if *slot == FAR {
                    self.far.remove(&index);
                }
                *slot = after as u16 + 1;
            }
            None => {
                *slot = FAR;
                self.far.insert(index, frame_index);
            }
        }
    }

    fn forget_from(&mut self, frame: u32) {
        for index in 0..self.started.len() as u32 {
            let (started, fixed) = (self.started_at(index), self.fixed_at(index));
            let forgets = |at: u32| at != NOT_YET && at >= frame;
            if !forgets(started) && !forgets(fixed) {
                continue;
            }
            // The value stays: it is read only where the node is fixed.
            let value = self.values[index as usize];
            self.clear(index);
            self.values[index as usize] = value;
            let kept = |at: u32| at != NOT_YET && at < frame;
            if kept(started) {
                self.set_started_at(index, started);
            }
            if kept(fixed) {
                self.set_fixed_at(index, fixed);
            }
        }
    }

    fn clear(&mut self, index: u32) {
        let at = index as usize;
        if self.fixed_after[at] == FAR {
            self.far.remove(&index);
        }
        self.started[at] = 0;
        self.fixed_after[at] = 0;
        self.values[at] = 0;
    }

    fn bytes(&self) -> usize {
        self.started.capacity() * size_of::<u32>()
            + self.fixed_after.capacity() * size_of::<u16>()
            + self.values.capacity() * size_of::<i16>()
            + self.far.capacity() * MAP_ENTRY
    }
}

/// A cut a re-search lifted: the child it had skipped, the frame that cut it and the frame
/// the search entered it again.
#[derive(Clone, Copy, Debug)]
pub(in crate::search) struct Lift {
    pub(in crate::search) node: NodeId,
    pub(in crate::search) cut_frame: u32,
    pub(in crate::search) lift_frame: u32,
}

/// When each node was counted pruned in one search (or pass), kept as its cuts: recording
/// writes nothing per pruned node. A node is pruned from the frame of the standing cut
/// rooted at it or at an ancestor. The first time a node is asked about, the cuts are made
/// into whichever lookup takes less memory (see [`PrunedLookup`]).
pub(in crate::search) struct PrunedMarks {
    cuts: Cuts,
    last_depth: usize,
    lookup: std::sync::OnceLock<PrunedLookup>,
}

/// A standing cut's place in the cuts and its frame, by the node it is rooted at.
type CutRoots = HashMap<NodeId, (u32, u32), BuildHasherDefault<WordHasher>>;

/// How the frame that pruned a node is found.
enum PrunedLookup {
    /// Few cuts for the nodes: walk up the node's (at most a few dozen) ancestors to the
    /// cut rooted there. Tic-tac-toe's alpha-beta has a few thousand cuts in 549,946 nodes:
    /// filling a column over them all would cost the first frame shown milliseconds.
    Roots(CutRoots),
    /// Cuts of the order of the nodes (a deep built tree): a frame per node, each cut
    /// subtree filled a level at a time.
    Column(Vec<u32>),
    /// A grown tree: a node its growing search never entered has no children, and a cut
    /// rooted there is its own; those take a frame each, by their place among such nodes.
    /// The few cuts rooted at an entered node (a pass that cuts what an earlier one
    /// entered) are found through the node's ancestors, as in `Roots`.
    Grown {
        entered: Arc<Marks<1>>,
        unentered: Vec<u32>,
        roots: CutRoots,
    },
}

/// A map entry takes about this many times a column entry's memory.
const MAP_ENTRY_WEIGHT: usize = 4;

impl PrunedLookup {
    fn roots(cuts: impl Iterator<Item = Cut>) -> PrunedLookup {
        let standing = cuts.enumerate();
        PrunedLookup::Roots(
            standing
                .filter(|(_, cut)| cut.frame_index != NOT_YET)
                .map(|(place, cut)| (cut.node, (place as u32, cut.frame_index)))
                .collect(),
        )
    }

    fn column(cuts: impl Iterator<Item = Cut>, tree: &Tree, last_depth: usize) -> PrunedLookup {
        let mut column = vec![NOT_YET; tree.nodes_through_depth(last_depth)];
        // Later cuts write over earlier ones, as they were made.
        for cut in cuts.filter(|cut| cut.frame_index != NOT_YET) {
            for level in tree.subtree_levels(cut.node, last_depth) {
                column[level.start as usize..level.end as usize].fill(cut.frame_index);
            }
        }
        PrunedLookup::Column(column)
    }

    fn grown(cuts: impl Iterator<Item = Cut>, entered: Arc<Marks<1>>, nodes: usize) -> Self {
        let mut unentered = vec![NOT_YET; nodes.saturating_sub(entered.len() as usize)];
        let mut roots = CutRoots::default();
        let standing = cuts
            .enumerate()
            .filter(|(_, cut)| cut.frame_index != NOT_YET);
        // Later cuts write over earlier ones, as they were made.
        for (place, cut) in standing {
            match entered.is_marked(cut.node) {
                true => {
                    roots.insert(cut.node, (place as u32, cut.frame_index));
                }
                false => {
                    let index = cut.node - entered.count_to(cut.node as usize);
                    unentered[index as usize] = cut.frame_index;
                }
            }
        }
        PrunedLookup::Grown {
            entered,
            unentered,
            roots,
        }
    }

    fn at(&self, tree: &Tree, node: NodeId) -> u32 {
        match self {
            PrunedLookup::Roots(roots) => latest_root_above(tree, roots, node),
            PrunedLookup::Column(column) => column.get(node as usize).copied().unwrap_or(NOT_YET),
            PrunedLookup::Grown {
                entered,
                unentered,
                roots,
            } => {
                let own = match entered.is_marked(node) {
                    true => NOT_YET,
                    false => {
                        let index = node - entered.count_to(node as usize);
                        unentered.get(index as usize).copied().unwrap_or(NOT_YET)
                    }
                };
                // Cuts come in frame order: of two cuts over a node, the later frame is the
                // later cut's.
                match (own, latest_root_above(tree, roots, node)) {
                    (NOT_YET, above) => above,
                    (own, NOT_YET) => own,
                    (own, above) => own.max(above),
                }
            }
        }
    }

    fn bytes(&self) -> usize {
        const ROOT_ENTRY: usize = size_of::<(NodeId, (u32, u32))>();
        match self {
            PrunedLookup::Roots(roots) => roots.capacity() * ROOT_ENTRY,
            PrunedLookup::Column(column) => column.capacity() * size_of::<u32>(),
            PrunedLookup::Grown {
                unentered, roots, ..
            } => unentered.capacity() * size_of::<u32>() + roots.capacity() * ROOT_ENTRY,
        }
    }
}

/// The frame of the latest standing cut in `roots` rooted at `node` or an ancestor.
fn latest_root_above(tree: &Tree, roots: &CutRoots, node: NodeId) -> u32 {
    if roots.is_empty() {
        return NOT_YET;
    }
    std::iter::successors(Some(node), |&above| tree.parent(above))
        .filter_map(|above| roots.get(&above).copied())
        .max_by_key(|&(place, _)| place)
        .map_or(NOT_YET, |(_, frame_index)| frame_index)
}

impl PrunedMarks {
    /// The cuts of a search that went down to `last_depth`.
    pub(in crate::search) fn new(cuts: Cuts, last_depth: usize) -> PrunedMarks {
        PrunedMarks {
            cuts,
            last_depth,
            lookup: std::sync::OnceLock::new(),
        }
    }

    /// The frame that pruned `node` ([`NOT_YET`] if none did); `tree` is the searched tree.
    /// Where cuts are nested, the later one counts, as it overwrote the earlier.
    pub(in crate::search) fn at(&self, tree: &Tree, node: NodeId) -> u32 {
        if self.cuts.is_empty() || tree.depth(node) > self.last_depth {
            return NOT_YET;
        }
        let lookup = self.lookup.get_or_init(|| {
            let nodes = tree.nodes_through_depth(self.last_depth);
            if self.cuts.len().saturating_mul(MAP_ENTRY_WEIGHT) <= nodes {
                return PrunedLookup::roots(self.cuts.iter());
            }
            match tree.entered_marks() {
                Some(entered) => PrunedLookup::grown(self.cuts.iter(), entered, tree.len()),
                None => PrunedLookup::column(self.cuts.iter(), tree, self.last_depth),
            }
        });
        lookup.at(tree, node)
    }

    /// The cuts, in order.
    pub(in crate::search) fn cuts(&self) -> &Cuts {
        &self.cuts
    }

    /// Bytes held.
    pub(in crate::search) fn bytes(&self) -> usize {
        let lookup = self.lookup.get().map_or(0, PrunedLookup::bytes);
        self.cuts.bytes() + lookup
    }
}

impl Default for PrunedMarks {
    fn default() -> Self {
        PrunedMarks::new(Cuts::default(), 0)
    }
}

/// What a pass set for a node it entered: its first frame, the frame its value was fixed
/// (or [`NOT_YET`]) and that value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::search) struct Entered {
    pub(in crate::search) started_at: u32,
    pub(in crate::search) fixed_at: u32,
    pub(in crate::search) value: i16,
}

impl Entered {
    /// A node the pass never entered.
    pub(in crate::search) const NEVER: Entered = Entered {
        started_at: NOT_YET,
        fixed_at: NOT_YET,
        value: 0,
    };
}

/// An earlier pass's (or iteration's) indices, for the nodes it entered only: a pass enters
/// a few thousand of a tree's hundreds of thousands of nodes. Looked up by hashing, O(1).
pub(in crate::search) type EnteredNodes = HashMap<NodeId, Entered, BuildHasherDefault<WordHasher>>;

/// Scout and PVS: the cuts that stand, by the node they are rooted at (a re-search lifts
/// one), as indices into the pass's cuts.
pub(in crate::search) type StandingCuts = HashMap<NodeId, u32, BuildHasherDefault<WordHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        /// Nested, lifted and repeated cuts alike: the walk up a node's ancestors finds
        /// the frame the column holds, for every node of the tree.
        #[test]
        fn a_nodes_cut_found_through_its_ancestors_is_the_one_a_whole_column_held(
            picks in proptest::collection::vec((0.0..1.0f64, 0..40u32, 0..8u8), 0..12),
            last_depth in 1..10usize,
        ) {
            let tree = Tree::tic_tac_toe();
            // Cuts near the top nest the later ones; a frame of 0 stands for a lifted cut.
            let cuts: Vec<Cut> = picks
                .iter()
                .map(|&(place, frame, level)| {
                    let level = tree.nodes_at_depth(usize::from(level));
                    let node = level.start + (place * level.len() as f64) as NodeId;
                    let frame_index = if frame == 0 { NOT_YET } else { frame };
                    Cut { node, frame_index }
                })
                .collect();
            let column = PrunedLookup::column(cuts.iter().copied(), &tree, last_depth);
            let roots = PrunedLookup::roots(cuts.iter().copied());
            let mut packed = Cuts::default();
            for &cut in &cuts {
                packed.push(cut);
            }
            let marks = PrunedMarks::new(packed, last_depth);
            for node in 0..tree.len() as NodeId {
                let expected = column.at(&tree, node);
                let found = match tree.depth(node) > last_depth {
                    true => NOT_YET,
                    false => roots.at(&tree, node),
                };
                prop_assert_eq!(found, expected, "node {}", node);
                prop_assert_eq!(marks.at(&tree, node), expected, "node {}", node);
            }
        }
    }

    /// One step a search (or a truncation) takes on the node frames.
    #[derive(Clone, Debug)]
    enum Step {
        Start(NodeId, u32),
        Fix(NodeId, u32, i16),
        Forget(u32),
        Clear(NodeId),
    }

    fn step() -> impl Strategy<Value = Step> {
        // Frames near and far apart, so that both the short and the far fixes are made.
        let frame = prop_oneof![0..200u32, 0..300_000u32];
        let node = 0..6 as NodeId;
        prop_oneof![
            4 => (node.clone(), frame.clone()).prop_map(|(node, frame)| Step::Start(node, frame)),
            4 => (node.clone(), frame.clone(), any::<i16>())
                .prop_map(|(node, frame, value)| Step::Fix(node, frame, value)),
            1 => frame.prop_map(Step::Forget),
            1 => node.prop_map(Step::Clear),
        ]
    }

    proptest! {
        /// Kept as a distance or as the frame itself, in a place of their own or one made
        /// when first entered, a node's frames and value read back as plain columns hold
        /// them, whatever order they are set, forgotten or cleared in.
        #[test]
        fn node_frames_read_back_as_plain_columns_hold_them(
            steps in proptest::collection::vec(step(), 0..60),
            marked in proptest::option::of(proptest::collection::vec(any::<bool>(), 6)),
        ) {
            let places = marked.map(|marked| {
                let mut places = Marks::default();
                for node in (0..6).filter(|&node| marked[node as usize]) {
                    places.mark(node);
                }
                Arc::new(places)
            });
            let mut frames = NodeFrames::placed(6, places);
            let mut plain = [(NOT_YET, NOT_YET, 0); 6];
            for step in steps {
                match step {
                    Step::Start(node, frame) => {
                        frames.set_started_at(node, frame);
                        plain[node as usize].0 = frame;
                    }
                    Step::Fix(node, frame, value) => {
                        let fixed_before = plain[node as usize].1 != NOT_YET;
                        prop_assert_eq!(frames.set_fixed(node, frame, value), fixed_before);
                        plain[node as usize].1 = frame;
                        plain[node as usize].2 = value;
                    }
                    Step::Forget(frame) => {
                        frames.forget_from(frame);
                        for (started, fixed, _) in plain.iter_mut() {
                            for index in [started, fixed] {
                                if *index != NOT_YET && *index >= frame {
                                    *index = NOT_YET;
                                }
                            }
                        }
                    }
                    Step::Clear(node) => {
                        frames.clear(node);
                        plain[node as usize] = (NOT_YET, NOT_YET, 0);
                    }
                }
                for (node, &(started, fixed, value)) in plain.iter().enumerate() {
                    prop_assert_eq!(frames.started_at(node as NodeId), started);
                    prop_assert_eq!(frames.fixed_at(node as NodeId), fixed);
                    prop_assert_eq!(frames.value(node as NodeId), value);
                }
            }
            prop_assert!(frames.marked.far.len() + frames.strays.far.len() <= 6);
            prop_assert!(frames.marked.started.len() + frames.strays.started.len() <= 6);
            prop_assert_eq!(frames.started_at(6), NOT_YET);
            prop_assert_eq!(frames.fixed_at(6), NOT_YET);
        }
    }
}
