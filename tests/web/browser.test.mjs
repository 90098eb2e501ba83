// The web page in headless Chromium (Debian's, driven through its DevTools protocol):
// it draws the player and steps through the frames. egui draws into a canvas with no DOM
// to query, so the page shows its state in `window.abtutorTest`.
//
//   tools/build-web.sh && (cd tests/web && npm ci && npm test)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPage, shots, stateWhen as stateOf } from "./harness.mjs";

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
