//! A program run in a browser: Python in Pyodide, in a Web Worker beside the page
//! (`web/python-worker.js`, served as `python-worker.js` with Pyodide in `pyodide/`). The
//! worker keeps Python loaded from one run to the next and takes runs one at a time, in the
//! order posted (a notebook's Run all posts them all); the page ends it for the time limit,
//! Stop or too much output. Once Python has loaded, a second worker loads it too and waits:
//! when the first is ended, the second takes over at once with the runs still waiting, so
//! that the next run does not wait seconds for Python, and a new second one starts loading
//! from Pyodide's module as the first worker compiled it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_time::Instant;

use super::folder::HELPER;
use super::{Ending, Limits, Output, RunControl, Stream};

/// The worker's script, beside the page.
const WORKER_SCRIPT: &str = "./python-worker.js";

/// Where the worker writes the program: tracebacks show the file's name alone.
const PROGRAM_FOLDER: &str = "/abtutor/run/program/";

/// Where a run is.
enum Phase {
    /// Python is being loaded (the first run of the page, or after a worker was ended).
    Loading,
    /// The program has run since then.
    Running(Instant),
    /// It ended by itself: its status, whether on a MemoryError, and its trace file.
    Ended {
        status: i32,
        memory: bool,
        trace: Option<Vec<u8>>,
    },
    /// Pyodide could not be loaded (not served beside the page, say).
    Unavailable(String),
    /// Pyodide itself broke while the program ran.
    Failed(String),
    /// Its time ran out and its worker was ended (by a timer: the page may not be drawn).
    TimedOut,
    /// Its ending has been taken.
    Taken,
}

/// What the worker's messages tell of the run under way.
struct RunState {
    id: u64,
    /// The message that posts the run, posted again to a fresh worker while it waits.
    job: JsValue,
    phase: Phase,
    output: Arc<Mutex<Output>>,
    output_limit: usize,
    time_limit: std::time::Duration,
    /// Bytes the program printed, kept or not.
    written: u64,
}

/// A worker and its message handlers (dropped with it).
struct PythonWorker {
    worker: web_sys::Worker,
    /// Which worker of the page's it is: its messages say.
    serial: u64,
    /// Whether it has said it loaded Python.
    loaded: bool,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

/// What the page's workers have done so far, for the page's tests and benchmarks: how long
/// each load of Python took, how often Pyodide's module was compiled, and how many runs
/// waited for Python to load.
#[derive(Clone, Debug, Default)]
pub struct PythonCounts {
    pub load_ms: Vec<f64>,
    pub compiles: u32,
    pub runs_that_waited: u32,
}

pub fn python_counts() -> PythonCounts {
    COUNTS.with_borrow(Clone::clone)
}

thread_local! {
    /// The worker that takes the runs.
    static WORKER: RefCell<Option<PythonWorker>> = const { RefCell::new(None) };
    /// The worker that takes over when that one is ended.
    static STANDBY: RefCell<Option<PythonWorker>> = const { RefCell::new(None) };
    /// Pyodide's WebAssembly module, as a worker compiled it: handed to every worker after.
    static COMPILED: RefCell<Option<JsValue>> = const { RefCell::new(None) };
    static NEXT_SERIAL: Cell<u64> = const { Cell::new(1) };
    static COUNTS: RefCell<PythonCounts> = RefCell::default();
    /// The runs posted and not yet taken, oldest first.
    static RUNS: RefCell<Vec<Rc<RefCell<RunState>>>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
    /// The worker's script failed: the next run starts a new worker.
    static WORKER_FAILED: Cell<bool> = const { Cell::new(false) };
}

/// A program running in the worker.
pub struct BrowserRun {
    state: Rc<RefCell<RunState>>,
    limits: Limits,
}

impl BrowserRun {
    /// Posts the program `source` (run as `name`) with the game's `table` to the worker,
    /// its output going to `output`.
    pub fn start(
        (name, source): (&str, &str),
        table: &[u8],
        limits: Limits,
        output: &Arc<Mutex<Output>>,
    ) -> BrowserRun {
        output
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
            .hidden_prefix = PROGRAM_FOLDER.to_string();
        let id = NEXT_ID.replace(NEXT_ID.get() + 1);
        let job = js_sys::Object::new();
        let helper = js_sys::Array::new();
        for (path, text) in HELPER {
            helper.push(&js_sys::Array::of2(&path.into(), &text.into()));
        }
        let fields: [(&str, JsValue); 5] = [
            ("id", JsValue::from_f64(id as f64)),
            ("name", name.into()),
            ("source", source.into()),
            ("table", js_sys::Uint8Array::from(table).into()),
            ("helper", helper.into()),
        ];
        for (field, value) in fields {
            let _ = js_sys::Reflect::set(&job, &field.into(), &value);
        }
        let state = Rc::new(RefCell::new(RunState {
            id,
            job: job.into(),
            phase: Phase::Loading,
            output: Arc::clone(output),
            output_limit: limits.output,
            time_limit: limits.time,
            written: 0,
        }));
        RUNS.with_borrow_mut(|runs| runs.push(Rc::clone(&state)));
        post_run(&state);
        BrowserRun { state, limits }
    }

