// Runs a student's Python in Pyodide, in a Web Worker beside the page: one program at a time.
// The page posts a run (the program, the helper's files, the game's table); the worker
// answers with messages: "loaded" once Python is (with Pyodide's compiled module, which
// the page hands to the next worker it starts), "running" when the program starts, "output"
// as it prints, then "ended" (its status and trace file), "unavailable" when Pyodide cannot
// be loaded from ./pyodide/, or "failed" when Pyodide itself broke. The page ends the
// worker for the time limit or Stop; Python stays loaded in it from one run to the next.

const FOLDER = "/abtutor";
const PYTHON = FOLDER + "/python";
const RUN = FOLDER + "/run";
// Output goes to the page write by write. A program that writes more than WRITES_AT_ONCE
// times in WINDOW_MS has the rest gathered into pieces of at most PIECE_BYTES and PIECE_MS
// (no timer runs while Python does: a gathered piece goes with the next write, or at the end).
const WINDOW_MS = 100;
const WRITES_AT_ONCE = 100;
const PIECE_BYTES = 4096;
const PIECE_MS = 20;

let loading = null;
let ready = false;
let baseline = null;
// Pyodide's WebAssembly module: handed in by the page when an earlier worker compiled it,
// else compiled here and handed out.
let compiled = null;
let compiledHere = false;

// Pyodide instantiates its module through instantiateStreaming; a module handed in is
// instantiated without compiling it again.
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (source, imports) => {
  if (compiled) {
    return { module: compiled, instance: await WebAssembly.instantiate(compiled, imports) };
  }
  const result = await instantiateStreaming(source, imports);
  compiled = result.module;
  compiledHere = true;
  return result;
};

async function python() {
  if (!loading) {
    loading = (async () => {
      const started = performance.now();
      const { loadPyodide } = await import("./pyodide/pyodide.mjs");
      const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
      // What a run leaves behind (modules, path, environment) is undone from this.
      baseline = pyodide.runPython(
        "import os, sys\n(frozenset(sys.modules), list(sys.path), dict(os.environ), sys.getrecursionlimit())"
      );
      ready = true;
      const loadMs = performance.now() - started;
      postMessage({ kind: "loaded", module: compiledHere ? compiled : null, loadMs });
      return pyodide;
    })();
  }
  return loading;
}

class Stream {
  constructor(id, name) {
    this.id = id;
    this.name = name;
    this.decoder = new TextDecoder("utf-8");
    this.text = "";
    this.since = 0;
    this.window = 0;
    this.posted = 0;
  }
  write(bytes) {
    const now = Date.now();
    if (now - this.window >= WINDOW_MS) {
      this.window = now;
      this.posted = 0;
    }
    if (!this.text) {
      this.since = now;
    }
    this.text += this.decoder.decode(bytes, { stream: true });
    // Few writes go at once, so that nothing a program printed before it went quiet waits
    // in the worker (which the time limit ends); many are gathered, sparing the page.
    const gathered = this.text.length >= PIECE_BYTES || now - this.since >= PIECE_MS;
    if (this.posted < WRITES_AT_ONCE || gathered) {
      this.flush();
    }
    return bytes.length;
  }
  // Posts what is held; at the `end`, with the last bytes of a character cut short.
  flush(end = false) {
    if (end) {
      this.text += this.decoder.decode();
    }
    if (this.text) {
      postMessage({ id: this.id, kind: "output", stream: this.name, text: this.text });
      this.posted += 1;
    }
    this.text = "";
  }
}

function writeFile(pyodide, path, data) {
  const parent = path.slice(0, path.lastIndexOf("/"));
  pyodide.FS.mkdirTree(parent);
  pyodide.FS.writeFile(path, data);
}

