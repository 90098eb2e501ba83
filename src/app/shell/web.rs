//! The app in a browser's canvas: eframe's web runner draws it, the browser's local storage
//! keeps its settings, and `window.abtutorTest` shows its state to the page's tests.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use super::app::AbtutorApp;
use super::options::View;
use crate::lang::Lang;
use crate::setup::timing::TimedCase;
use crate::tr;

/// The app and the object the page's tests read.
struct WebApp {
    app: AbtutorApp,
    test_hook: js_sys::Object,
    /// Frames drawn so far.
    frames: u64,
    /// A timed case the page asked the player to show (`abtutorTest.show(name)`).
    asked: Rc<RefCell<Option<TimedCase>>>,
}

impl eframe::App for WebApp {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        if let Some(case) = self.asked.borrow_mut().take() {
            self.app.settings_mut().search = case.setup();
            self.app.run_search(ui.ctx());
        }
        eframe::App::ui(&mut self.app, ui, frame);
        self.frames += 1;
        self.publish(frame.info().cpu_usage);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::App::save(&mut self.app, storage);
    }
}

impl WebApp {
    /// What a test asks of the page: the view, the frame shown, the last message.
    fn publish(&self, cpu_seconds: Option<f32>) {
        let view = match self.app.settings().view {
            View::Player => "player",
            View::Notebook => "notebook",
            View::Play => "play",
            View::MonteCarlo => "montecarlo",
        };
        let player = self.app.player();
        let cpu_ms = cpu_seconds.map_or(JsValue::NULL, |seconds| (seconds * 1000.0).into());
        let student = player.search().student.as_deref();
        let verdict = student.map_or(JsValue::NULL, |student| {
            format!("{:?}", student.report.verdict)
                .to_lowercase()
                .into()
        });
        let fields: [(&str, JsValue); 8] = [
            ("studentVerdict", verdict),
            ("cpuMs", cpu_ms),
            ("frames", (self.frames as f64).into()),
            ("view", view.into()),
            ("frameIndex", (player.frame_index() as f64).into()),
            ("lastFrameIndex", (player.last_frame_index() as f64).into()),
            ("recording", self.app.is_recording().into()),
            (
                "message",
                self.app.message().map_or(JsValue::NULL, Into::into),
            ),
        ];
        for (name, value) in fields.into_iter().chain(self.notebook_fields()) {
            let _ = js_sys::Reflect::set(&self.test_hook, &name.into(), &value);
        }
    }

    /// The notebook's title, its cells that run, how many have run and failed, their
    /// outputs (a check's verdict, say), the last one also alone, and what the notebook
    /// view tells (a file it could not open, say).
    fn notebook_fields(&self) -> [(&'static str, JsValue); 7] {
        let view = self.app.notebook();
        let notebook = &view.editor.notebook;
        let told = view.message.as_ref().map_or(JsValue::NULL, |notice| {
            notice.text(self.app.settings().lang).into()
        });
        let runnable = notebook
            .cells
            .iter()
            .filter(|cell| cell.kind.is_executable());
        let outputs: Vec<_> = runnable
            .clone()
            .filter_map(|cell| cell.output.as_ref())
            .collect();
        let failed = outputs.iter().filter(|output| output.error).count();
        let texts = js_sys::Array::new();
        for output in &outputs {
            texts.push(&format!("{}{}", output.text, output.printed).into());
        }
        let last = texts.at(-1);
        let last = if last.is_undefined() {
            JsValue::NULL
        } else {
            last
        };
        [
            ("notebookTitle", notebook.title.as_str().into()),
            ("cells", (runnable.count() as f64).into()),
            ("cellsRun", (outputs.len() as f64).into()),
            ("cellsFailed", (failed as f64).into()),
            ("lastOutput", last),
            ("outputs", texts.into()),
            ("notebookMessage", told),
        ]
    }
}

/// Starts the app in the canvas `canvas_id`; a failure is written into the page's
/// `loading_text` element, where the reader of a blank page looks.
pub fn start_web(canvas_id: &str) {
    let canvas_id = canvas_id.to_string();
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(error) = start(&canvas_id).await {
            say_in_page(&error);
        }
    });
}

