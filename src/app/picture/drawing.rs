//! A drawing made in a window-less pass, and the request that sizes it.

use std::str::FromStr;

use egui::epaint::{ClippedShape, ImageDelta, TextureId};
use egui::{Color32, ColorImage, Pos2, Rect, Vec2};

use crate::app::ui::figures::figure_ui;
use crate::app::ui::fonts;
use crate::lang::Lang;
use crate::notebook::CellOutput;
use crate::tr;

/// The most frames one animation holds.
pub const MAX_ANIMATION_FRAMES: usize = 2000;

/// Which part of the player view a picture shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ViewPart {
    /// The tree beside the number line and the counters.
    #[default]
    Player,
    Tree,
    NumberLine,
}

impl ViewPart {
    pub const ALL: [ViewPart; 3] = [ViewPart::Player, ViewPart::Tree, ViewPart::NumberLine];

    /// The name on the command line and in files.
    pub fn key(self) -> &'static str {
        match self {
            ViewPart::Player => "player",
            ViewPart::Tree => "tree",
            ViewPart::NumberLine => "number-line",
        }
    }

    /// The name in the UI's language.
    pub fn label(self, lang: Lang) -> String {
        match self {
            ViewPart::Player => tr!(lang, "picture-part-player"),
            ViewPart::Tree => tr!(lang, "picture-part-tree"),
            ViewPart::NumberLine => tr!(lang, "picture-part-number-line"),
        }
    }

    /// The size a picture of this part has unless another is asked for, in points.
    pub fn default_size(self) -> Vec2 {
        match self {
            ViewPart::Player => Vec2::new(1280.0, 720.0),
            ViewPart::Tree => Vec2::new(960.0, 720.0),
            ViewPart::NumberLine => Vec2::new(560.0, 260.0),
        }
    }
}

impl FromStr for ViewPart {
    type Err = ();

    fn from_str(text: &str) -> Result<ViewPart, ()> {
        ViewPart::ALL
            .into_iter()
            .find(|part| part.key() == text)
            .ok_or(())
    }
}

/// A picture's width and height in points.
pub type Size = Vec2;

/// What a picture shows and how large it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PictureRequest {
    pub part: ViewPart,
    /// The size in points (the app's logical pixels).
    pub size: Vec2,
    /// Pixels per point in a PNG or GIF; an SVG is sized in points.
    pub scale: f32,
    pub lang: Lang,
    /// Whether the frame number is written in the top right corner (for animations).
    pub frame_number: bool,
}

impl PictureRequest {
    pub fn new(part: ViewPart, lang: Lang) -> PictureRequest {
        PictureRequest {
            part,
            size: part.default_size(),
            scale: 2.0,
            lang,
            frame_number: false,
        }
    }

    /// The picture's size in pixels.
    pub fn pixel_size(&self) -> [usize; 2] {
        [
            (self.size.x * self.scale).round() as usize,
            (self.size.y * self.scale).round() as usize,
        ]
    }
}

/// One drawn frame: the shapes the panels painted and the textures they refer to.
pub struct Drawing {
    pub request: PictureRequest,
    pub shapes: Vec<ClippedShape>,
    pub textures: Textures,
    /// The context the shapes were drawn in: its fonts tessellate the text.
    pub(super) ctx: egui::Context,
}

/// The textures a drawing's meshes sample (the font atlas), as the deltas built them.
#[derive(Default)]
pub struct Textures {
    images: Vec<(TextureId, ColorImage)>,
}

impl Textures {
    fn apply(&mut self, id: TextureId, delta: &ImageDelta) {
        let egui::ImageData::Color(image) = &delta.image;
        match delta.pos {
            None => {
                self.images.retain(|(known, _)| *known != id);
                self.images.push((id, ColorImage::clone(image)));
            }
            Some([left, top]) => {
                let Some((_, target)) = self.images.iter_mut().find(|(known, _)| *known == id)
                else {
                    return;
                };
                let [width, height] = image.size;
                for y in 0..height {
                    for x in 0..width {
                        let (tx, ty) = (left + x, top + y);
                        if tx < target.size[0] && ty < target.size[1] {
                            target.pixels[ty * target.size[0] + tx] = image.pixels[y * width + x];
                        }
                    }
                }
            }
        }
    }

