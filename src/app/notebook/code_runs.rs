//! The programs a notebook's code cells are running, one a cell, with what they run with:
//! the interpreter the settings name (and what it answered) and the limits.

use std::collections::HashMap;
use std::path::PathBuf;

use crate::app::notebook::code_cell::{CodeResult, CodeRun, InterpreterProbe, interpreter_ui};
use crate::lang::Lang;
use crate::notebook::{CellId, CodeRunSettings};
use crate::setup::SearchSetup;
use crate::tree::Trees;

/// The running programs of one notebook.
#[derive(Default)]
pub struct CodeRuns {
    runs: HashMap<CellId, CodeRun>,
    settings: CodeRunSettings,
    /// Wakes the UI when a program ends.
    repaint: egui::Context,
    /// The interpreter the settings name, as last asked.
    interpreter: Option<InterpreterProbe>,
}

impl CodeRuns {
    /// Runs the cell `id`'s program; a run in progress there is replaced, its program killed.
    pub fn start(
        &mut self,
        trees: &Trees,
        (id, execution_count): (CellId, u32),
        (search, source): (&SearchSetup, &str),
        lang: Lang,
    ) {
        self.runs.remove(&id);
        // Where no sandbox can be made the cell runs as any program (its field says so).
        let mut settings = self.settings.clone();
        settings.limits.sandboxed = crate::program::sandbox().is_ok();
        let run = CodeRun::start(
            trees.clone(),
            execution_count,
            (search.clone(), source.to_string()),
            settings,
            lang,
            self.repaint.clone(),
        );
        self.runs.insert(id, run);
    }

    pub fn is_running(&self, id: CellId) -> bool {
        self.runs.contains_key(&id)
    }

    /// The runs that ended, each with its cell's output.
    pub fn take_finished(&mut self) -> Vec<(CellId, CodeResult)> {
        let ended: Vec<(CellId, CodeResult)> = self
            .runs
            .iter_mut()
            .filter_map(|(&id, run)| run.finished().map(|result| (id, result)))
            .collect();
        for (id, _) in &ended {
            self.runs.remove(id);
        }
        ended
    }

    /// Kills every program (the app is closing).
    pub fn stop_all(&mut self) {
        for run in self.runs.values() {
            run.stop();
        }
        self.runs.clear();
    }

    /// The cell's running program, its output so far and Stop.
    pub fn ui(&self, ui: &mut egui::Ui, lang: Lang, id: CellId) {
        if let Some(run) = self.runs.get(&id)
            && run.ui(ui, lang)
        {
            run.stop();
        }
    }

    /// The interpreter field above a notebook with code cells, kept as the settings' `python`;
    /// each frame, so that a run started now gets what the settings say.
    pub fn settings_ui(&mut self, ui: &mut egui::Ui, lang: Lang, python: &mut String, shown: bool) {
        self.repaint = ui.ctx().clone();
        if shown {
            ui.horizontal(|ui| interpreter_ui(ui, lang, python, &mut self.interpreter));
        }
        self.settings.interpreter =
            Some(PathBuf::from(python.trim())).filter(|path| !path.as_os_str().is_empty());
    }
}
