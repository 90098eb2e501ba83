//! Pictures for slides and paper, drawn by the app's own widgets in a window-less egui
//! pass: the shapes become SVG (text stays text) or, tessellated as the GPU would draw
//! them, pixels on the CPU (PNG, animated GIF). What is drawn is the caller's: this room
//! knows no panel (the player's pictures are `player::pictures`).

mod drawing;
mod files;
mod raster;
mod svg;

pub use drawing::{
    Drawing, FIGURE_SIZE, MAX_ANIMATION_FRAMES, PictureRequest, Size, Textures, ViewPart,
    draw_figure, draw_frame_parts, draw_ui,
};
pub use files::{
    PictureError, PictureFormat, gif_bytes, write_bytes, write_gif, write_picture, write_png,
    write_svg,
};