async fn start(canvas_id: &str) -> Result<(), String> {
    let lang = Lang::default();
    let no_page = || tr!(lang, "web-no-page");
    let window = web_sys::window().ok_or_else(no_page)?;
    let document = window.document().ok_or_else(no_page)?;
    let canvas = document
        .get_element_by_id(canvas_id)
        .and_then(|element| element.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        .ok_or_else(|| tr!(lang, "web-no-canvas", id = canvas_id))?;
    let test_hook = js_sys::Object::new();
    js_sys::Reflect::set(&window, &"abtutorTest".into(), &test_hook)
        .map_err(|error| format!("{error:?}"))?;
    let time = Closure::<dyn Fn(String) -> JsValue>::new(time_case).into_js_value();
    js_sys::Reflect::set(&test_hook, &"time".into(), &time)
        .map_err(|error| format!("{error:?}"))?;
    let asked = Rc::new(RefCell::new(None));
    let asking = Rc::clone(&asked);
    let show = Closure::<dyn Fn(String) -> bool>::new(move |name: String| {
        let case = TimedCase::from_name(&name);
        *asking.borrow_mut() = case;
        case.is_some()
    });
    js_sys::Reflect::set(&test_hook, &"show".into(), &show.into_js_value())
        .map_err(|error| format!("{error:?}"))?;
    let python = Closure::<dyn Fn() -> JsValue>::new(python_state).into_js_value();
    js_sys::Reflect::set(&test_hook, &"python".into(), &python)
        .map_err(|error| format!("{error:?}"))?;
    let end_python = Closure::<dyn Fn()>::new(crate::program::end_python_worker).into_js_value();
    js_sys::Reflect::set(&test_hook, &"endPython".into(), &end_python)
        .map_err(|error| format!("{error:?}"))?;
    let options = eframe::WebOptions::default();
    eframe::WebRunner::new()
        .start(
            canvas,
            options,
            Box::new(move |creation| {
                // Ctrl + / − / 0 zoom the browser's page; the app's zoom is its own.
                creation
                    .egui_ctx
                    .options_mut(|options| options.zoom_with_keyboard = false);
                let app = AbtutorApp::from_creation_context(creation);
                Ok(Box::new(WebApp {
                    app,
                    test_hook,
                    frames: 0,
                    asked,
                }))
            }),
        )
        .await
        .map_err(|error| format!("{error:?}"))?;
    if let Some(loading) = document.get_element_by_id("loading_text") {
        loading.remove();
    }
    Ok(())
}

/// `abtutorTest.time(name)`: records a timed case (see [`TimedCase`]) and answers
/// `[frames, milliseconds]`, or `null` for a name that is none.
fn time_case(name: String) -> JsValue {
    let Some((frames, millis)) = TimedCase::from_name(&name).and_then(TimedCase::run) else {
        return JsValue::NULL;
    };
    js_sys::Array::of2(&(frames as f64).into(), &millis.into()).into()
}

fn say_in_page(error: &str) {
    let text = tr!(Lang::default(), "web-start-failed", error = error);
    web_sys::console::error_1(&text.as_str().into());
    let loading = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id("loading_text"));
    if let Some(loading) = loading {
        loading.set_text_content(Some(&text));
    }
}

/// `abtutorTest.python()`: what the page's Python workers have done, read when asked (a
/// worker's message draws no frame): how long each load of Python took, how often Pyodide's
/// module was compiled, how many runs waited for Python to load.
fn python_state() -> JsValue {
    let counts = crate::program::python_counts();
    let load_ms: js_sys::Array = counts.load_ms.iter().map(|&ms| JsValue::from(ms)).collect();
    let state = js_sys::Object::new();
    let fields: [(&str, JsValue); 3] = [
        ("loadMs", load_ms.into()),
        ("compiles", counts.compiles.into()),
        ("runsThatWaited", counts.runs_that_waited.into()),
    ];
    for (name, value) in fields {
        let _ = js_sys::Reflect::set(&state, &name.into(), &value);
    }
    state.into()
}
