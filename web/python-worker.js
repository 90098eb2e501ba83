// Runs a student's Python in Pyodide, in a Web Worker beside the page: one program at a time.
// The page posts a run (the program, the helper's files, the game's table); the worker
// answers with messages: "running" once Python is loaded and the program starts, "output"
// as it prints, then "ended" (its status and trace file), "unavailable" when Pyodide cannot
// be loaded from ./pyodide/, or "failed" when Pyodide itself broke. The page ends the
// worker for the time limit or Stop; Python stays loaded in it from one run to the next.

const FOLDER = "/abtutor";
const PYTHON = FOLDER + "/python";
const RUN = FOLDER + "/run";
// Output goes to the page as it is written, gathered into pieces of at most this size and
// this age while a program writes fast (no timer runs while Python does).
const PIECE_BYTES = 4096;
const PIECE_MS = 20;

let loading = null;
let baseline = null;

async function python() {
  if (!loading) {
    loading = (async () => {
      const { loadPyodide } = await import("./pyodide/pyodide.mjs");
      const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
      // What a run leaves behind (modules, path, environment) is undone from this.
      baseline = pyodide.runPython(
        "import os, sys\n(frozenset(sys.modules), list(sys.path), dict(os.environ), sys.getrecursionlimit())"
      );
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
    this.sent = 0;
    this.since = 0;
  }
  write(bytes) {
    const now = Date.now();
    if (!this.text) {
      this.since = now;
    }
    this.text += this.decoder.decode(bytes, { stream: true });
    // A write after a quiet spell goes at once: a program that prints, then computes long,
    // shows what it printed.
    const quiet = now - this.sent >= PIECE_MS;
    if (quiet || this.text.length >= PIECE_BYTES || now - this.since >= PIECE_MS) {
      this.flush();
    }
    return bytes.length;
  }
  flush() {
    this.text += this.decoder.decode();
    if (this.text) {
      postMessage({ id: this.id, kind: "output", stream: this.name, text: this.text });
    }
    this.text = "";
    this.sent = Date.now();
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
    postMessage({ id: job.id, kind: "running" });
    const ended = pyodide.runPython(RUN_PROGRAM).toJs();
    out.flush();
    err.flush();
    let trace = null;
    if (pyodide.FS.analyzePath(RUN + "/trace.jsonl").exists) {
      trace = pyodide.FS.readFile(RUN + "/trace.jsonl");
    }
    pyodide.runPython(UNDO_RUN);
    const message = { id: job.id, kind: "ended", status: ended[0] | 0, memory: Boolean(ended[1]), trace };
    postMessage(message, trace ? [trace.buffer] : []);
  } catch (error) {
    out.flush();
    err.flush();
    // Python's own errors end in the runner; what reaches here broke Pyodide itself.
    postMessage({ id: job.id, kind: "failed", detail: describe(error) });
  }
}

function describe(error) {
  return String(error && error.message ? error.message : error);
}

// Runs are taken one at a time, in order; { load: true } only loads Python, and
// { cancel: id } drops a run posted before that has not started.
const cancelled = new Set();
let queue = Promise.resolve();
onmessage = (event) => {
  const job = event.data;
  if (job.cancel !== undefined) {
    cancelled.add(job.cancel);
    return;
  }
  // A turn of the event loop first, so that a cancel posted during the run before is read.
  queue = queue
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => (cancelled.delete(job.id) ? undefined : run(job)));
};
