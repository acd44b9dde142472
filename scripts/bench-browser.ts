// npm run bench:browser [-- --employees N --database <url> --js-only]  (`npm run build` first)
// The browser side at 50,000 employees: the manager lists' render and interaction times in
// Chromium, and the first-load JavaScript of /login and / (ADR 0060). Method: docs/benchmarks.md.
import zlib from "node:zlib";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { deploy } from "./migrate.mjs";
import { pickManagers, type BenchManager } from "./bench-manager-org";
import { loadAverage, ms } from "./bench-manager-report";
import { startServer, type RunningServer } from "./bench-manager-server";
import { mintCookie, runBench, seedBenchOrg } from "./bench-setup";

const RENDER_GOAL_MS = 200;
const KEYSTROKE_GOAL_MS = 50;
const RUNS = 3;
const FIRST_LOAD_JS_GOAL_BYTES = 180 * 1024;

function readOptions() {
  const { values } = parseArgs({
    options: { employees: { type: "string" }, database: { type: "string" }, "js-only": { type: "boolean" } },
  });
  const employees = Number(values.employees ?? 50_000);
  if (!Number.isInteger(employees) || employees < 1) throw new Error("--employees must be a positive number");
  return { employees, database: values.database, jsOnly: values["js-only"] ?? false };
}

// Installed before any page script: long tasks and slow interactions, kept on window.
const OBSERVERS = `
  window.__longTasks = [];
  window.__events = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: "longtask", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__events.push({ name: e.name, start: e.startTime, duration: e.duration }); })
    .observe({ type: "event", durationThreshold: 16, buffered: true });
`;

type Screen = { label: string; path: string; apis: RegExp[]; ready: (page: Page) => Promise<void> };

/** When the list is on screen: performance.now() at the first frame where a tab holds `text`. */
async function tabReady(page: Page, text: string) {
  // A function, not a string: the page's Content-Security-Policy forbids evaluating strings.
  await page.waitForFunction(
    (wanted) => {
      const ok = [...document.querySelectorAll('[role="tab"]')].some((t) => t.textContent?.includes(wanted));
      if (ok) (window as unknown as { __readyAt: number }).__readyAt = performance.now();
      return ok;
    },
    text,
    { polling: "raf", timeout: 120_000 },
  );
}

