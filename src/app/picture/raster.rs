//! Pixels from tessellated meshes, as egui's GPU painters draw them: vertex colours and
//! texels multiplied in gamma space, premultiplied alpha blended over what is below.

use egui::epaint::{ClippedPrimitive, Mesh, Primitive, Vertex};
use egui::{Color32, ColorImage};

use super::drawing::{Drawing, PictureRequest, Textures};

/// A colour with premultiplied alpha, each channel from 0 to 1.
type Rgba = [f32; 4];

pub fn rasterize(
    primitives: &[ClippedPrimitive],
    textures: &Textures,
    request: PictureRequest,
) -> ColorImage {
    let [width, height] = request.pixel_size();
    let mut canvas = Canvas {
        width,
        height,
        pixels: vec![[1.0; 4]; width * height],
    };
    for primitive in primitives {
        let Primitive::Mesh(mesh) = &primitive.primitive else {
            continue;
        };
        let clip = primitive.clip_rect * request.scale;
        let texture = textures.get(mesh.texture_id);
        canvas.draw_mesh(mesh, request.scale, clip, texture);
    }
    let pixels = canvas
        .pixels
        .iter()
        .map(|&[r, g, b, a]| {
            let byte = |channel: f32| (channel.clamp(0.0, 1.0) * 255.0).round() as u8;
            Color32::from_rgba_premultiplied(byte(r), byte(g), byte(b), byte(a))
        })
        .collect();
    ColorImage::new([width, height], pixels)
}

struct Canvas {
    width: usize,
    height: usize,
    pixels: Vec<Rgba>,
}

impl Canvas {
    fn draw_mesh(
        &mut self,
        mesh: &Mesh,
        scale: f32,
        clip: egui::Rect,
        texture: Option<&ColorImage>,
    ) {
        for corners in super::drawing::triangles(mesh) {
            self.draw_triangle(corners, scale, clip, texture);
        }
    }