const RUN_PROGRAM = `
import os, sys
os.chdir(${JSON.stringify(RUN)})
sys.path.insert(0, ${JSON.stringify(PYTHON)})
os.environ.update(_abtutor_environment)
# Each line as it is printed, as python -u gives on the desktop.
sys.stdout.reconfigure(line_buffering=True)
sys.stderr.reconfigure(line_buffering=True)
import abtutor_run
sys.argv = ["abtutor_run.py", os.environ["ABTUTOR_CELL"]]
_abtutor_status = abtutor_run.main()
sys.stdout.flush()
sys.stderr.flush()
(_abtutor_status, abtutor_run.out_of_memory)
`;

const UNDO_RUN = `
import os, sys
_modules, _path, _environment, _recursion = _abtutor_baseline
for _name in [name for name in sys.modules if name not in _modules]:
    del sys.modules[_name]
sys.path[:] = _path
sys.stdout, sys.stderr, sys.stdin = sys.__stdout__, sys.__stderr__, sys.__stdin__
os.environ.clear()
os.environ.update(_environment)
sys.setrecursionlimit(_recursion)
os.chdir("/")
import shutil
shutil.rmtree(${JSON.stringify(FOLDER)}, ignore_errors=True)
for _name in [name for name in globals() if not name.startswith("__")]:
    del globals()[_name]
`;

async function run(job) {
  if (job.module) {
    compiled = job.module;
  }
  let pyodide;
  try {
    pyodide = await python();
  } catch (error) {
    postMessage({ id: job.id, kind: "unavailable", detail: describe(error) });
    loading = null;
    return;
  }
  if (job.load) {
    return;
  }
  const out = new Stream(job.id, "out");
  const err = new Stream(job.id, "err");
  pyodide.setStdout({ write: (bytes) => out.write(bytes) });
  pyodide.setStderr({ write: (bytes) => err.write(bytes) });
  pyodide.setStdin({ stdin: () => null });
  try {
    for (const [path, text] of job.helper) {
      writeFile(pyodide, PYTHON + "/" + path, text);
    }
    const program = RUN + "/program/" + job.name;
    writeFile(pyodide, program, job.source);
    writeFile(pyodide, RUN + "/game.bin", job.table);
    const environment = {
      PYTHONIOENCODING: "utf-8",
      ABTUTOR_TREE: RUN + "/game.bin",
      ABTUTOR_TRACE: RUN + "/trace.jsonl",
      ABTUTOR_CELL: program,
    };
    pyodide.globals.set("_abtutor_environment", pyodide.toPy(environment));
    pyodide.globals.set("_abtutor_baseline", baseline);
    postMessage({ id: job.id, kind: "running", waited: job.waited });
    const ended = pyodide.runPython(RUN_PROGRAM).toJs();
    out.flush(true);
    err.flush(true);
    let trace = null;
    if (pyodide.FS.analyzePath(RUN + "/trace.jsonl").exists) {
      trace = pyodide.FS.readFile(RUN + "/trace.jsonl");
    }
    pyodide.runPython(UNDO_RUN);
    const message = { id: job.id, kind: "ended", status: ended[0] | 0, memory: Boolean(ended[1]), trace };
    postMessage(message, trace ? [trace.buffer] : []);
  } catch (error) {
    out.flush(true);
    err.flush(true);
    // Python's own errors end in the runner; what reaches here broke Pyodide itself.
    postMessage({ id: job.id, kind: "failed", detail: describe(error) });
  }
}

function describe(error) {
  return String(error && error.message ? error.message : error);
}

// Runs are taken one at a time, in order; { load: true, module } only loads Python (from
// the compiled module, when the page has one), and { cancel: id } drops a run posted
// before that has not started.
const cancelled = new Set();
let queue = Promise.resolve();
onmessage = (event) => {
  const job = event.data;
  if (job.cancel !== undefined) {
    cancelled.add(job.cancel);
    return;
  }
  // Whether the run waits for Python to load (the page counts those that do).
  job.waited = !ready;
  // A turn of the event loop first, so that a cancel posted during the run before is read.
  queue = queue
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => (cancelled.delete(job.id) ? undefined : run(job)));
};
