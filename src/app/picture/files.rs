//! Pictures written to files: PNG and SVG of one frame, an animated GIF of several; every
//! file written whole or not at all.

use std::path::Path;

use egui::ColorImage;

use super::drawing::Drawing;
use crate::io::write_atomically;
use crate::lang::Lang;
use crate::tr;

/// A picture file's format, told by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureFormat {
    Png,
    Svg,
    Gif,
}

impl PictureFormat {
    pub fn of_path(path: &Path) -> Result<PictureFormat, PictureError> {
        // Standard output takes a PNG (a GIF when frames are asked for, see `render`).
        if crate::io::is_standard_output(path) {
            return Ok(PictureFormat::Png);
        }
        let extension = path
            .extension()
            .map(|extension| extension.to_string_lossy().to_lowercase());
        match extension.as_deref() {
            Some("png") => Ok(PictureFormat::Png),
            Some("svg") => Ok(PictureFormat::Svg),
            Some("gif") => Ok(PictureFormat::Gif),
            _ => Err(PictureError::UnknownFormat(path.display().to_string())),
        }
    }
}

/// Why a picture could not be written.
#[derive(Debug)]
pub enum PictureError {
    /// The file's name ends in none of .png, .svg, .gif.
    UnknownFormat(String),
    /// The picture is larger than the format allows.
    TooLarge {
        width: usize,
        height: usize,
    },
    Encode(String),
    Write {
        path: String,
        error: std::io::Error,
    },
}

impl PictureError {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            PictureError::UnknownFormat(path) => tr!(lang, "picture-unknown-format", path = path),
            PictureError::TooLarge { width, height } => {
                tr!(lang, "picture-too-large", width = *width, height = *height)
            }
            PictureError::Encode(error) => tr!(lang, "picture-encode-failed", error = error),
            PictureError::Write { path, error } => tr!(
                lang,
                "picture-write-failed",
                path = path,
                error = error.to_string()
            ),
        }
    }
}

/// Writes `drawing` as a PNG or an SVG, as the path's extension says.
pub fn write_picture(drawing: &Drawing, path: &Path) -> Result<PictureFormat, PictureError> {
    let format = PictureFormat::of_path(path)?;
    let bytes = match format {
        PictureFormat::Svg => drawing.to_svg().into_bytes(),
        PictureFormat::Png => png_bytes(&drawing.to_image())?,
        // One frame is a still GIF.
        PictureFormat::Gif => gif_bytes([drawing.to_image()], 1.0)?.0,
    };
    write(path, &bytes)?;
    Ok(format)
}

/// Writes an SVG document.
pub fn write_svg(svg: &str, path: &Path) -> Result<(), PictureError> {
    write(path, svg.as_bytes())
}

/// Writes `image` as a PNG.
pub fn write_png(image: &ColorImage, path: &Path) -> Result<(), PictureError> {
    write(path, &png_bytes(image)?)
}

/// Writes `frames` as an animated GIF shown at `fps` frames a second, looping; each frame
/// is encoded as it comes, so that a long animation never holds all its pictures at once.
pub fn write_gif(
    frames: impl IntoIterator<Item = ColorImage>,
    fps: f64,
    path: &Path,
) -> Result<usize, PictureError> {
    let (bytes, count) = gif_bytes(frames, fps)?;
    write(path, &bytes)?;
    Ok(count)
}

/// Writes a picture's bytes, whole or not at all.
pub fn write_bytes(path: &Path, bytes: &[u8]) -> Result<(), PictureError> {
    write(path, bytes)
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), PictureError> {
    write_atomically(path, bytes).map_err(|error| PictureError::Write {
        path: path.display().to_string(),
        error,
    })
}

/// A PNG of `image`, straight (not premultiplied) alpha as the format has it.
pub fn png_bytes(image: &ColorImage) -> Result<Vec<u8>, PictureError> {
    let [width, height] = image.size;
    let too_large = || PictureError::TooLarge { width, height };
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(
        &mut bytes,
        u32::try_from(width).map_err(|_| too_large())?,
        u32::try_from(height).map_err(|_| too_large())?,
    );
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let encode = |error: png::EncodingError| PictureError::Encode(error.to_string());
    let mut writer = encoder.write_header().map_err(encode)?;
    let data: Vec<u8> = image
        .pixels
        .iter()
        .flat_map(|pixel| pixel.to_srgba_unmultiplied())
        .collect();
    writer.write_image_data(&data).map_err(encode)?;
    writer.finish().map_err(encode)?;
    Ok(bytes)
}

/// How hard the GIF encoder works at choosing each frame's 256 colours (1 best, 30 fastest).
const QUANTIZE_SPEED: i32 = 10;

/// An animated GIF of `frames` (all the size of the first), looping forever, and how
/// many frames it holds.
pub fn gif_bytes(
    frames: impl IntoIterator<Item = ColorImage>,
    fps: f64,
) -> Result<(Vec<u8>, usize), PictureError> {
    let encode = |error: gif::EncodingError| PictureError::Encode(error.to_string());
    // GIF delays are in hundredths of a second.
    let delay = (100.0 / fps.max(0.01)).round().clamp(1.0, u16::MAX as f64) as u16;
    let mut bytes = Vec::new();
    let mut frames = frames.into_iter().peekable();
    let [width, height] = frames.peek().map_or([1, 1], |first| first.size);
    let too_large = || PictureError::TooLarge { width, height };
    let (gif_width, gif_height) = (
        u16::try_from(width).map_err(|_| too_large())?,
        u16::try_from(height).map_err(|_| too_large())?,
    );
    let mut count = 0;
    {
        let mut encoder =
            gif::Encoder::new(&mut bytes, gif_width, gif_height, &[]).map_err(encode)?;
        encoder.set_repeat(gif::Repeat::Infinite).map_err(encode)?;
        for image in frames {
            if image.size != [width, height] {
                return Err(too_large());
            }
            let mut rgba: Vec<u8> = image
                .pixels
                .iter()
                .flat_map(|pixel| pixel.to_srgba_unmultiplied())
                .collect();
            let mut frame =
                gif::Frame::from_rgba_speed(gif_width, gif_height, &mut rgba, QUANTIZE_SPEED);
            frame.delay = delay;
            encoder.write_frame(&frame).map_err(encode)?;
            count += 1;
        }
    }
    Ok((bytes, count))
}
