// The web page in headless Chromium (Debian's, driven through its DevTools protocol):
// it draws the player and steps through the frames. egui draws into a canvas with no DOM
// to query, so the page shows its state in `window.abtutorTest`.
//
//   tools/build-web.sh && (cd tests/web && npm ci && npm test)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { examples, lessons, openPage, shots, site, stateWhen as stateOf } from "./harness.mjs";

let opened;
let browser;
let page;

/// Waits until the page's state object satisfies `wanted`, which runs in the page.
const stateWhen = (wanted, timeout, ...args) => stateOf(page, wanted, timeout, ...args);

before(async () => {
  opened = await openPage();
  ({ browser, page } = opened);
  mkdirSync(shots, { recursive: true });
});

after(async () => {
  await opened?.close();
});

test("the page draws the player", async () => {
  const state = await stateWhen(
    () => window.abtutorTest.view === "player" && window.abtutorTest.lastFrameIndex > 0,
  );
  assert.equal(state.view, "player");
  // Tic-tac-toe's alpha-beta search, the one the app opens with.
  assert.ok(state.lastFrameIndex > 1000, `only ${state.lastFrameIndex} frames`);
  const shot = await page.screenshot({ type: "png" });
  writeFileSync(join(shots, "player.png"), shot);
  // A blank canvas compresses to a few kilobytes; the player's tree and text do not.
  assert.ok(shot.length > 40_000, `a screenshot of ${shot.length} bytes looks blank`);
  console.log(`first painted frame ${opened.firstFrameMs} ms after navigation`);
});

test("→ steps a frame and the frame counter says so", async () => {
  const before = await stateWhen(() => window.abtutorTest.lastFrameIndex > 0);
  // Focus the page on the title bar, where a click does nothing else.
  await page.mouse.click(1390, 12);
  await page.keyboard.press("ArrowRight");
  const after = await stateWhen(
    (from) => window.abtutorTest.frameIndex === from + 1,
    10_000,
    before.frameIndex,
  ).catch(() => page.evaluate(() => ({ ...window.abtutorTest })));
  assert.equal(after.frameIndex, before.frameIndex + 1);
  await page.keyboard.press("ArrowLeft");
  const back = await page.evaluate(() => window.abtutorTest.frameIndex);
  assert.ok(back === before.frameIndex || back === before.frameIndex + 1);
});

