import { defineConfig } from "@playwright/test";

// E2E runs against `next start` (build first: `npm run build`) on a fresh embedded database with
// the demo org. Debian's Chromium: `npx playwright install` cannot download browsers here.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the suite at a server that is already running (a dev server, say).
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    headless: true,
    acceptDownloads: true,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "main", testIgnore: /(passwords|data-export|phone)\.spec\.ts/ },
    // Reads every assessment of the demo org: after the specs that write some.
    { name: "data-export", testMatch: /data-export\.spec\.ts/, dependencies: ["main"] },
    // The main flows at a phone's width (WCAG 1.4.10 reflow; 360 px is a small current phone).
    {
      name: "phone",
      testMatch: /phone\.spec\.ts/,
      use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
      dependencies: ["main"],
    },
    // Generating passwords replaces the demo managers' passwords: it runs after everything else.
    { name: "passwords", testMatch: /passwords\.spec\.ts/, dependencies: ["main", "data-export", "phone"] },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `rm -rf .data/e2e && npm run serve`,
        url: `http://127.0.0.1:${PORT}/login`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: "pipe",
        env: {
          PORT: String(PORT),
          DATABASE_URL: "pglite:./.data/e2e",
          NEXTAUTH_URL: `http://127.0.0.1:${PORT}`,
          SEED_EMPLOYEES: "300",
        },
      },
});