    pub fn get(&self, id: TextureId) -> Option<&ColorImage> {
        self.images
            .iter()
            .find(|(known, _)| *known == id)
            .map(|(_, image)| image)
    }
}

/// Passes run before the drawing is kept: the first lays out, the later ones settle sizes
/// that depend on the first (grids, wrapped text).
const SETTLING_PASSES: usize = 3;

/// The size of a notebook figure, in points: a table above its chart.
pub const FIGURE_SIZE: Vec2 = Vec2::new(960.0, 640.0);

/// Draws a compare or depth-table cell's output: its tables and chart.
pub fn draw_figure(output: &CellOutput, request: &PictureRequest) -> Drawing {
    draw_ui(request, |ui| {
        let frame = egui::Frame::central_panel(ui.style()).fill(Color32::WHITE);
        egui::CentralPanel::default()
            .frame(frame)
            .show(ui, |ui| figure_ui(ui, request.lang, output));
    })
}

/// Draws what `content` paints in a window-less pass of `request`'s size and scale.
pub fn draw_ui(request: &PictureRequest, mut content: impl FnMut(&mut egui::Ui)) -> Drawing {
    let ctx = egui::Context::default();
    fonts::install(&ctx);
    ctx.set_theme(egui::Theme::Light);
    ctx.all_styles_mut(|style| style.animation_time = 0.0);
    let mut input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, request.size)),
        max_texture_side: Some(8192),
        ..Default::default()
    };
    if let Some(viewport) = input.viewports.get_mut(&egui::ViewportId::ROOT) {
        viewport.native_pixels_per_point = Some(request.scale);
    }
    let mut textures = Textures::default();
    let mut shapes = Vec::new();
    for _ in 0..SETTLING_PASSES {
        let mut output = ctx.run_ui(input.clone(), &mut content);
        for (id, deltas) in &output.textures_delta.set {
            for delta in deltas {
                textures.apply(*id, delta);
            }
        }
        // Applied here, to this drawing's own copy of the textures.
        output.textures_delta.clear();
        shapes = output.shapes;
    }
    Drawing {
        request: *request,
        shapes,
        textures,
        ctx,
    }
}

/// Draws one frame of a recording as `request` asks, on white: its `tree` part, its `side`
/// part (the number line or what stands in its place, with the counters), or both side by
/// side, the tree on the left; with the frame's number in the top right corner when asked.
pub fn draw_frame_parts(
    request: &PictureRequest,
    frame_index: usize,
    mut tree: impl FnMut(&mut egui::Ui),
    mut side: impl FnMut(&mut egui::Ui),
) -> Drawing {
    draw_ui(request, |ui| {
        let frame = egui::Frame::central_panel(ui.style()).fill(Color32::WHITE);
        egui::CentralPanel::default().frame(frame).show(ui, |ui| {
            match request.part {
                ViewPart::Tree => tree(ui),
                ViewPart::NumberLine => side(ui),
                ViewPart::Player => {
                    ui.horizontal_top(|ui| {
                        let size = ui.available_size();
                        let tree_size = Vec2::new(size.x * 0.58, size.y);
                        let layout = egui::Layout::top_down(egui::Align::Min);
                        ui.allocate_ui_with_layout(tree_size, layout, |ui| {
                            ui.set_min_size(tree_size);
                            tree(ui);
                        });
                        ui.vertical(|ui| side(ui));
                    });
                }
            }
            if request.frame_number {
                let text = tr!(request.lang, "picture-frame-number", frame = frame_index);
                let corner = ui.max_rect().right_top() + Vec2::new(-6.0, 4.0);
                ui.painter().text(
                    corner,
                    egui::Align2::RIGHT_TOP,
                    text,
                    egui::FontId::proportional(16.0),
                    Color32::from_gray(60),
                );
            }
        });
    })
}

/// A mesh's triangles, each as its three corners.
pub(super) fn triangles(
    mesh: &egui::epaint::Mesh,
) -> impl Iterator<Item = [egui::epaint::Vertex; 3]> + '_ {
    mesh.indices.chunks_exact(3).map(|triangle| {
        [triangle[0], triangle[1], triangle[2]].map(|index| mesh.vertices[index as usize])
    })
}
