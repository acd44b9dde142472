import { expect, test, type Page, type Route } from "@playwright/test";
import { SIGN_IN_ONLY } from "./fixtures/sign-in-only";
import { signInAsFixture } from "./helpers";

// Code loaded on demand (the toaster once the browser is idle, dialogs at first use; ADRs 0060,
// 0062, 0066) arrives after the page. A dropped network or a failed chunk request must leave the
// page as it was: never the error screen; what someone asked for says it could not load and loads
// once the network is back. Against the production build, with Turbopack's own chunk runtime.

const MANAGER = SIGN_IN_ONLY.onDemandCode.manager;
const CHUNKS = "**/_next/static/chunks/**";

/** The manager home is up and the code it loads after its first paint (the toaster) is in. */
async function homeSettled(page: Page) {
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeAttached();
  await page.waitForLoadState("networkidle");
}

async function expectPageKept(page: Page) {
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
}

test("a dialog asked for while the network is down says so, keeps the page, and opens once the network is back", async ({
  page,
  context,
}) => {
  await signInAsFixture(page, MANAGER);
  await homeSettled(page);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This part of the page could not be loaded" }),
  ).toContainText("Check your connection and try again.");
  await expectPageKept(page);
  await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();

  // Back online: the dialog that was asked for opens by itself (the browser's online event).
  await context.setOffline(false);
  const dialog = page.getByRole("alertdialog", { name: "Confirm Sign Out" });
  await expect(dialog).toBeVisible();
  await expect(page.getByText("This part of the page could not be loaded")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("Try again loads a dialog whose code could not load, and Close gives the page back", async ({
  page,
}) => {
  await signInAsFixture(page, MANAGER);
  await homeSettled(page);
  let cut = true;
  await page.route(CHUNKS, (route) => (cut ? route.abort("internetdisconnected") : route.continue()));
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  const unavailable = page
    .getByRole("alert")
    .filter({ hasText: "This part of the page could not be loaded" });
  await expect(unavailable).toBeVisible();
  await expectPageKept(page);
  // Close sits beside the alert (not read as part of it) and gives focus back to the button.
  await unavailable.locator("xpath=..").getByRole("button", { name: "Close" }).click();
  await expect(unavailable).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit Feedback" })).toBeFocused();

  // Opened again, it tries again; the network is still down, so Try again is offered once more.
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(unavailable).toBeVisible();
  cut = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("dialog", { name: "Submit Feedback" })).toBeVisible();
});

test("a chunk whose first requests fail is requested again: Turbopack keeps no failed load", async ({
  page,
}) => {
  await signInAsFixture(page, MANAGER);
  await homeSettled(page);
  // Two failures: the first request and Turbopack's own single retry of it (200-600 ms later).
  const requests: string[] = [];
  const timesAsked = (path: string) => requests.filter((asked) => asked === path).length;
  await page.route(CHUNKS, (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    requests.push(path);
    return path === requests[0] && timesAsked(path) <= 2 ? route.abort("connectionreset") : route.continue();
  });
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByRole("dialog", { name: "Submit Feedback" })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  // The failed chunk was asked for again by a new import(), not answered from a cached failure.
  expect(timesAsked(requests[0])).toBeGreaterThanOrEqual(3);
});

test("the toaster's code failing to load in the background leaves the page alone, and loads later", async ({
  page,
}) => {
  await signInAsFixture(page, MANAGER);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  // From the next full load on, the toaster's code (its chunk, found by the viewport's label) cannot be fetched.
  let cut = true;
  let refused = 0;
  await page.route(CHUNKS, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes("Notifications ({hotkey})") || !cut) return route.fulfill({ response, body });
    refused++;
    return route.abort("internetdisconnected");
  });
  await page.goto("/");
  // The first try, Turbopack's retry of it and the loader's own first retry all failed.
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expectPageKept(page);
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toHaveCount(0);
  cut = false;
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeAttached({ timeout: 20_000 });
  await expectPageKept(page);
});
