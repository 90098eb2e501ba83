//! An SVG document from a drawing's shapes, in points: rectangles, circles, lines and
//! paths as themselves, text as text (each character placed where egui placed it, so the
//! layout holds and the words can still be edited), anything else as its triangles.

use std::fmt::Write;

use egui::epaint::{ClippedShape, ColorMode, PathStroke, Shape, Stroke, StrokeKind, TextShape};
use egui::{Color32, FontFamily, Pos2, Rect};

use super::drawing::Drawing;

/// Proportional text in the fonts egui draws it with, then what the reader has.
const SANS: &str = "Ubuntu, 'Noto Sans JP', 'Noto Sans CJK JP', sans-serif";
const MONO: &str = "Hack, 'DejaVu Sans Mono', monospace";

pub fn document(drawing: &Drawing) -> String {
    let size = drawing.request.size;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#,
        w = number(size.x),
        h = number(size.y)
    );
    let _ = writeln!(
        svg,
        r##"<rect x="0" y="0" width="{}" height="{}" fill="#ffffff"/>"##,
        number(size.x),
        number(size.y)
    );
    let mut clips: Vec<Rect> = Vec::new();
    let mut body = String::new();
    for ClippedShape {
        clip_rect,
        shape,
        transform_after_tessellation: shape_transform,
    } in &drawing.shapes
    {
        let clip_index = match clips.iter().position(|known| known == clip_rect) {
            Some(index) => index,
            None => {
                clips.push(*clip_rect);
                clips.len() - 1
            }
        };
        let mut element = String::new();
        write_shape(&mut element, shape);
        if !element.is_empty() {
            let _ = writeln!(body, r#"<g clip-path="url(#clip{clip_index})">"#);
            // A shape moved after tessellation (a pan or zoom) is moved as a group.
            let moved = *shape_transform != egui::emath::TSTransform::IDENTITY;
            if moved {
                let _ = writeln!(
                    body,
                    r#"<g transform="translate({} {}) scale({})">"#,
                    number(shape_transform.translation.x),
                    number(shape_transform.translation.y),
                    number(shape_transform.scaling)
                );
            }
            body.push_str(&element);
            if moved {
                body.push_str("</g>\n");
            }
            body.push_str("</g>\n");
        }
    }
    svg.push_str("<defs>\n");
    for (index, clip) in clips.iter().enumerate() {
        let clip = clip.intersect(Rect::from_min_size(Pos2::ZERO, size));
        let _ = writeln!(
            svg,
            r#"<clipPath id="clip{index}"><rect x="{}" y="{}" width="{}" height="{}"/></clipPath>"#,
            number(clip.min.x),
            number(clip.min.y),
            number(clip.width().max(0.0)),
            number(clip.height().max(0.0))
        );
    }
    svg.push_str("</defs>\n");
    svg.push_str(&body);
    svg.push_str("</svg>\n");
    svg
}

