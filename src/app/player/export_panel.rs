//! The player's *Export view…* and *Export frames…* windows: the picture's part, format,
//! scale or frame range, and the file; pictures are drawn and written off the UI thread.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use crate::app::picture::{
    self, MAX_ANIMATION_FRAMES, PictureError, PictureFormat, PictureRequest, ViewPart,
};
use crate::app::player::recording::{ExportSource, FramePictures};
use crate::background::Background;
use crate::lang::Lang;
use crate::search::Landmark;
use crate::tr;

/// Which export window is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportWindow {
    View,
    Frames,
}

/// What came of an export.
#[derive(Debug)]
pub enum ExportOutcome {
    Wrote { path: PathBuf, pictures: usize },
    Copied,
    Failed(PictureError),
}

impl ExportOutcome {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            ExportOutcome::Wrote { path, pictures } => tr!(
                lang,
                "export-wrote",
                path = path.display().to_string(),
                pictures = *pictures
            ),
            ExportOutcome::Copied => tr!(lang, "export-copied"),
            ExportOutcome::Failed(error) => error.text(lang),
        }
    }
}

/// The export windows' choices, remembered while the app runs.
pub struct ExportPanel {
    pub open: Option<ExportWindow>,
    pub part: ViewPart,
    pub svg: bool,
    pub scale: f32,
    pub path: String,
    pub first: usize,
    pub last: usize,
    pub fps: f64,
    /// Also write the frames as numbered PNGs beside the GIF.
    pub numbered_pngs: bool,
    writing: Option<Receiver<ExportOutcome>>,
    pub outcome: Option<ExportOutcome>,
}

impl Default for ExportPanel {
    fn default() -> Self {
        ExportPanel {
            open: None,
            part: ViewPart::Player,
            svg: false,
            scale: 2.0,
            path: String::new(),
            first: 0,
            last: 0,
            fps: 4.0,
            numbered_pngs: false,
            writing: None,
            outcome: None,
        }
    }
}

impl ExportPanel {
    /// Opens a window, its frame range starting at the frame shown.
    pub fn open(&mut self, window: ExportWindow, source: &ExportSource) {
        self.open = Some(window);
        self.outcome = None;
        let here = source.frame_index;
        if window == ExportWindow::Frames {
            self.first = here;
            self.last = (here + 20).min(source.last_frame_index);
        }
        let extension = match (window, self.svg) {
            (ExportWindow::Frames, _) => "gif",
            (ExportWindow::View, true) => "svg",
            (ExportWindow::View, false) => "png",
        };
        let name = format!("abtutor-frame-{here}.{extension}");
        let folder = Path::new(&self.path)
            .parent()
            .map(Path::to_path_buf)
            .filter(|folder| !folder.as_os_str().is_empty())
            .unwrap_or_else(pictures_folder);
        self.path = folder.join(name).display().to_string();
    }

    pub fn is_writing(&self) -> bool {
        self.writing.is_some()
    }

    /// Takes the outcome of the write in progress, when it is done.
    pub fn poll(&mut self) {
        let Some(writing) = &self.writing else {
            return;
        };
        match writing.try_recv() {
            Ok(outcome) => {
                self.outcome = Some(outcome);
                self.writing = None;
            }
            Err(mpsc::TryRecvError::Empty) => {}
            Err(mpsc::TryRecvError::Disconnected) => self.writing = None,
        }
    }

    /// Blocks until the write in progress is done.
    pub fn wait(&mut self) {
        if let Some(writing) = self.writing.take() {
            self.outcome = writing.recv().ok();
        }
    }

