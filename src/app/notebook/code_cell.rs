//! A code cell: the Python editor (line numbers, colours, Tab as four spaces, the keys that
//! run it) and its run off the UI thread, with the output shown as it comes and Stop.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::app::notebook::python_colours::highlighted;
use crate::background::Background;
use crate::check::StudentRun;
use crate::lang::Lang;
use crate::notebook::{CellOutput, CellSearch, CodeRunSettings, dropped_note};
use crate::program::{Interpreter, InterpreterError, Output, RunControl, Stream};
use crate::setup::SearchSetup;
use crate::tr;
use crate::tree::Trees;

/// How often a running program's output is drawn again.
const OUTPUT_REPAINT: Duration = Duration::from_millis(50);

/// Bytes of a running program's output laid out each frame: the latest.
const LIVE_OUTPUT_BYTES: usize = 32 * 1024;

/// What a finished code cell hands back.
pub type CodeResult = (CellOutput, Option<CellSearch>, Option<StudentRun>);

/// A code cell's program running off the UI thread.
pub struct CodeRun {
    output: Arc<Mutex<Output>>,
    control: Arc<RunControl>,
    handle: Option<Background<CodeResult>>,
    /// In a browser: the program in the page's Python worker, and the trees its check uses.
    #[cfg(target_arch = "wasm32")]
    browser: Option<(crate::notebook::BrowserCodeRun, Trees)>,
}

impl CodeRun {
    pub fn start(
        mut trees: Trees,
        execution_count: u32,
        (search, source): (SearchSetup, String),
        settings: CodeRunSettings,
        lang: Lang,
        repaint: egui::Context,
    ) -> CodeRun {
        let output = Arc::new(Mutex::new(Output::default()));
        let control = Arc::new(RunControl::default());
        #[cfg(target_arch = "wasm32")]
        {
            let started = crate::notebook::BrowserCodeRun::start(
                &mut trees,
                (&search, &source),
                &settings,
                (&output, &control),
                execution_count,
                lang,
            );
            let _ = repaint;
            let (handle, browser) = match started {
                Ok(run) => (None, Some((run, trees))),
                Err(result) => (Some(Background::Done(Some(result))), None),
            };
            CodeRun {
                output,
                control,
                handle,
                browser,
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let (shared_output, shared_control) = (Arc::clone(&output), Arc::clone(&control));
            let handle = Background::start("program", move || {
                let result = crate::notebook::run_code_cell(
                    &mut trees,
                    (&search, &source),
                    &settings,
                    (&shared_output, &shared_control),
                    execution_count,
                    lang,
                );
                repaint.request_repaint();
                result
            });
            CodeRun {
                output,
                control,
                handle: Some(handle),
            }
        }
    }

    /// Asks the program to stop; its cell then says it was stopped.
    pub fn stop(&self) {
        self.control.stop();
    }

    /// The cell's output once the run has ended.
    pub fn finished(&mut self) -> Option<CodeResult> {
        #[cfg(target_arch = "wasm32")]
        if let Some((run, trees)) = &mut self.browser {
            let result = run.poll(trees);
            if result.is_some() {
                self.browser = None;
            }
            return result;
        }
        if !self.handle.as_ref()?.is_finished() {
            return None;
        }
        self.handle.take()?.join()
    }

    /// Whether the program waits for Python to be loaded (in a browser, its first run).
    fn is_loading(&self) -> bool {
        #[cfg(target_arch = "wasm32")]
        if let Some((run, _)) = &self.browser {
            return run.is_loading();
        }
        false
    }

    /// The output so far and a Stop button; whether Stop was clicked.
    pub fn ui(&self, ui: &mut egui::Ui, lang: Lang) -> bool {
        ui.ctx().request_repaint_after(OUTPUT_REPAINT);
        let stopped = ui
            .horizontal(|ui| {
                ui.spinner();
                if self.control.has_ended() {
                    ui.label(tr!(lang, "notebook-code-checking"));
                    let progress = self.control.trace_progress();
                    ui.add(
                        egui::ProgressBar::new(progress)
                            .desired_width(160.0)
                            .show_percentage(),
                    );
                } else if self.is_loading() {
                    ui.label(tr!(lang, "notebook-code-loading-python"));
                } else {
                    ui.label(tr!(lang, "notebook-code-running"));
                }
                ui.button(tr!(lang, "notebook-code-stop")).clicked()
            })
            .inner;
        let output = self
            .output
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        // As it comes, the error stream is told apart by its colour; each frame lays out
        // only the latest output, which is what the box scrolls to.
        let font = egui::TextStyle::Monospace.resolve(ui.style());
        let mut job = egui::text::LayoutJob::default();
        for (stream, piece) in output.tail(LIVE_OUTPUT_BYTES) {
            let color = match stream {
                Stream::Out => ui.visuals().text_color(),
                Stream::Err => ui.visuals().error_fg_color,
            };
            job.append(piece, 0.0, egui::TextFormat::simple(font.clone(), color));
        }
        if let Some(note) = dropped_note(&output, lang) {
            let weak = egui::TextFormat::simple(font, ui.visuals().weak_text_color());
            job.append(&note, 0.0, weak);
        }
        drop(output);
        printed_box_ui(ui, job);
        stopped
    }
}

impl Drop for CodeRun {
    /// A run left behind (a new run, the notebook closed, the app quitting) is killed with
    /// its children at once; its thread ends by itself, unwaited for.
    fn drop(&mut self) {
        self.stop();
    }
}

/// A program's printed output, in a box that keeps to the latest lines.
pub fn printed_ui(ui: &mut egui::Ui, text: &str) {
    if text.is_empty() {
        return;
    }
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let job = egui::text::LayoutJob::simple_format(
        text.to_string(),
        egui::TextFormat::simple(font, ui.visuals().text_color()),
    );
    printed_box_ui(ui, job);
}

fn printed_box_ui(ui: &mut egui::Ui, job: egui::text::LayoutJob) {
    if job.text.is_empty() {
        return;
    }
    egui::Frame::new()
        .fill(ui.visuals().extreme_bg_color)
        .inner_margin(4.0)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(160.0)
                .stick_to_bottom(true)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    ui.add(egui::Label::new(job).wrap());
                });
        });
}