fn write_shape(out: &mut String, shape: &Shape) {
    match shape {
        Shape::Noop | Shape::Callback(_) => {}
        Shape::Vec(shapes) => shapes.iter().for_each(|shape| write_shape(out, shape)),
        Shape::Rect(rect) => {
            let grown = match rect.stroke_kind {
                StrokeKind::Inside => -rect.stroke.width / 2.0,
                StrokeKind::Middle => 0.0,
                StrokeKind::Outside => rect.stroke.width / 2.0,
            };
            let outline = rect.rect.expand(grown);
            let radius = rect.corner_radius;
            let corner = (radius.nw + radius.ne + radius.sw + radius.se) as f32 / 4.0;
            let _ = writeln!(
                out,
                r#"<rect x="{}" y="{}" width="{}" height="{}" rx="{}"{}{}/>"#,
                number(outline.min.x),
                number(outline.min.y),
                number(outline.width().max(0.0)),
                number(outline.height().max(0.0)),
                number(corner),
                fill(rect.fill),
                stroke(rect.stroke)
            );
        }
        Shape::Circle(circle) => {
            let _ = writeln!(
                out,
                r#"<circle cx="{}" cy="{}" r="{}"{}{}/>"#,
                number(circle.center.x),
                number(circle.center.y),
                number(circle.radius),
                fill(circle.fill),
                stroke(circle.stroke)
            );
        }
        Shape::Ellipse(ellipse) => {
            let _ = writeln!(
                out,
                r#"<ellipse cx="{}" cy="{}" rx="{}" ry="{}" transform="rotate({} {} {})"{}{}/>"#,
                number(ellipse.center.x),
                number(ellipse.center.y),
                number(ellipse.radius.x),
                number(ellipse.radius.y),
                number(ellipse.angle.to_degrees()),
                number(ellipse.center.x),
                number(ellipse.center.y),
                fill(ellipse.fill),
                stroke(ellipse.stroke)
            );
        }
        Shape::LineSegment {
            points,
            stroke: line,
        } => {
            let _ = writeln!(
                out,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}"{} stroke-linecap="round"/>"#,
                number(points[0].x),
                number(points[0].y),
                number(points[1].x),
                number(points[1].y),
                stroke(*line)
            );
        }
        Shape::Path(path) => {
            write_path(out, &path.points, path.closed, path.fill, &path.stroke, "L");
        }
        Shape::QuadraticBezier(curve) => {
            write_path(
                out,
                &curve.points,
                curve.closed,
                curve.fill,
                &curve.stroke,
                "Q",
            );
        }
        Shape::CubicBezier(curve) => {
            write_path(
                out,
                &curve.points,
                curve.closed,
                curve.fill,
                &curve.stroke,
                "C",
            );
        }
        Shape::Text(text) => write_text(out, text),
        Shape::Mesh(mesh) => {
            for corners in super::drawing::triangles(mesh) {
                let _ = writeln!(
                    out,
                    r#"<path d="M{} {} L{} {} L{} {} Z"{}/>"#,
                    number(corners[0].pos.x),
                    number(corners[0].pos.y),
                    number(corners[1].pos.x),
                    number(corners[1].pos.y),
                    number(corners[2].pos.x),
                    number(corners[2].pos.y),
                    fill(corners[0].color)
                );
            }
        }
        // Bands (gradients along a curve) are not drawn by the app.
        Shape::Band(_) => {}
    }
}

/// A path through `points`; `command` joins them ("L" lines, "Q"/"C" one Bézier curve).
fn write_path(
    out: &mut String,
    points: &[Pos2],
    closed: bool,
    fill_color: Color32,
    path_stroke: &PathStroke,
    command: &str,
) {
    let Some(first) = points.first() else {
        return;
    };
    let mut data = format!("M{} {}", number(first.x), number(first.y));
    for (index, point) in points[1..].iter().enumerate() {
        let joiner = if command == "L" || index == 0 {
            command
        } else {
            ""
        };
        let _ = write!(data, " {joiner}{} {}", number(point.x), number(point.y));
    }
    if closed {
        data.push_str(" Z");
    }
    let color = match &path_stroke.color {
        ColorMode::Solid(color) => *color,
        // A colour that varies along the path: its middle grey stands for it.
        ColorMode::UV(_) => Color32::GRAY,
    };
    let line = Stroke::new(path_stroke.width, color);
    let _ = writeln!(
        out,
        r#"<path d="{data}"{}{} stroke-linejoin="round"/>"#,
        fill(if closed {
            fill_color
        } else {
            Color32::TRANSPARENT
        }),
        stroke(line)
    );
}