    /// Whether Python is still being loaded for this run.
    pub fn is_loading(&self) -> bool {
        matches!(self.state.borrow().phase, Phase::Loading)
    }

    /// How the run ended, once it has (its ending and the trace it wrote); `control` stops
    /// it, and learns when it has ended.
    pub fn poll(&self, control: &RunControl) -> Option<(Ending, Option<Vec<u8>>)> {
        let mut state = self.state.borrow_mut();
        if matches!(state.phase, Phase::Taken) {
            return None;
        }
        let over = |ending: Ending| Some((ending, None));
        let written = state.written;
        let ended = if control.is_stopped() {
            over(Ending::Stopped)
        } else {
            match &mut state.phase {
                Phase::Loading | Phase::Taken => None,
                Phase::Running(since) if since.elapsed() > self.limits.time => {
                    over(Ending::TimedOut)
                }
                Phase::TimedOut => over(Ending::TimedOut),
                Phase::Running(_) if written > self.limits.disk => over(Ending::TooMuchWritten),
                Phase::Running(_) => None,
                Phase::Ended { trace, .. }
                    if trace
                        .as_ref()
                        .is_some_and(|trace| trace.len() as u64 > self.limits.disk) =>
                {
                    over(Ending::TooMuchWritten)
                }
                Phase::Ended {
                    status,
                    memory,
                    trace,
                } => Some(if *memory {
                    (Ending::OutOfMemory, None)
                } else {
                    (Ending::Exited(*status), trace.take())
                }),
                Phase::Unavailable(detail) => over(Ending::NoPyodide(detail.clone())),
                Phase::Failed(detail) => {
                    let detail = detail.clone();
                    push_output(&mut state, Stream::Err, &format!("{detail}\n"));
                    over(if detail.to_lowercase().contains("memory") {
                        Ending::OutOfMemory
                    } else {
                        Ending::Exited(1)
                    })
                }
            }
        }?;
        // A worker that ran out, broke or was cut short is not used again; a run that
        // never started is only dropped from the worker's queue.
        let phase = std::mem::replace(&mut state.phase, Phase::Taken);
        drop(state);
        match phase {
            // A run whose time ran out has had its worker ended already.
            Phase::Ended { memory: false, .. } | Phase::Unavailable(_) | Phase::TimedOut => {
                forget(&self.state);
            }
            Phase::Loading => cancel(&self.state),
            _ => {
                forget(&self.state);
                end_worker();
            }
        }
        control.ended.store(true, Ordering::SeqCst);
        Some(ended)
    }
}

impl Drop for BrowserRun {
    /// A run left behind is stopped: with its worker when it runs, else before it starts.
    fn drop(&mut self) {
        let phase = std::mem::replace(&mut self.state.borrow_mut().phase, Phase::Taken);
        match phase {
            Phase::Taken => {}
            Phase::Running(_) => {
                forget(&self.state);
                end_worker();
            }
            _ => cancel(&self.state),
        }
    }
}

/// Takes `state` off the runs waiting for the worker.
fn forget(state: &Rc<RefCell<RunState>>) {
    RUNS.with_borrow_mut(|runs| runs.retain(|run| !Rc::ptr_eq(run, state)));
}

/// Drops the run of `state`, posted and no longer wanted, before it runs: the worker is told
/// not to start it, or is ended when the run may be starting in it already (the first one
/// waiting, whose "running" may be on its way).
fn cancel(state: &Rc<RefCell<RunState>>) {
    let first = RUNS.with_borrow(|runs| runs.first().is_some_and(|run| Rc::ptr_eq(run, state)));
    forget(state);
    if first {
        end_worker();
        return;
    }
    let message = js_sys::Object::new();
    let id = JsValue::from_f64(state.borrow().id as f64);
    let _ = js_sys::Reflect::set(&message, &"cancel".into(), &id);
    WORKER.with_borrow(|worker| {
        if let Some(started) = worker {
            let _ = started.worker.post_message(&message);
        }
    });
}

/// Posts the run of `state` to the worker (started when there is none).
fn post_run(state: &Rc<RefCell<RunState>>) {
    let job = state.borrow().job.clone();
    let posted = with_worker(|worker| {
        worker
            .post_message(&job)
            .map_err(|error| format!("{WORKER_SCRIPT}: {error:?}"))
    });
    if let Err(detail) = posted.unwrap_or_else(|| Err(WORKER_SCRIPT.to_string())) {
        state.borrow_mut().phase = Phase::Unavailable(detail);
    }
}

fn push_output(state: &mut RunState, stream: Stream, text: &str) {
    state.written += text.len() as u64;
    let limit = state.output_limit;
    state
        .output
        .lock()
        .unwrap_or_else(|poison| poison.into_inner())
        .push(stream, text, limit);
}

/// Runs `work` with the worker, starting it first when there is none.
fn with_worker<T>(work: impl FnOnce(&web_sys::Worker) -> T) -> Option<T> {
    if WORKER_FAILED.replace(false) {
        // Dropped here, not inside its own error handler.
        if let Some(failed) = WORKER.take() {
            failed.worker.terminate();
        }
    }
    WORKER.with_borrow_mut(|slot| {
        if slot.is_none() {
            *slot = start_worker();
        }
        slot.as_ref().map(|started| work(&started.worker))
    })
}

/// Ends the worker (and the run under way in it), as the time limit does. The standby takes
/// over, else a fresh worker starts loading; the runs still waiting are posted to it.
pub fn end_worker() {
    if let Some(old) = WORKER.take() {
        old.worker.terminate();
    }
    if let Some(standby) = STANDBY.take() {
        // One that is still loading starts the next standby once it has loaded.
        let loaded = standby.loaded;
        WORKER.set(Some(standby));
        if loaded {
            STANDBY.set(start_worker());
        }
    }
    let waiting = RUNS.with_borrow(Clone::clone);
    if waiting.is_empty() {
        let _ = with_worker(|_| ());
    }
    for state in &waiting {
        state.borrow_mut().phase = Phase::Loading;
        post_run(state);
    }
}

/// Starts a worker, posting it Pyodide's module to load Python from when a worker before
/// compiled it.
fn start_worker() -> Option<PythonWorker> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(WORKER_SCRIPT, &options).ok()?;
    let serial = NEXT_SERIAL.replace(NEXT_SERIAL.get() + 1);
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            on_message(serial, &event.data());
        });
    let on_error =
        Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |event: web_sys::ErrorEvent| {
            event.prevent_default();
            if holds(&STANDBY, serial) {
                after(0, move || drop_standby(serial));
                return;
            }
            // The script itself could not be loaded or run: every run waiting in it fails.
            WORKER_FAILED.set(true);
            let detail = format!("{WORKER_SCRIPT}: {}", event.message());
            RUNS.with_borrow(|runs| {
                for state in runs {
                    state.borrow_mut().phase = Phase::Unavailable(detail.clone());
                }
            });
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let load = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&load, &"load".into(), &JsValue::TRUE);
    if let Some(module) = COMPILED.with_borrow(Clone::clone) {
        let _ = js_sys::Reflect::set(&load, &"module".into(), &module);
    }
    let _ = worker.post_message(&load);
    Some(PythonWorker {
        worker,
        serial,
        loaded: false,
        _on_message: on_message,
        _on_error: on_error,
    })
}

