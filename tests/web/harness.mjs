// The built site (dist/) served on localhost and opened in Debian's headless Chromium, for
// the tests and the benchmark.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";

const here = dirname(fileURLToPath(import.meta.url));
export const site = join(here, "..", "..", "dist");
export const shots = join(here, "..", "..", "target", "web-shots");
export const examples = join(here, "..", "..", "assets", "examples");
export const lessons = join(here, "..", "..", "assets", "lessons", "en");
const chromium = process.env.CHROMIUM ?? "/usr/bin/chromium";

/// Waits until the page's state object satisfies `wanted` (run in the page with `args`).
export async function stateWhen(page, wanted, timeout = 120_000, ...args) {
  await page.waitForFunction(wanted, { timeout, polling: 50 }, ...args);
  return page.evaluate(() => ({ ...window.abtutorTest }));
}

/// Serves the site (or the folder `root`), opens it, and waits for the app's first frame;
/// `firstFrameMs` counts from the navigation.
export async function openPage({ width = 1400, height = 860, root = site } = {}) {
  assert.ok(existsSync(join(site, "index.html")), "dist/ is built by tools/build-web.sh");
  const port = (root === site ? 8700 : 8900) + (process.pid % 200);
  const server = spawn("python3", ["-m", "http.server", "--bind", "127.0.0.1", String(port)], {
    cwd: root,
    stdio: "ignore",
  });
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: [
      "--no-sandbox",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
    defaultViewport: { width, height },
  });
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  const close = async () => {
    await browser.close();
    server.kill();
  };
  // The server takes a moment to listen.
  for (let attempt = 0; ; attempt++) {
    try {
      const started = Date.now();
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
      await stateWhen(page, () => window.abtutorTest?.frames > 0);
      return { browser, page, close, firstFrameMs: Date.now() - started };
    } catch (error) {
      if (attempt >= 20) {
        await close();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
