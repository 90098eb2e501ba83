// How fast the page is in headless Chromium: from navigation to the first painted frame,
// the timed searches (as `cargo bench --bench browser_cases` times them natively), and the
// app's own CPU time for a step (→) on the Kalah trace.
//
//   tools/build-web.sh && (cd tests/web && npm ci && node bench.mjs)
import { openPage, stateWhen } from "./harness.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const firstFrames = [];
for (let run = 0; run < 3; run++) {
  const opened = await openPage();
  firstFrames.push(opened.firstFrameMs);
  await opened.close();
}
console.log(`first painted frame: ${firstFrames.join(", ")} ms after navigation`);

const { page, close } = await openPage();
for (const [name, runs] of [["tictactoe", 5], ["kalah12", 3]]) {
  const times = [];
  let frames = 0;
  for (let run = 0; run < runs; run++) {
    [frames, times[run]] = await page.evaluate((name) => window.abtutorTest.time(name), name);
  }
  const best = Math.min(...times).toFixed(1);
  console.log(`${name}: ${frames} frames, best ${best} ms, median ${median(times).toFixed(1)} ms`);
}

// The Kalah trace in the player, then steps: the app's CPU time for each step's frame.
await page.evaluate(() => window.abtutorTest.show("kalah12"));
await page.mouse.move(700, 400);
await stateWhen(page, () => window.abtutorTest.lastFrameIndex > 100_000, 600_000);
await page.mouse.click(1390, 12);
const steps = [];
for (let step = 0; step < 30; step++) {
  const from = await page.evaluate(() => window.abtutorTest.frameIndex);
  await page.keyboard.press("ArrowRight");
  await stateWhen(page, (from) => window.abtutorTest.frameIndex === from + 1, 10_000, from);
  // The frame after the step has been drawn: its CPU time is the step's.
  await new Promise((resolve) => setTimeout(resolve, 50));
  steps.push(await page.evaluate(() => window.abtutorTest.cpuMs));
}
const stepMs = median(steps.filter((ms) => ms !== null));
console.log(`a step (→) on the kalah12 trace: median ${stepMs.toFixed(2)} ms of the app's CPU time`);
await close();

// Lesson 22's three code cells in Pyodide: Run all with Python not yet loaded (its files
// fetched, compiled and started in the worker), then again with it loaded.
{
  const { page, close } = await openPage();
  await page.mouse.click(110, 12);
  await stateWhen(page, () => window.abtutorTest.view === "notebook", 10_000);
  await page.mouse.click(287, 43);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await page.mouse.click(350, 70 + 23 * 21);
  await stateWhen(page, () => window.abtutorTest.notebookTitle.startsWith("22."), 10_000);
  for (const when of ["Python not loaded", "Python loaded"]) {
    // Clear outputs, then Run all.
    await page.mouse.click(615, 43);
    await stateWhen(page, () => window.abtutorTest.cellsRun === 0, 10_000);
    const started = Date.now();
    await page.mouse.click(532, 43);
    await stateWhen(page, () => window.abtutorTest.cellsRun === 3, 120_000);
    console.log(`lesson 22, Run all (3 code cells), ${when}: ${Date.now() - started} ms`);
  }
  // The worker ended (as by a time limit or Stop) with its standby loaded, then again at
  // once, while the standby that took over still loads its own.
  for (const when of ["standby loaded", "standby still loading"]) {
    if (when === "standby loaded") {
      await page.waitForFunction(() => window.abtutorTest.python().loadMs.length >= 2, {
        timeout: 60_000,
        polling: 200,
      });
    }
    await page.evaluate(() => window.abtutorTest.endPython());
    await page.mouse.click(615, 43);
    await stateWhen(page, () => window.abtutorTest.cellsRun === 0, 10_000);
    const started = Date.now();
    await page.mouse.click(532, 43);
    await stateWhen(page, () => window.abtutorTest.cellsRun === 3, 120_000);
    console.log(`lesson 22, Run all just after the worker was ended, ${when}: ${Date.now() - started} ms`);
  }
  const python = await page.evaluate(() => window.abtutorTest.python());
  const loads = python.loadMs.map((ms) => ms.toFixed(0)).join(", ");
  console.log(`Python loads in the page's workers: ${loads} ms; Pyodide compiled ${python.compiles} time(s)`);
  await close();
}