/// What the editor's keys asked this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EditorKeys {
    /// Ctrl+Enter.
    pub run: bool,
    /// Shift+Enter.
    pub run_and_advance: bool,
}

/// The code editor: line numbers (the line `marked` in red), Python colours, Tab as four
/// spaces, undo; the keys that run the cell.
pub fn code_editor_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    source: &mut String,
    marked: Option<u32>,
) -> EditorKeys {
    let editor_id = ui.make_persistent_id("code-editor");
    let mut keys = EditorKeys::default();
    if ui.memory(|memory| memory.has_focus(editor_id)) {
        ui.input_mut(|input| {
            keys.run = input.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter);
            keys.run_and_advance = input.consume_key(egui::Modifiers::SHIFT, egui::Key::Enter);
        });
    }
    let new_line = ui.memory(|memory| memory.has_focus(editor_id))
        && ui.input(|input| input.key_pressed(egui::Key::Enter) && input.modifiers.is_none());
    let editor_label = ui.weak(tr!(lang, "notebook-code-editor"));
    let line_count = source.lines().count().max(1) + usize::from(source.ends_with('\n'));
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let dark = ui.visuals().dark_mode;
    let error_fill = ui.visuals().error_fg_color.gamma_multiply(0.25);
    ui.horizontal_top(|ui| {
        let numbers: String = (1..=line_count)
            .map(|line| format!("{line:>3}\n"))
            .collect();
        let mut numbers_job = egui::text::LayoutJob::default();
        for (index, number) in numbers.split_inclusive('\n').enumerate() {
            let is_marked = marked == Some(index as u32 + 1);
            numbers_job.append(
                number,
                0.0,
                egui::TextFormat {
                    font_id: font.clone(),
                    color: if is_marked {
                        ui.visuals().error_fg_color
                    } else {
                        ui.visuals().weak_text_color()
                    },
                    background: if is_marked {
                        error_fill
                    } else {
                        egui::Color32::TRANSPARENT
                    },
                    ..Default::default()
                },
            );
        }
        // The numbers sit level with the editor's rows: the same font, the same top margin.
        ui.add_space(0.0);
        ui.vertical(|ui| {
            ui.add_space(2.0);
            ui.label(numbers_job)
                .on_hover_text(tr!(lang, "notebook-code-line-numbers"));
        });
        let mut layouter = |ui: &egui::Ui, text: &dyn egui::TextBuffer, _wrap_width: f32| {
            let job = highlighted(
                text.as_str(),
                &font,
                dark,
                marked.map(|line| (line, error_fill)),
            );
            ui.fonts_mut(|fonts| fonts.layout_job(job))
        };
        let response = ui.add(
            egui::TextEdit::multiline(source)
                .id(editor_id)
                .code_editor()
                .margin(egui::Margin::symmetric(4, 2))
                .desired_rows(line_count.max(6))
                .desired_width(f32::INFINITY)
                .layouter(&mut layouter),
        );
        if response.changed() && source.contains('\t') {
            tabs_to_spaces(ui.ctx(), editor_id, source);
        }
        if response.changed() && new_line {
            indent_new_line(ui.ctx(), editor_id, source);
        }
        response
            .labelled_by(editor_label.id)
            .on_hover_text(tr!(lang, "notebook-code-keys"));
    });
    keys
}