const SCREENS: Screen[] = [
  {
    label: "Manager home (Direct Reports)",
    path: "/",
    apis: [/\/api\/employees\//, /\/api\/evaluation-status\//],
    ready: (page) => tabReady(page, "Pending Direct ("),
  },
  {
    label: "Indirect Reports",
    path: "/indirect-reports",
    apis: [/\/api\/employees\//, /\/api\/evaluation-status\//],
    ready: (page) => tabReady(page, "Incomplete ("),
  },
];

/** From the data's last byte to the list on screen, and the long tasks in between. */
async function renderTiming(page: Page, apis: RegExp[]) {
  return page.evaluate(
    (sources) => {
      const w = window as unknown as {
        __readyAt: number;
        __longTasks: { start: number; duration: number }[];
      };
      const patterns = sources.map((s) => new RegExp(s));
      const dataEnd = Math.max(
        ...performance
          .getEntriesByType("resource")
          .filter((r) => patterns.some((p) => p.test(r.name)))
          .map((r) => (r as PerformanceResourceTiming).responseEnd),
      );
      const longTask = w.__longTasks
        .filter((t) => t.start + t.duration > dataEnd && t.start < w.__readyAt)
        .reduce((n, t) => n + t.duration, 0);
      return { afterData: w.__readyAt - dataEnd, longTask, dataEnd };
    },
    apis.map((a) => a.source),
  );
}

/** The slowest interaction recorded since `since` (input to next paint). */
async function slowestEvent(page: Page, since: number, names: string[]) {
  await page.waitForTimeout(300); // Event Timing entries arrive after the next paint
  return page.evaluate(
    ({ since, names }) => {
      const events = (window as unknown as { __events: { name: string; start: number; duration: number }[] })
        .__events;
      return Math.max(
        0,
        ...events.filter((e) => e.start >= since && names.includes(e.name)).map((e) => e.duration),
      );
    },
    { since, names },
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JavaScript a first visit of `path` downloads: raw bytes and gzip (level 9) bytes. */
async function firstLoadJs(page: Page, url: string) {
  // Every script the page loads until it is idle (issue 30): its own, and the code it loads once the
  // browser is idle after the load (the toaster, the feedback launcher). BENCH_JS_FILES=1 lists them.
  const scripts: Promise<{ url: string; body: Buffer }>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script")
      scripts.push(res.body().then((body) => ({ url: res.url(), body })));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(3000); // what waits for an idle callback after the network went quiet
  const files = await Promise.all(scripts);
  if (process.env.BENCH_JS_FILES) {
    for (const f of files)
      console.log(`  ${new URL(url).pathname}: ${kb(zlib.gzipSync(f.body, { level: 9 }).length)} ${f.url}`);
  }
  const bodies = files.map((f) => f.body);
  return {
    raw: bodies.reduce((n, b) => n + b.length, 0),
    gzip: bodies.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0),
    files: bodies.length,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Row = { who: string; what: string; value: number; goal: number; note?: string };

async function measure(server: RunningServer, who: BenchManager) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--headless", "--disable-gpu"],
  });
  const rows: Row[] = [];
  try {
    const cookie = await mintCookie(who);
    const url = new URL(server.baseUrl);
    for (const screen of SCREENS) {
      const afterData: number[] = [];
      const longTasks: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        // A new context per run: nothing cached in the browser, like a first visit of the day.
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addCookies([
          { name: cookie.name, value: cookie.value, domain: url.hostname, path: "/" },
        ]);
        const page = await context.newPage();
        await page.addInitScript(OBSERVERS);
        await page.goto(server.baseUrl + screen.path);
        await screen.ready(page);
        const t = await renderTiming(page, screen.apis);
        afterData.push(t.afterData);
        longTasks.push(t.longTask);

        if (run === RUNS - 1) {
          // Typing in the search box, one key at a time.
          const search = page.getByRole("searchbox", { name: "Search employees" }).first();
          const before = await page.evaluate(() => performance.now());
          await search.click();
          for (const key of "Engineer") await page.keyboard.type(key, { delay: 120 });
          rows.push({
            who: who.label,
            what: `${screen.label}: typing "Engineer" in search, slowest keystroke`,
            value: await slowestEvent(page, before, ["keydown", "keypress", "keyup", "input", "beforeinput"]),
            goal: KEYSTROKE_GOAL_MS,
          });
          if (screen.path === "/") {
            // The Organization view at its deepest: the button, then the slider's End key.
            const before = await page.evaluate(() => performance.now());
            await page.getByRole("button", { name: "Organization" }).click();
            await page.getByRole("region", { name: "Organization hierarchy" }).waitFor();
            await page.getByRole("slider").focus();
            await page.keyboard.press("End");
            await page.getByText("Organization depth: 5 levels").waitFor();
            rows.push({
              who: who.label,
              what: "Organization view, depth 1 → 5: slowest interaction",
              value: await slowestEvent(page, before, ["click", "pointerup", "keydown", "keyup"]),
              goal: RENDER_GOAL_MS,
            });
          }
        }
        await context.close();
      }
      rows.push({
        who: who.label,
        what: `${screen.label}: data → list on screen (median of ${RUNS})`,
        value: median(afterData),
        goal: RENDER_GOAL_MS,
        note: `long tasks ${ms(median(longTasks))}`,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

runBench(readOptions().database, async (database, stopLater) => {
  const opts = readOptions();
  const { createPrismaClient } = await import("@/lib/server/db/db-connect");
  await deploy(database.url);
  const handle = createPrismaClient(database.url);
  let managers: BenchManager[];
  try {
    const seconds = await seedBenchOrg(handle.prisma, opts.employees);
    console.log(`Seeded in ${seconds()} s.`);
    managers = (await pickManagers(handle.prisma)).filter((m) => m.role === "mid" || m.role === "lead");
  } finally {
    await handle.close(); // the embedded database allows one process: the server opens it next
  }
  for (const m of managers) console.log(`${m.label}: ${m.hrisId} (${m.name}), ${m.size} people below`);
  const server = await startServer(database.url);
  stopLater(server);
  const rows: Row[] = [];
  if (!opts.jsOnly) for (const m of managers) rows.push(...(await measure(server, m)));
  const sizes: string[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--headless", "--disable-gpu"],
  });
  try {
    for (const path of ["/login", "/"]) {
      const context = await browser.newContext();
      if (path !== "/login") {
        const cookie = await mintCookie(managers[0]);
        const host = new URL(server.baseUrl).hostname;
        await context.addCookies([{ name: cookie.name, value: cookie.value, domain: host, path: "/" }]);
      }
      const js = await firstLoadJs(await context.newPage(), server.baseUrl + path);
      const ok = js.gzip <= FIRST_LOAD_JS_GOAL_BYTES ? "meets" : "MISSES";
      sizes.push(
        `| First-load JS of ${path} | ${js.files} files | ${kb(js.raw)} | ${kb(js.gzip)} | ≤ ${kb(FIRST_LOAD_JS_GOAL_BYTES)} | ${ok} |`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (rows.length) console.log("\n| Who | What | Measured | Goal | |\n| --- | --- | ---: | ---: | --- |");
  for (const r of rows) {
    const ok = r.value <= r.goal ? "meets" : "MISSES";
    console.log(
      `| ${r.who} | ${r.what} | ${ms(r.value)} | < ${ms(r.goal)} | ${ok}${r.note ? `; ${r.note}` : ""} |`,
    );
  }
  console.log("\n| Page | Scripts | Raw | gzip -9 | Goal | |\n| --- | ---: | ---: | ---: | ---: | --- |");
  for (const line of sizes) console.log(line);
  console.log(`\nLoad average at the end: ${loadAverage()}`);
});
