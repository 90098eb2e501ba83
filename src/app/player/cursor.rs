//! A cursor over recorded frames that can play: which frame is shown, the one shown before
//! it, and the playing speed. Every player of the app moves through its frames with one.

pub const MIN_SPEED: f64 = 1.0;
pub const MAX_SPEED: f64 = 10_000.0;

#[derive(Clone)]
pub struct FrameCursor {
    frame_index: usize,
    /// The frame shown before the current one, for the counters' changes.
    previous_frame_index: usize,
    last_frame_index: usize,
    playing: bool,
    /// Frames per second while playing.
    speed: f64,
    /// Fractions of a frame owed by earlier ticks.
    carry: f64,
}

impl FrameCursor {
    pub fn new(frame_count: usize, speed: f64) -> FrameCursor {
        FrameCursor {
            frame_index: 0,
            previous_frame_index: 0,
            last_frame_index: frame_count.saturating_sub(1),
            playing: false,
            // A speed read from a damaged file may be no number at all.
            speed: if speed.is_finite() {
                speed.clamp(MIN_SPEED, MAX_SPEED)
            } else {
                MIN_SPEED
            },
            carry: 0.0,
        }
    }

    pub fn frame_index(&self) -> usize {
        self.frame_index
    }

    pub fn previous_frame_index(&self) -> usize {
        self.previous_frame_index
    }

    pub fn last_frame_index(&self) -> usize {
        self.last_frame_index
    }

    pub fn is_playing(&self) -> bool {
        self.playing
    }

    pub fn speed(&self) -> f64 {
        self.speed
    }

    /// Whether playing could start or stop now.
    pub fn can_toggle_play(&self) -> bool {
        self.playing || self.frame_index < self.last_frame_index
    }

    pub fn toggle_play(&mut self) {
        if self.playing {
            self.playing = false;
        } else if self.frame_index < self.last_frame_index {
            self.playing = true;
            self.carry = 0.0;
        }
    }

    pub fn pause(&mut self) {
        self.playing = false;
    }

    pub fn set_speed(&mut self, speed: f64) {
        if speed.is_finite() {
            self.speed = speed.clamp(MIN_SPEED, MAX_SPEED);
        }
    }

    /// Shows `index` (the caller checked it is a frame), stopping play.
    pub fn jump(&mut self, index: usize) {
        self.playing = false;
        self.go_to(index);
    }

    fn go_to(&mut self, index: usize) {
        if index != self.frame_index {
            self.previous_frame_index = self.frame_index;
            self.frame_index = index;
        }
    }

    /// Advances by speed × time, skipping frames to keep up; stops at the last frame.
    pub fn tick(&mut self, seconds: f64) {
        if !self.playing || !seconds.is_finite() || seconds <= 0.0 {
            return;
        }
        let owed = self.speed * seconds.min(1.0) + self.carry;
        let whole = owed.floor();
        self.carry = owed - whole;
        let index = (self.frame_index as f64 + whole).min(self.last_frame_index as f64) as usize;
        self.go_to(index);
        if self.frame_index >= self.last_frame_index {
            self.playing = false;
        }
    }
}