type WorkerSlot = std::thread::LocalKey<RefCell<Option<PythonWorker>>>;

/// Whether `slot` (the worker or the standby) holds the worker `serial`.
fn holds(slot: &'static WorkerSlot, serial: u64) -> bool {
    slot.with_borrow(|worker| {
        worker
            .as_ref()
            .is_some_and(|worker| worker.serial == serial)
    })
}

/// Ends the standby `serial`, which could not load Python: the page goes on without one.
fn drop_standby(serial: u64) {
    if holds(&STANDBY, serial) {
        if let Some(standby) = STANDBY.take() {
            standby.worker.terminate();
        }
    }
}

/// A worker has loaded Python: the module it compiled, if it did, is kept for the workers
/// after it, and the worker that takes the runs gets a standby.
fn on_loaded(serial: u64, module: JsValue, load_ms: f64) {
    COUNTS.with_borrow_mut(|counts| {
        counts.load_ms.push(load_ms);
        if module.is_object() {
            counts.compiles += 1;
        }
    });
    if module.is_object() {
        COMPILED.set(Some(module));
    }
    for slot in [&STANDBY, &WORKER] {
        slot.with_borrow_mut(|worker| {
            if let Some(worker) = worker.as_mut().filter(|worker| worker.serial == serial) {
                worker.loaded = true;
            }
        });
    }
    if holds(&WORKER, serial) && STANDBY.with_borrow(Option::is_none) {
        STANDBY.set(start_worker());
    }
}