    /// The buttons that open the windows; `source` is asked for only when one opens.
    pub fn buttons_ui(
        &mut self,
        ui: &mut egui::Ui,
        source: impl FnOnce() -> ExportSource,
        lang: Lang,
    ) {
        let mut asked = None;
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(tr!(lang, "export-view"))
                .on_hover_text(lang.attribute("export-view", "hover", &[]))
                .clicked()
            {
                asked = Some(ExportWindow::View);
            }
            if ui
                .button(tr!(lang, "export-frames"))
                .on_hover_text(lang.attribute("export-frames", "hover", &[]))
                .clicked()
            {
                asked = Some(ExportWindow::Frames);
            }
        });
        if let Some(window) = asked {
            self.open(window, &source());
        }
    }

    /// The open window, if any; `source` is asked for only then.
    pub fn ui(&mut self, ctx: &egui::Context, source: impl FnOnce() -> ExportSource, lang: Lang) {
        self.poll();
        let Some(window) = self.open else {
            return;
        };
        let source = &source();
        let title = match window {
            ExportWindow::View => tr!(lang, "export-view-title"),
            ExportWindow::Frames => tr!(lang, "export-frames-title"),
        };
        let mut open = true;
        egui::Window::new(title)
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| match window {
                ExportWindow::View => self.view_ui(ui, source, lang),
                ExportWindow::Frames => self.frames_ui(ui, source, lang),
            });
        if !open {
            self.open = None;
        }
        if self.writing.is_some() {
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
    }

    fn part_ui(&mut self, ui: &mut egui::Ui, pictures: &dyn FramePictures, lang: Lang) {
        ui.horizontal(|ui| {
            for part in ViewPart::ALL {
                ui.radio_value(&mut self.part, part, pictures.part_label(part, lang));
            }
        });
    }

    fn file_ui(&mut self, ui: &mut egui::Ui, lang: Lang, extension: &str) {
        ui.horizontal(|ui| {
            let label = ui.label(tr!(lang, "export-file"));
            ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(320.0))
                .labelled_by(label.id);
            if ui.button(tr!(lang, "export-browse")).clicked()
                && let Some(picked) = crate::app::ui::file_dialog::FileDialog::new()
                    .add_filter(extension.to_uppercase(), &[extension])
                    .set_file_name(
                        Path::new(&self.path)
                            .file_name()
                            .map(|name| name.to_string_lossy().into_owned())
                            .unwrap_or_default(),
                    )
                    .save_file()
            {
                self.path = picked.display().to_string();
            }
        });
    }

    fn outcome_ui(&self, ui: &mut egui::Ui, lang: Lang) {
        if self.writing.is_some() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!(lang, "export-writing"));
            });
        }
        match &self.outcome {
            Some(outcome @ (ExportOutcome::Wrote { .. } | ExportOutcome::Copied)) => {
                ui.label(outcome.text(lang));
            }
            Some(outcome @ ExportOutcome::Failed(_)) => {
                ui.colored_label(ui.visuals().error_fg_color, outcome.text(lang));
            }
            None => {}
        }
    }

    fn view_ui(&mut self, ui: &mut egui::Ui, source: &ExportSource, lang: Lang) {
        self.part_ui(ui, source.as_shown.as_ref(), lang);
        ui.horizontal(|ui| {
            let png = tr!(lang, "export-png");
            let svg = tr!(lang, "export-svg");
            if ui.radio_value(&mut self.svg, false, png).changed()
                || ui.radio_value(&mut self.svg, true, svg).changed()
            {
                let extension = if self.svg { "svg" } else { "png" };
                self.path = Path::new(&self.path)
                    .with_extension(extension)
                    .display()
                    .to_string();
            }
        });
        ui.add_enabled_ui(!self.svg, |ui| {
            let scale = egui::Slider::new(&mut self.scale, 1.0..=4.0)
                .step_by(0.5)
                .text(tr!(lang, "export-scale"));
            ui.add(scale);
        });
        self.file_ui(ui, lang, if self.svg { "svg" } else { "png" });
        ui.horizontal(|ui| {
            let save = ui.add_enabled(
                !self.is_writing(),
                egui::Button::new(tr!(lang, "export-save")),
            );
            if save.clicked() {
                self.start_view(source, lang, false, ui.ctx());
            }
            let copy = tr!(lang, "export-copy");
            if ui
                .add_enabled(!self.is_writing(), egui::Button::new(copy))
                .clicked()
            {
                self.start_view(source, lang, true, ui.ctx());
            }
        });
        self.outcome_ui(ui, lang);
    }

    fn frames_ui(&mut self, ui: &mut egui::Ui, source: &ExportSource, lang: Lang) {
        self.part_ui(ui, source.fresh.as_ref(), lang);
        let last_frame = source.last_frame_index;
        ui.horizontal(|ui| {
            let from = ui.label(tr!(lang, "export-from"));
            ui.add(egui::DragValue::new(&mut self.first).range(0..=last_frame))
                .labelled_by(from.id);
            let to = ui.label(tr!(lang, "export-to"));
            ui.add(egui::DragValue::new(&mut self.last).range(0..=last_frame))
                .labelled_by(to.id);
        });
        ui.horizontal(|ui| {
            let here = source.frame_index;
            if let Some(frames) = &source.node_frames
                && ui.button(tr!(lang, "export-node-frames")).clicked()
            {
                (self.first, self.last) = (*frames.start(), *frames.end());
            }
            let (landmark, stop) = source.next_stop;
            let text = match landmark {
                Landmark::Cut => tr!(lang, "export-to-next-cut"),
                _ => tr!(lang, "export-to-next-iteration"),
            };
            if ui.button(text).clicked() {
                (self.first, self.last) = (here, stop);
            }
        });
        ui.add(egui::Slider::new(&mut self.fps, 1.0..=30.0).text(tr!(lang, "export-fps")));
        let numbered = tr!(lang, "export-numbered-pngs");
        ui.checkbox(&mut self.numbered_pngs, numbered);
        self.file_ui(ui, lang, "gif");
        let count = self.last.saturating_sub(self.first) + 1;
        let valid = self.first <= self.last && count <= MAX_ANIMATION_FRAMES;
        if !valid {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!(lang, "export-bad-range", max = MAX_ANIMATION_FRAMES),
            );
        }
        let save = egui::Button::new(tr!(lang, "export-save-frames", frames = count));
        if ui.add_enabled(valid && !self.is_writing(), save).clicked() {
            self.start_frames(source, lang);
        }
        self.outcome_ui(ui, lang);
    }

    /// Draws the frame shown and writes it (or copies it) off the UI thread.
    fn start_view(&mut self, source: &ExportSource, lang: Lang, copy: bool, ctx: &egui::Context) {
        let mut request = PictureRequest::new(self.part, lang);
        request.scale = self.scale;
        let drawing = source.as_shown.draw(source.frame_index, &request);
        self.outcome = None;
        let path = PathBuf::from(self.path.trim());
        let svg = self.svg;
        let (sender, receiver) = mpsc::channel();
        self.writing = Some(receiver);
        let ctx = ctx.clone();
        // Rasterizing and encoding take a moment at slide sizes: not on the UI thread.
        Background::start("picture", move || {
            let written = if copy {
                ctx.copy_image(drawing.to_image());
                Ok(())
            } else if svg {
                picture::write_svg(&drawing.to_svg(), &path)
            } else {
                picture::write_png(&drawing.to_image(), &path)
            };
            let outcome = match written {
                Ok(()) if copy => ExportOutcome::Copied,
                Ok(()) => ExportOutcome::Wrote { path, pictures: 1 },
                Err(error) => ExportOutcome::Failed(error),
            };
            let _ = sender.send(outcome);
            ctx.request_repaint();
        });
    }

    /// Draws the frames of the range and writes the GIF (and the PNGs) off the UI thread.
    fn start_frames(&mut self, source: &ExportSource, lang: Lang) {
        let pictures = Arc::clone(&source.fresh);
        let mut request = PictureRequest::new(self.part, lang);
        request.scale = 1.0;
        request.frame_number = true;
        let (first, last, fps, numbered) = (self.first, self.last, self.fps, self.numbered_pngs);
        let palette = crate::app::ui::colors::palette();
        let path = PathBuf::from(self.path.trim());
        let (sender, receiver) = mpsc::channel();
        self.writing = Some(receiver);
        self.outcome = None;
        Background::start("frames", move || {
            // The frames are drawn here, in the window's colours.
            crate::app::ui::colors::use_palette(palette);
            let frames = first..=last;
            let outcome =
                match write_frames(pictures.as_ref(), &request, frames, fps, numbered, &path) {
                    Ok(pictures) => ExportOutcome::Wrote { path, pictures },
                    Err(error) => ExportOutcome::Failed(error),
                };
            let _ = sender.send(outcome);
        });
    }
}

