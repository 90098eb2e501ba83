//! `abtutor render`: pictures of a search's frames without a window — one frame as PNG or
//! SVG, a range of frames as an animated GIF.

use std::path::PathBuf;
use std::sync::Arc;

use clap::Args;

use super::{LangArg, SearchArgs};
use crate::app::colors::{self, Palette};
use crate::app::picture::{
    self, Drawing, MAX_ANIMATION_FRAMES, PictureFormat, PictureRequest, ViewPart,
};
use crate::app::{MonteCarloRun, RecordedSearch, TreeView, draw_run_frame, sheet};
use crate::lang::Lang;
use crate::notebook::{self, CellKind};
use crate::tr;
use crate::tree::Trees;

/// The largest picture side, in pixels: far past any slide, well short of memory trouble.
const MAX_SIDE: f32 = 8192.0;

#[derive(Args, Debug)]
pub struct RenderArgs {
    #[command(flatten)]
    pub search: SearchArgs,
    #[command(flatten)]
    pub monte_carlo: super::montecarlo::MonteCarloArgs,
    /// The frame to draw (PNG or SVG), counted from 0.
    #[arg(long, value_name = "N", conflicts_with = "frames")]
    pub index: Option<usize>,
    /// The frames to animate (GIF), both ends included: A..B.
    #[arg(long, value_name = "A..B")]
    pub frames: Option<String>,
    /// The file to write: .png, .svg or .gif (written atomically).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// What the picture shows: player (tree, number line and counters), tree or
    /// number-line (with the counters); for pmc and mcts the board and tree, and the
    /// upper confidence bounds in the number line's place.
    #[arg(long, value_name = "VIEW", default_value = "player")]
    pub view: String,
    /// The picture's size in points, as WxH (default: 1280x720 for the player view).
    #[arg(long, value_name = "WxH")]
    pub size: Option<String>,
    /// Pixels per point in a PNG or GIF (default 2 for PNG, 1 for GIF).
    #[arg(long, value_name = "S")]
    pub scale: Option<f32>,
    /// Frames a second in a GIF.
    #[arg(long, value_name = "F", default_value_t = 4.0)]
    pub fps: f64,
    /// The colours: the reference's, or colour-blind safe.
    #[arg(long, value_enum, default_value_t = PaletteArg::Reference)]
    pub palette: PaletteArg,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaletteArg {
    Reference,
    ColourBlind,
}

impl PaletteArg {
    fn palette(self) -> Palette {
        match self {
            PaletteArg::Reference => Palette::Reference,
            PaletteArg::ColourBlind => Palette::ColourBlind,
        }
    }
}

/// Draws what `args` ask and writes it; the line to print.
pub fn run(args: &RenderArgs) -> Result<String, String> {
    let lang = args.search.lang();
    colors::use_palette(args.palette.palette());
    let mut format = PictureFormat::of_path(&args.out).map_err(|error| error.text(lang))?;
    if crate::io::is_standard_output(&args.out) && args.frames.is_some() {
        format = PictureFormat::Gif;
    }
    let part = args
        .view
        .parse::<ViewPart>()
        .map_err(|()| tr!(lang, "cli-render-bad-view", view = args.view.as_str()))?;
    let size = match &args.size {
        Some(text) => parse_size(text)
            .ok_or_else(|| tr!(lang, "cli-render-bad-size", size = text.as_str()))?,
        None => part.default_size(),
    };
    let default_scale = if format == PictureFormat::Gif {
        1.0
    } else {
        2.0
    };
    let scale = args.scale.unwrap_or(default_scale);
    if !(scale.is_finite() && scale > 0.0 && scale <= 8.0) {
        return Err(tr!(lang, "cli-render-bad-scale", scale = scale.to_string()));
    }
    if size.x * scale > MAX_SIDE || size.y * scale > MAX_SIDE {
        return Err(tr!(lang, "cli-render-too-large", max = MAX_SIDE as u32));
    }
    if !(args.fps.is_finite() && args.fps > 0.0 && args.fps <= 100.0) {
        return Err(tr!(lang, "cli-render-bad-fps", fps = args.fps.to_string()));
    }
    let (count, draw) = frames_to_draw(args)?;
    let request = PictureRequest {
        part,
        size,
        scale,
        lang,
        frame_number: format == PictureFormat::Gif,
    };
    let out = args.out.display().to_string();
    match (format, args.index, &args.frames) {
        (PictureFormat::Gif, None, Some(range)) => {
            let (first, last) = parse_range(range)
                .ok_or_else(|| tr!(lang, "cli-render-bad-range", range = range.as_str()))?;
            if last >= count {
                return Err(tr!(
                    lang,
                    "cli-frames-out-of-range",
                    range = range.as_str(),
                    // The frame as it was typed in the range.
                    index = last.to_string(),
                    count = count,
                    last = count.saturating_sub(1)
                ));
            }
            if last - first + 1 > MAX_ANIMATION_FRAMES {
                return Err(tr!(
                    lang,
                    "cli-render-too-many-frames",
                    max = MAX_ANIMATION_FRAMES
                ));
            }
            let images = (first..=last).map(|index| draw(index, &request).to_image());
            let frames = picture::write_gif(images, args.fps, &args.out)
                .map_err(|error| error.text(lang))?;
            Ok(tr!(
                lang,
                "cli-render-wrote-gif",
                path = out,
                frames = frames
            ))
        }
        (PictureFormat::Gif, _, None) => Err(tr!(lang, "cli-render-gif-needs-frames")),
        (_, Some(index), None) => {
            check_index(lang, index, count)?;
            let drawing = draw(index, &request);
            picture::write_picture(&drawing, &args.out).map_err(|error| error.text(lang))?;
            Ok(tr!(lang, "cli-render-wrote", path = out, frame = index))
        }
        (_, _, Some(_)) => Err(tr!(lang, "cli-render-frames-need-gif")),
        (_, None, None) => Err(tr!(lang, "cli-render-needs-index")),
    }
}

/// Draws one frame of what is rendered.
type DrawFrame = Box<dyn Fn(usize, &PictureRequest) -> Drawing>;

/// The search (or Monte Carlo run) the options ask for, recorded: its frame count and how
/// its frames are drawn.
fn frames_to_draw(args: &RenderArgs) -> Result<(usize, DrawFrame), String> {
    if let Some((setup, trace)) = super::montecarlo::recorded(&args.search, &args.monte_carlo)? {
        let count = trace.len();
        let run = Arc::new(MonteCarloRun::of_trace(setup, trace));
        let draw = move |index, request: &PictureRequest| draw_run_frame(&run, index, request);
        return Ok((count, Box::new(draw)));
    }
    let (tree, _, trace) = args.search.recorded_search()?;
    let count = trace.len();
    let searched = Arc::new(RecordedSearch::new(tree, trace));
    let draw = move |index, request: &PictureRequest| {
        crate::app::draw_frame(&searched, index, TreeView::default(), request)
    };
    Ok((count, Box::new(draw)))
}

fn check_index(lang: Lang, index: usize, count: usize) -> Result<(), String> {
    if index < count {
        return Ok(());
    }
    Err(tr!(
        lang,
        "cli-frame-out-of-range",
        index = index,
        count = count,
        last = count - 1
    ))
}

/// "WxH" in points, each side from 64 to 8192.
fn parse_size(text: &str) -> Option<picture::Size> {
    let (width, height) = text.split_once(['x', 'X', '×'])?;
    let side = |text: &str| {
        text.trim()
            .parse::<f32>()
            .ok()
            .filter(|side| (64.0..=MAX_SIDE).contains(side))
    };
    Some(picture::Size::new(side(width)?, side(height)?))
}

/// "A..B" with A ≤ B.
fn parse_range(text: &str) -> Option<(usize, usize)> {
    let (first, last) = text.split_once("..")?;
    let (first, last) = (first.trim().parse().ok()?, last.trim().parse().ok()?);
    (first <= last).then_some((first, last))
}

#[derive(Args, Debug)]
pub struct NotebookRenderArgs {
    /// The notebook file (.json).
    pub file: PathBuf,
    /// The folder the pictures go in (made when missing).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// The language of the pictures (default: the notebook's).
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// Write SVG (text stays text) instead of PNG.
    #[arg(long)]
    pub svg: bool,
    /// Pixels per point in a PNG.
    #[arg(long, value_name = "S", default_value_t = 2.0)]
    pub scale: f32,
    /// Also run the code cells (in the sandbox) and read the check cells' files; without
    /// it, only abtutor's own cells are drawn.
    #[arg(long)]
    pub execute: bool,
    /// With --execute, run code cells even where no sandbox can be made.
    #[arg(long, requires = "execute")]
    pub no_sandbox: bool,
}

/// Executes a notebook's cells and draws each figure; the lines naming the files written.
pub fn run_notebook(args: &NotebookRenderArgs) -> Result<String, String> {
    let lang_asked = args.lang.map(LangArg::lang);
    let loaded = notebook::load(&args.file)
        .map_err(|error| notebook::load_error_text(&error, lang_asked.unwrap_or(Lang::En)))?;
    let lang = lang_asked.unwrap_or(loaded.lang);
    if !(args.scale.is_finite() && args.scale > 0.0 && args.scale <= 8.0) {
        return Err(tr!(
            lang,
            "cli-render-bad-scale",
            scale = args.scale.to_string()
        ));
    }
    std::fs::create_dir_all(&args.out).map_err(|error| {
        tr!(
            lang,
            "picture-write-failed",
            path = args.out.display().to_string(),
            error = error.to_string()
        )
    })?;
    let extension = if args.svg { "svg" } else { "png" };
    let mut trees = Trees::default();
    let mut lines = Vec::new();
    let allowed = render_allowed(args, lang)?;
    for (index, cell) in loaded.cells.iter().enumerate() {
        let number = index + 1;
        let executed =
            notebook::execute_cell(&mut trees, &cell.kind, (number as u32, &allowed), lang);
        let Some((output, search, student)) = executed else {
            if matches!(cell.kind, CellKind::Code { .. }) {
                lines.push(tr!(lang, "cli-notebook-render-not-run", cell = number));
            }
            continue;
        };
        if output.error {
            lines.push(tr!(
                lang,
                "cli-notebook-render-skipped",
                cell = number,
                error = output.text
            ));
            continue;
        }
        let (kind, drawing) = match (&cell.kind, search) {
            (
                CellKind::Compare { .. }
                | CellKind::DepthTable { .. }
                | CellKind::SolverBenchmark { .. },
                _,
            ) => {
                let mut request = PictureRequest::new(ViewPart::Player, lang);
                request.size = picture::FIGURE_SIZE;
                request.scale = args.scale;
                (
                    cell_kind_key(&cell.kind),
                    picture::draw_figure(&output, &request),
                )
            }
            // The run's picture at its end: the tree grown, the move chosen.
            (CellKind::MonteCarlo { setup, .. }, _) => {
                let Ok(trace) = setup.record() else {
                    continue;
                };
                let last = trace.len() - 1;
                let run = Arc::new(MonteCarloRun::of_trace(setup.clone(), trace));
                let mut request = PictureRequest::new(ViewPart::Player, lang);
                request.scale = args.scale;
                (
                    cell_kind_key(&cell.kind),
                    draw_run_frame(&run, last, &request),
                )
            }
            (_, Some((tree, trace))) => {
                let frame_index =
                    notebook::opening_frame(&cell.kind, student.as_ref(), trace.len());
                let mut searched = RecordedSearch::new(tree, trace);
                searched.student = student.map(Arc::new);
                let mut request = PictureRequest::new(ViewPart::Player, lang);
                request.scale = args.scale;
                let drawing = crate::app::draw_frame(
                    &Arc::new(searched),
                    frame_index,
                    TreeView::default(),
                    &request,
                );
                (cell_kind_key(&cell.kind), drawing)
            }
            (_, None) => continue,
        };
        let path = args
            .out
            .join(format!("cell-{number:02}-{kind}.{extension}"));
        picture::write_picture(&drawing, &path).map_err(|error| error.text(lang))?;
        lines.push(path.display().to_string());
    }
    if lines.is_empty() {
        return Err(tr!(lang, "cli-notebook-render-nothing"));
    }
    Ok(lines.join("\n"))
}

/// What a render may run: abtutor's own cells always; code cells and check cells' files
/// only with --execute (code cells in the sandbox unless --no-sandbox).
fn render_allowed(args: &NotebookRenderArgs, lang: Lang) -> Result<notebook::Allowed, String> {
    if !args.execute {
        return Ok(notebook::Allowed::default());
    }
    if !args.no_sandbox {
        crate::program::sandbox().map_err(|error| {
            tr!(
                lang,
                "cli-no-sandbox",
                reason = crate::text::sandbox_unavailable(lang, &error)
            )
        })?;
    }
    let settings = notebook::CodeRunSettings {
        limits: crate::program::Limits {
            sandboxed: !args.no_sandbox,
            ..Default::default()
        },
        ..Default::default()
    };
    let folder = notebook::notebook_folder(Some(&args.file));
    Ok(notebook::Allowed::all(folder, settings))
}

/// A cell kind's name in a picture's file name.
fn cell_kind_key(kind: &CellKind) -> &'static str {
    match kind {
        CellKind::Run { .. } => "run",
        CellKind::Compare { .. } => "compare",
        CellKind::DepthTable { .. } => "depth-table",
        CellKind::SolverBenchmark { .. } => "solver-benchmark",
        CellKind::Exercise { .. } => "exercise",
        CellKind::Check { .. } => "check",
        CellKind::Code { .. } => "code",
        CellKind::MonteCarlo { .. } => "monte-carlo",
        CellKind::Text { .. } => "text",
    }
}

#[derive(Args, Debug)]
pub struct SheetArgs {
    /// The notebook file (.json).
    pub notebook: PathBuf,
    /// The PDF to write (written atomically).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Add the key: each exercise again, its boxes filled in, on pages after the questions.
    #[arg(long)]
    pub answers: bool,
    /// The language of the sheet (default: the notebook's).
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}

/// Writes a notebook's exercise sheet; the line to print.
pub fn run_sheet(args: &SheetArgs) -> Result<String, String> {
    let lang_asked = args.lang.map(LangArg::lang);
    let loaded = notebook::load(&args.notebook)
        .map_err(|error| notebook::load_error_text(&error, lang_asked.unwrap_or(Lang::En)))?;
    let lang = lang_asked.unwrap_or(loaded.lang);
    let pages = sheet::write_sheet(&loaded, lang, args.answers, &args.out)
        .map_err(|error| error.text(lang))?;
    Ok(tr!(
        lang,
        "cli-sheet-wrote",
        path = args.out.display().to_string(),
        pages = pages
    ))
}