/// A message of the worker `serial`, for the run it names.
fn on_message(serial: u64, data: &JsValue) {
    let field = |name: &str| js_sys::Reflect::get(data, &name.into()).unwrap_or(JsValue::UNDEFINED);
    let text = |name: &str| field(name).as_string().unwrap_or_default();
    if text("kind") == "loaded" {
        on_loaded(
            serial,
            field("module"),
            field("loadMs").as_f64().unwrap_or(0.0),
        );
        return;
    }
    if holds(&STANDBY, serial) {
        // It could not load Python: its runs would not either.
        after(0, move || drop_standby(serial));
        return;
    }
    if !holds(&WORKER, serial) {
        // A worker ended already: what it said last is of runs taken.
        return;
    }
    let id = field("id").as_f64().unwrap_or(0.0) as u64;
    let Some(state) = run_with_id(id) else {
        // A run nobody waits for any more (its cancel came too late) holds up the queue.
        if text("kind") == "running" {
            end_worker_soon();
        }
        return;
    };
    let mut state = state.borrow_mut();
    match text("kind").as_str() {
        "running" => {
            if field("waited").as_bool() == Some(true) {
                COUNTS.with_borrow_mut(|counts| counts.runs_that_waited += 1);
            }
            state.phase = Phase::Running(Instant::now());
            end_at_time_limit(id, state.time_limit);
        }
        "output" => {
            let stream = if text("stream") == "err" {
                Stream::Err
            } else {
                Stream::Out
            };
            push_output(&mut state, stream, &text("text"));
        }
        "ended" => {
            let trace = field("trace")
                .dyn_into::<js_sys::Uint8Array>()
                .ok()
                .map(|bytes| bytes.to_vec());
            state.phase = Phase::Ended {
                status: field("status").as_f64().unwrap_or(1.0) as i32,
                memory: field("memory").as_bool().unwrap_or(false),
                trace,
            };
        }
        "unavailable" => state.phase = Phase::Unavailable(text("detail")),
        _ => state.phase = Phase::Failed(text("detail")),
    }
}

/// Ends the run `id` and its worker once `limit` has passed, when it is still running then:
/// a timer of the page's, which fires though no frame is drawn (the notebook not shown).
fn end_at_time_limit(id: u64, limit: std::time::Duration) {
    // A moment past the limit, so that the run has surely had all of it.
    let delay = i32::try_from(limit.as_millis() + 10).unwrap_or(i32::MAX);
    after(delay, move || {
        let Some(state) = run_with_id(id) else {
            return;
        };
        if !matches!(state.borrow().phase, Phase::Running(since) if since.elapsed() >= limit) {
            return;
        }
        state.borrow_mut().phase = Phase::TimedOut;
        forget(&state);
        end_worker();
    });
}

/// Ends the worker once its message handler, which is running, has returned.
fn end_worker_soon() {
    after(0, end_worker);
}

/// Runs `work` on a timer of the page's, `delay` ms from now.
fn after(delay: i32, work: impl FnOnce() + 'static) {
    let work = Closure::once_into_js(work);
    if let Some(window) = web_sys::window() {
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(work.unchecked_ref(), delay);
    }
}

/// The run posted as `id`, while it waits or runs.
fn run_with_id(id: u64) -> Option<Rc<RefCell<RunState>>> {
    RUNS.with_borrow(|runs| runs.iter().find(|state| state.borrow().id == id).cloned())
}