/// Text as `<text>` runs of one colour and size, each character at egui's place for it.
fn write_text(out: &mut String, text: &TextShape) {
    let galley = &text.galley;
    let sections = &galley.job.sections;
    // The font of every laid-out character, in order (line breaks are no glyphs).
    let fonts: Vec<(f32, bool)> = galley
        .job
        .text
        .char_indices()
        .filter(|(_, chr)| *chr != '\n' && *chr != '\r')
        .map(|(byte, _)| {
            let section = sections
                .iter()
                .find(|section| {
                    section
                        .byte_range
                        .contains(&egui::epaint::text::ByteIndex(byte))
                })
                .or(sections.first());
            section.map_or((14.0, false), |section| {
                let font = &section.format.font_id;
                (font.size, font.family == FontFamily::Monospace)
            })
        })
        .collect();
    let glyph_count: usize = galley.rows.iter().map(|row| row.row.glyphs.len()).sum();
    let whole = fonts.len() == glyph_count;
    let mut glyph_index = 0;
    let transform = if text.angle != 0.0 {
        format!(
            r#" transform="rotate({} {} {})""#,
            number(text.angle.to_degrees()),
            number(text.pos.x),
            number(text.pos.y)
        )
    } else {
        String::new()
    };
    for placed in &galley.rows {
        let row = &placed.row;
        let mut run: Option<Run> = None;
        for glyph in &row.glyphs {
            let (size, mono) = if whole {
                fonts[glyph_index]
            } else {
                fonts.first().copied().unwrap_or((14.0, false))
            };
            glyph_index += 1;
            let vertex_color = row
                .visuals
                .mesh
                .vertices
                .get(glyph.first_vertex as usize)
                .map(|vertex| vertex.color);
            let mut color = text
                .override_text_color
                .or(vertex_color)
                .unwrap_or(text.fallback_color);
            if color == Color32::PLACEHOLDER {
                color = text.fallback_color;
            }
            let color = color.gamma_multiply(text.opacity_factor);
            let baseline = text.pos + placed.pos.to_vec2() + glyph.pos.to_vec2();
            let same = run.as_ref().is_some_and(|run| {
                run.color == color && run.size == size && run.mono == mono && run.y == baseline.y
            });
            if !same {
                if let Some(done) = run.take() {
                    done.write(out, &transform);
                }
                run = Some(Run {
                    color,
                    size,
                    mono,
                    y: baseline.y,
                    xs: Vec::new(),
                    chars: String::new(),
                });
            }
            if let Some(run) = run.as_mut() {
                run.xs.push(baseline.x);
                run.chars.push(glyph.chr);
            }
        }
        if let Some(done) = run.take() {
            done.write(out, &transform);
        }
    }
}

/// Characters of one colour, size and baseline.
struct Run {
    color: Color32,
    size: f32,
    mono: bool,
    y: f32,
    xs: Vec<f32>,
    chars: String,
}

impl Run {
    fn write(self, out: &mut String, transform: &str) {
        if self.chars.trim().is_empty() {
            return;
        }
        let xs: Vec<String> = self.xs.iter().map(|&x| number(x)).collect();
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}" font-family="{}" font-size="{}"{}{} xml:space="preserve">{}</text>"#,
            xs.join(" "),
            number(self.y),
            if self.mono { MONO } else { SANS },
            number(self.size),
            fill(self.color),
            transform,
            escape(&self.chars)
        );
    }
}

/// A number with at most two decimals, as short as it can be.
fn number(value: f32) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

fn hex(color: Color32) -> (String, f32) {
    let [r, g, b, a] = color.to_srgba_unmultiplied();
    (format!("#{r:02x}{g:02x}{b:02x}"), a as f32 / 255.0)
}

fn fill(color: Color32) -> String {
    if color.a() == 0 {
        return r#" fill="none""#.to_string();
    }
    let (hex, alpha) = hex(color);
    if alpha < 1.0 {
        format!(r#" fill="{hex}" fill-opacity="{}""#, number(alpha))
    } else {
        format!(r#" fill="{hex}""#)
    }
}

fn stroke(line: Stroke) -> String {
    if line.width <= 0.0 || line.color.a() == 0 {
        return String::new();
    }
    let (hex, alpha) = hex(line.color);
    let opacity = if alpha < 1.0 {
        format!(r#" stroke-opacity="{}""#, number(alpha))
    } else {
        String::new()
    };
    format!(
        r#" stroke="{hex}" stroke-width="{}"{opacity}"#,
        number(line.width)
    )
}

/// Text safe inside an XML element.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for chr in text.chars() {
        match chr {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            _ => escaped.push(chr),
        }
    }
    escaped
}

impl Drawing {
    /// The drawing as an SVG document, sized in points.
    pub fn to_svg(&self) -> String {
        document(self)
    }
}
