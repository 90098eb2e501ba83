//! A code cell's program in a browser: run in Pyodide off the page's thread (a Web Worker),
//! then its trace checked here as on the desktop, once the worker has answered.

use std::sync::{Arc, Mutex};

use super::CellOutput;
use super::code::{CodeRunSettings, code_cell_request, code_cell_result};
use crate::check::{
    CheckRequest, Program, StudentRun, TraceWritten, TreeShelf, check_program_trace,
    prepare_program,
};
use crate::lang::Lang;
use crate::notebook::CellSearch;
use crate::program::{BrowserRun, Output, RunControl};
use crate::setup::SearchSetup;
use crate::tree::Trees;

/// What a finished code cell hands back.
type CodeResult = (CellOutput, Option<CellSearch>, Option<StudentRun>);

/// A code cell's program running in the page's Python worker.
pub struct BrowserCodeRun {
    run: BrowserRun,
    request: CheckRequest,
    shelf: TreeShelf,
    source: String,
    settings: CodeRunSettings,
    output: Arc<Mutex<Output>>,
    control: Arc<RunControl>,
    execution_count: u32,
    lang: Lang,
}

impl BrowserCodeRun {
    /// Starts a code cell's `(search, source)`, or says at once why it cannot run.
    pub fn start(
        trees: &mut Trees,
        (setup, source): (&SearchSetup, &str),
        settings: &CodeRunSettings,
        (output, control): (&Arc<Mutex<Output>>, &Arc<RunControl>),
        execution_count: u32,
        lang: Lang,
    ) -> Result<BrowserCodeRun, CodeResult> {
        let request = code_cell_request(setup);
        let shelf = TreeShelf::default();
        let program = Program::Cell(source.to_string());
        let prepared = match prepare_program(&program, &request, &shelf) {
            Ok(prepared) => prepared,
            Err(error) => {
                let cell = (settings, source);
                return Err(code_cell_result(
                    trees,
                    Err(error),
                    output,
                    cell,
                    execution_count,
                    lang,
                ));
            }
        };
        let run = BrowserRun::start(
            (&prepared.name, &prepared.source),
            &prepared.table,
            settings.limits,
            output,
        );
        Ok(BrowserCodeRun {
            run,
            request,
            shelf,
            source: prepared.source,
            settings: settings.clone(),
            output: Arc::clone(output),
            control: Arc::clone(control),
            execution_count,
            lang,
        })
    }

    /// Whether Python is still being loaded for it.
    pub fn is_loading(&self) -> bool {
        self.run.is_loading()
    }

    /// The cell's output once the program has ended and its trace has been checked.
    pub fn poll(&mut self, trees: &mut Trees) -> Option<CodeResult> {
        let (ending, trace) = self.run.poll(&self.control)?;
        let trace = match trace {
            Some(bytes) => {
                let size = bytes.len() as u64;
                TraceWritten::Found(Box::new(std::io::Cursor::new(bytes)), size)
            }
            None => TraceWritten::Missing,
        };
        let run = check_program_trace(
            ending,
            trace,
            self.source.clone(),
            &self.request,
            &self.shelf,
            &self.control,
        );
        let cell = (&self.settings, self.source.as_str());
        let lang = self.lang;
        Some(code_cell_result(
            trees,
            run,
            &self.output,
            cell,
            self.execution_count,
            lang,
        ))
    }
}