/// Where pictures go unless the user has picked a folder: ~/Pictures, else home, else the
/// folder the app runs in.
fn pictures_folder() -> PathBuf {
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let pictures = home.as_ref().map(|home| home.join("Pictures"));
    pictures
        .filter(|folder| folder.is_dir())
        .or(home)
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_default()
}

/// The frames as a GIF at `path`, and, when asked, as PNGs numbered by frame beside it.
fn write_frames(
    pictures: &dyn FramePictures,
    request: &PictureRequest,
    frames: std::ops::RangeInclusive<usize>,
    fps: f64,
    numbered: bool,
    path: &Path,
) -> Result<usize, PictureError> {
    PictureFormat::of_path(path)?;
    let mut failed = None;
    let images = frames.map_while(|frame_index| {
        let image = pictures.draw(frame_index, request).to_image();
        if numbered {
            let stem = path.file_stem().unwrap_or_default().to_string_lossy();
            let name = format!("{stem}-{frame_index:06}.png");
            if let Err(error) = picture::write_png(&image, &path.with_file_name(name)) {
                failed = Some(error);
                return None;
            }
        }
        Some(image)
    });
    let (bytes, count) = picture::gif_bytes(images, fps)?;
    if let Some(error) = failed {
        return Err(error);
    }
    picture::write_bytes(path, &bytes)?;
    Ok(count)
}
