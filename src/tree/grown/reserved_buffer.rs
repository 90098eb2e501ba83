//! The buffer another layer reserves for what follows a growing search (a recording's frames): it
//! is mapped in on the helper's spare time while the tree grows, and kept with the tree.

use std::any::Any;

use crate::memory::Region;

/// Makes the room once the tree is big enough to be worth it: the buffer (never to grow
/// while the tree holds it) and its room to map in; `None` where it cannot be had.
pub type BufferMaker = Box<dyn FnOnce() -> Option<(Box<dyn Any + Send>, Region)> + Send>;

/// The room a growing tree keeps for its caller.
#[derive(Default)]
pub(in crate::tree) struct ReservedBuffer {
    make: Option<BufferMaker>,
    /// Elements of the room the work that follows writes for each node the search entered.
    per_entered: usize,
    made: Option<Box<dyn Any + Send>>,
}

impl ReservedBuffer {
    pub(in crate::tree) fn new(make: BufferMaker, per_entered: usize) -> ReservedBuffer {
        ReservedBuffer {
            make: Some(make),
            per_entered,
            made: None,
        }
    }

    /// Makes the room, if asked for and not made yet: its region to map in.
    pub(in crate::tree) fn make(&mut self) -> Option<Region> {
        let (made, region) = self.make.take()?()?;
        self.made = Some(made);
        Some(region)
    }

    /// The elements of the room wanted once `entered` nodes were entered.
    pub(in crate::tree) fn wanted(&self, entered: usize) -> usize {
        self.per_entered * entered
    }

    /// The room made, handed over.
    pub(in crate::tree) fn take(&mut self) -> Option<Box<dyn Any + Send>> {
        self.made.take()
    }
}