    fn draw_triangle(
        &mut self,
        corners: [Vertex; 3],
        scale: f32,
        clip: egui::Rect,
        texture: Option<&ColorImage>,
    ) {
        let points = corners.map(|vertex| [vertex.pos.x * scale, vertex.pos.y * scale]);
        let area = edge(points[0], points[1], points[2]);
        if area.abs() < 1e-6 {
            return;
        }
        let bounds =
            egui::Rect::from_points(&corners.map(|vertex| vertex.pos * scale)).intersect(clip);
        let (low_x, high_x, low_y, high_y) =
            (bounds.min.x, bounds.max.x, bounds.min.y, bounds.max.y);
        if low_x >= high_x || low_y >= high_y {
            return;
        }
        let first_x = (low_x.floor().max(0.0)) as usize;
        let last_x = (high_x.ceil() as usize).min(self.width);
        let first_y = (low_y.floor().max(0.0)) as usize;
        let last_y = (high_y.ceil() as usize).min(self.height);
        let colors = corners.map(|vertex| {
            let [r, g, b, a] = vertex.color.to_array();
            [r, g, b, a].map(|channel| channel as f32 / 255.0)
        });
        // Each edge's owner rule: a pixel centre on an edge shared by two triangles is
        // drawn by one of them only (the top-left rule).
        let owns = |from: [f32; 2], to: [f32; 2]| {
            let (dx, dy) = (to[0] - from[0], to[1] - from[1]);
            let (dx, dy) = if area > 0.0 { (dx, dy) } else { (-dx, -dy) };
            (dy == 0.0 && dx < 0.0) || dy > 0.0
        };
        let edges = [
            (points[1], points[2], owns(points[1], points[2])),
            (points[2], points[0], owns(points[2], points[0])),
            (points[0], points[1], owns(points[0], points[1])),
        ];
        // Edge functions step by a constant per pixel: set at each row's first centre.
        let steps = edges.map(|(from, to, _)| ((from[1] - to[1]) / area, (to[0] - from[0]) / area));
        // A solid fill samples one texel for the whole triangle (its corners share a uv).
        let uv_fixed = corners[0].uv == corners[1].uv && corners[1].uv == corners[2].uv;
        let fixed_texel = match texture {
            Some(texture) if uv_fixed => Some(sample(texture, corners[0].uv.x, corners[0].uv.y)),
            None => Some([1.0; 4]),
            Some(_) => None,
        };
        let same_color =
            corners[0].color == corners[1].color && corners[1].color == corners[2].color;
        for y in first_y..last_y {
            let centre_y = y as f32 + 0.5;
            if centre_y < clip.min.y || centre_y >= clip.max.y {
                continue;
            }
            let row_start = [first_x as f32 + 0.5, centre_y];
            let mut weights = edges.map(|(from, to, _)| edge(from, to, row_start) / area);
            for x in first_x..last_x {
                let centre_x = x as f32 + 0.5;
                let inside = centre_x >= clip.min.x
                    && centre_x < clip.max.x
                    && (0..3).all(|k| weights[k] > 0.0 || (weights[k] == 0.0 && edges[k].2));
                if inside {
                    let mut source = if same_color {
                        colors[0]
                    } else {
                        let mut mixed = [0.0f32; 4];
                        for (channel, value) in mixed.iter_mut().enumerate() {
                            *value = (0..3).map(|k| weights[k] * colors[k][channel]).sum();
                        }
                        mixed
                    };
                    let texel = match (fixed_texel, texture) {
                        (Some(texel), _) => texel,
                        (None, Some(texture)) => {
                            let u: f32 = (0..3).map(|k| weights[k] * corners[k].uv.x).sum();
                            let v: f32 = (0..3).map(|k| weights[k] * corners[k].uv.y).sum();
                            sample(texture, u, v)
                        }
                        (None, None) => [1.0; 4],
                    };
                    for (value, texel) in source.iter_mut().zip(texel) {
                        *value *= texel;
                    }
                    let below = &mut self.pixels[y * self.width + x];
                    if source[3] >= 1.0 {
                        *below = source;
                    } else {
                        for channel in 0..4 {
                            below[channel] = source[channel] + below[channel] * (1.0 - source[3]);
                        }
                    }
                }
                for (weight, step) in weights.iter_mut().zip(&steps) {
                    *weight += step.0;
                }
            }
        }
    }
}

/// Twice the signed area of the triangle (from, to, point).
fn edge(from: [f32; 2], to: [f32; 2], point: [f32; 2]) -> f32 {
    (to[0] - from[0]) * (point[1] - from[1]) - (to[1] - from[1]) * (point[0] - from[0])
}

/// The texture at (u, v) (0 to 1 across it), bilinear between the four nearest texels.
fn sample(texture: &ColorImage, u: f32, v: f32) -> Rgba {
    let [width, height] = texture.size;
    let x = (u * width as f32 - 0.5).clamp(0.0, (width - 1) as f32);
    let y = (v * height as f32 - 0.5).clamp(0.0, (height - 1) as f32);
    let (left, top) = (x.floor() as usize, y.floor() as usize);
    let (right, bottom) = ((left + 1).min(width - 1), (top + 1).min(height - 1));
    let (across, down) = (x - left as f32, y - top as f32);
    let texel = |tx: usize, ty: usize| {
        let [r, g, b, a] = texture.pixels[ty * width + tx].to_array();
        [r, g, b, a].map(|channel| channel as f32 / 255.0)
    };
    let (top_left, top_right) = (texel(left, top), texel(right, top));
    let (bottom_left, bottom_right) = (texel(left, bottom), texel(right, bottom));
    let mut mixed = [0.0; 4];
    for channel in 0..4 {
        let upper = top_left[channel] * (1.0 - across) + top_right[channel] * across;
        let lower = bottom_left[channel] * (1.0 - across) + bottom_right[channel] * across;
        mixed[channel] = upper * (1.0 - down) + lower * down;
    }
    mixed
}

impl Drawing {
    /// The drawing in pixels, as the GPU would draw it.
    pub fn to_image(&self) -> ColorImage {
        let primitives = self.ctx.tessellate(self.shapes.clone(), self.request.scale);
        rasterize(&primitives, &self.textures, self.request)
    }
}