test("an export downloads", async () => {
  const downloads = mkdtempSync(join(tmpdir(), "abtutor-downloads-"));
  const session = await browser.target().createCDPSession();
  await session.send("Browser.setDownloadBehavior", {
    behavior: "allow",
    downloadPath: downloads,
  });
  // "Export trace (JSON)…" under This search, where the player lays it out at this size.
  await page.mouse.click(917, 621);
  const file = join(downloads, "trace.json");
  for (let waited = 0; !existsSync(file) && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.ok(existsSync(file), "trace.json was not downloaded");
  const trace = JSON.parse(readFileSync(file, "utf8"));
  assert.equal(typeof trace, "object");
  const message = await page.evaluate(() => window.abtutorTest.message);
  assert.match(message ?? "", /trace\.json/);
});

/// Where the Notebook tab lays out its Lessons menu and Run all at this size, by language.
const notebookPlaces = {
  en: {
    lessons: [287, 43],
    firstLesson: [350, 70],
    runAll: [532, 43],
    open: [87, 43],
    consentRun: [516, 488],
  },
  ja: { lessons: [343, 44], firstLesson: [400, 70], runAll: [690, 44] },
};

/// Opens lesson `number` (1 is the first) from the Notebook tab's Lessons menu and runs all
/// its cells.
async function runLesson(number, lang = "en", on = page) {
  const places = notebookPlaces[lang];
  const stateWhen = (wanted, timeout, ...args) => stateOf(on, wanted, timeout, ...args);
  const page = on;
  await page.mouse.click(110, 12);
  await stateWhen(() => window.abtutorTest.view === "notebook", 10_000);
  // The menu is opened again when a click landed before it was drawn (a busy machine).
  let opened = false;
  for (let attempt = 0; !opened && attempt < 5; attempt++) {
    await page.mouse.click(...places.lessons);
    await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    await page.mouse.click(places.firstLesson[0], places.firstLesson[1] + 23 * (number - 1));
    opened = await stateWhen(
      (prefix) => window.abtutorTest.notebookTitle.startsWith(prefix),
      5_000,
      `${number}.`,
    ).then(
      () => true,
      () => false,
    );
    if (!opened) {
      await page.keyboard.press("Escape");
    }
  }
  assert.ok(opened, `lesson ${number} did not open`);
  await page.mouse.click(...places.runAll);
  return stateWhen(
    () => window.abtutorTest.cells > 0 && window.abtutorTest.cellsRun === window.abtutorTest.cells,
    300_000,
  );
}

test("a lesson runs its cells, and a check cell diagnoses the bug a trace has", async () => {
  const state = await runLesson(16);
  assert.equal(state.cellsRun, 3);
  // The third student's window never narrows: the first difference is at line 8.
  assert.match(state.lastOutput, /differs/i);
  assert.match(state.lastOutput, /line 8/);
  writeFileSync(join(shots, "lesson16.png"), await page.screenshot({ type: "png" }));
});

test("lesson 22's code cells run in Pyodide, and the slip is found at its line", async () => {
  // Lesson 22's runnable cells are its three code cells: a minimax, an alpha-beta with a
  // slip in its max branch, a minimax with a table.
  const state = await runLesson(22);
  assert.equal(state.cellsRun, 3);
  const outputs = state.outputs.join("\n----\n");
  assert.equal(state.cellsFailed, 0, outputs);
  assert.match(state.outputs[0], /^correct/, outputs);
  assert.match(state.outputs[0], /value: 0/);
  assert.match(state.outputs[1], /^differs/, outputs);
  assert.match(state.outputs[1], /your line 16: if value > beta:/);
  assert.match(state.outputs[2], /^correct/, outputs);
  assert.match(state.outputs[2], /positions in the table: \d+/);
  writeFileSync(join(shots, "lesson22.png"), await page.screenshot({ type: "png" }));
});

test("a page without Pyodide says so in its code cells, and the rest works", async () => {
  // The same site without its pyodide/ folder.
  const bare = mkdtempSync(join(tmpdir(), "abtutor-site-"));
  for (const name of readdirSync(site).filter((name) => name !== "pyodide")) {
    symlinkSync(join(site, name), join(bare, name));
  }
  const other = await openPage({ root: bare });
  try {
    const state = await runLesson(22, "en", other.page);
    assert.equal(state.cellsFailed, 3);
    for (const output of state.outputs) {
      assert.match(output, /Pyodide is not served beside this page/);
    }
  } finally {
    await other.close();
  }
});

/// Clicks at `place` until the browser's file chooser opens (a click that lands while the
/// layout still settles is made again), and gives it `file`.
async function upload(place, file) {
  let chooser;
  for (let attempt = 0; !chooser && attempt < 5; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    [chooser] = await Promise.all([
      page.waitForFileChooser({ timeout: 3_000 }).catch(() => undefined),
      page.mouse.click(...place),
    ]);
  }
  assert.ok(chooser, "the file chooser did not open");
  await chooser.accept([file]);
}

test("a file that is not a notebook is refused with the desktop's message", async () => {
  const folder = mkdtempSync(join(tmpdir(), "abtutor-notebook-"));
  const file = join(folder, "photo.json");
  writeFileSync(file, "not a notebook at all\n");
  await page.mouse.click(110, 12);
  await stateWhen(() => window.abtutorTest.view === "notebook", 10_000);
  await upload(notebookPlaces.en.open, file);
  const state = await stateWhen(() => window.abtutorTest.notebookMessage !== null, 10_000);
  assert.match(state.notebookMessage, /photo\.json is not valid JSON \(truncated or corrupted\?\)/);
});

test("a file that is not a trace is refused with the desktop's message", async () => {
  const folder = mkdtempSync(join(tmpdir(), "abtutor-trace-"));
  const file = join(folder, "photo.jsonl");
  writeFileSync(file, "not a trace at all\n");
  await page.mouse.click(182, 12);
  await stateWhen(() => window.abtutorTest.view === "player" && !window.abtutorTest.recording, 60_000);
  await upload([1067, 621], file);
  // `abtutor check photo.jsonl` says the same.
  const state = await stateWhen(() => /not JSON/.test(window.abtutorTest.message ?? ""), 30_000);
  assert.equal(state.message, "trace line 1: not JSON (expected ident at line 1 column 2)");
});

test("a student's trace is uploaded and checked", async () => {
  await page.mouse.click(182, 12);
  await stateWhen(() => window.abtutorTest.view === "player" && !window.abtutorTest.recording, 60_000);
  // "Open student trace…" under This search, where the player lays it out at this size.
  await upload([1067, 621], join(examples, "stale-window.jsonl"));
  const state = await stateWhen(() => window.abtutorTest.studentVerdict !== null, 30_000);
  assert.equal(state.studentVerdict, "differs");
});

test("a lesson runs in Japanese", async () => {
  // 日本語 beside English; then the tabs are laid out in Japanese.
  await page.mouse.click(466, 12);
  const state = await runLesson(1, "ja");
  assert.ok(state.notebookTitle.includes("ミニマックス"), state.notebookTitle);
  assert.equal(state.cellsFailed, 0);
  writeFileSync(join(shots, "lesson1-ja.png"), await page.screenshot({ type: "png" }));
  // Back to English, where the English layout's places are.
  await page.mouse.click(472, 12);
});

test("a program past its time limit is ended, and the cell after it runs at once", async () => {
  // A notebook of two code cells, uploaded: a program that never ends, then lesson 22's
  // minimax. Run all posts both; the first is ended at the time limit (30 s), the second
  // runs in the standby worker, which loaded Python meanwhile (from the module the first
  // worker compiled), so it does not wait for Python.
  const python = async (wanted) => {
    await page.waitForFunction(wanted, { timeout: 60_000, polling: 200 });
    return page.evaluate(() => window.abtutorTest.python());
  };
  // Python is loaded already when lesson 22's test ran before; else the first run loads it.
  const before = await page.evaluate(() => window.abtutorTest.python());
  const lesson = JSON.parse(readFileSync(join(lessons, "22_write_your_own_alpha_beta.json"), "utf8"));
  const [minimax] = lesson.cells.filter((cell) => cell.type === "code");
  // It prints twice, quickly, before it loops: both lines reach the page.
  const runaway = { ...minimax, source: 'print("searching")\nprint("depth 1")\nwhile True:\n    pass\n' };
  const notebook = { ...lesson, title: "Runaway", cells: [runaway, minimax] };
  const folder = mkdtempSync(join(tmpdir(), "abtutor-notebook-"));
  const file = join(folder, "runaway.json");
  writeFileSync(file, JSON.stringify(notebook));
  await page.mouse.click(110, 12);
  await stateWhen(() => window.abtutorTest.view === "notebook", 10_000);
  await upload(notebookPlaces.en.open, file);
  await stateWhen(() => window.abtutorTest.notebookTitle === "Runaway", 10_000);
  await page.mouse.click(...notebookPlaces.en.runAll);
  // A notebook from a file asks before its code runs.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  writeFileSync(join(shots, "consent.png"), await page.screenshot({ type: "png" }));
  await page.mouse.click(...notebookPlaces.en.consentRun);
  const state = await stateWhen(() => window.abtutorTest.cellsRun === 2, 120_000);
  const outputs = state.outputs.join("\n----\n");
  assert.match(state.outputs[0], /ran past its time limit \(30 s\)/, outputs);
  assert.match(state.outputs[0], /searching\ndepth 1/, outputs);
  assert.match(state.outputs[1], /^correct/, outputs);
  writeFileSync(join(shots, "time-limit.png"), await page.screenshot({ type: "png" }));
  // The next standby loads from the same module: Pyodide was compiled once in the page.
  const after = await python(() => window.abtutorTest.python().loadMs.length >= 3);
  const loadedBefore = before.loadMs.length > 0;
  assert.equal(after.runsThatWaited - before.runsThatWaited, loadedBefore ? 0 : 1);
  assert.equal(after.compiles, 1);
});
