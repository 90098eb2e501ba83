//! The app itself: the settings, the routing between views and the commands they return,
//! the chrome around them and the startup.

pub mod app;
pub mod chrome;
pub mod commands;
mod opening;
pub mod options;
mod saved;
pub mod startup;
pub mod student_trace;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod window;