/// Indents a line just begun as the line above it, one step more after a `:` (a block
/// opens), as Python editors do.
fn indent_new_line(ctx: &egui::Context, id: egui::Id, source: &mut String) {
    let Some(mut state) = egui::TextEdit::load_state(ctx, id) else {
        return;
    };
    let Some(cursor) = state.cursor.char_range().map(|range| range.primary.index.0) else {
        return;
    };
    let Some(at) = source.char_indices().nth(cursor).map_or(
        (cursor == source.chars().count()).then_some(source.len()),
        |(byte, _)| Some(byte),
    ) else {
        return;
    };
    let Some(above) = source[..at].strip_suffix('\n') else {
        return;
    };
    let line = above.rsplit('\n').next().unwrap_or_default();
    let mut indent = line.len() - line.trim_start_matches(' ').len();
    let code = line.split('#').next().unwrap_or_default().trim_end();
    if code.ends_with(':') {
        indent += 4;
    }
    if indent == 0 {
        return;
    }
    source.insert_str(at, &" ".repeat(indent));
    let moved = egui::text::CCursor::new(cursor + indent);
    state
        .cursor
        .set_char_range(Some(egui::text::CCursorRange::one(moved)));
    state.store(ctx, id);
}

/// Turns the tabs the editor inserted into four spaces each, keeping the cursor after them.
fn tabs_to_spaces(ctx: &egui::Context, id: egui::Id, source: &mut String) {
    let mut state = egui::TextEdit::load_state(ctx, id);
    let cursor = state
        .as_ref()
        .and_then(|state| state.cursor.char_range())
        .map(|range| range.primary.index.0);
    let tabs_before = cursor.map_or(0, |index| {
        source
            .chars()
            .take(index)
            .filter(|&character| character == '\t')
            .count()
    });
    *source = source.replace('\t', "    ");
    if let (Some(state), Some(index)) = (state.as_mut(), cursor) {
        // Each tab before the cursor became four characters: the cursor moves three on.
        let moved = egui::text::CCursor::new(index + 3 * tabs_before);
        state
            .cursor
            .set_char_range(Some(egui::text::CCursorRange::one(moved)));
        state.clone().store(ctx, id);
    }
}

/// The interpreter a probe found (or why none), for the path it was asked about.
pub type InterpreterProbe = (String, Result<Interpreter, InterpreterError>);

/// The interpreter field: a path (empty: python3 from the PATH) and the version it
/// answers with, asked again only when the path changes.
pub fn interpreter_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    python: &mut String,
    probe: &mut Option<InterpreterProbe>,
) {
    let label = ui.label(tr!(lang, "settings-python"));
    if cfg!(target_arch = "wasm32") {
        // A page has no interpreter to choose: its Python is Pyodide, in a worker of its own.
        ui.weak(tr!(lang, "settings-python-in-page"));
        return;
    }
    ui.add(
        egui::TextEdit::singleline(python)
            .desired_width(140.0)
            .hint_text(tr!(lang, "settings-python-hint")),
    )
    .labelled_by(label.id);
    if probe.as_ref().is_none_or(|(asked, _)| asked != python) {
        let path = std::path::PathBuf::from(python.trim());
        *probe = Some((python.clone(), Interpreter::find(Some(&path))));
    }
    match probe.as_ref().map(|(_, found)| found) {
        Some(Ok(interpreter)) => {
            ui.weak(tr!(
                lang,
                "settings-python-version",
                version = interpreter.version_text()
            ));
        }
        Some(Err(error)) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                crate::text::interpreter_error(lang, error),
            );
        }
        None => {}
    }
    match crate::program::sandbox() {
        Ok(_) => {
            ui.weak(tr!(lang, "settings-python-sandboxed"));
        }
        Err(reason) => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!(
                    lang,
                    "settings-python-no-sandbox",
                    reason = crate::text::sandbox_unavailable(lang, &reason)
                ),
            );
        }
    }
}
