import { expect, test, type Locator, type Page } from "@playwright/test";
import { SIGN_IN_ONLY } from "./fixtures/sign-in-only";
import { signInAsFixture, signInAsFixtureHr } from "./helpers";
import { scrollsSideways } from "./axe";

// Feedback end to end: guests on both login pages and a manager send feedback (with images);
// HR finds it on the User Feedback dashboard, opens it, views an image and moves it along.
// The manager and the HR user are this spec's own (fixtures/sign-in-only.ts); the items carry RUN.

const RUN = Date.now().toString(36);
const { manager: MANAGER, hr: HR } = SIGN_IN_ONLY.feedback;
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG_1X1 });

test.describe.configure({ mode: "serial" });

async function fillFeedback(page: Page, title: string, description: string) {
  const dialog = page.getByRole("dialog", { name: "Submit Feedback" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill(description);
  return dialog;
}

async function submit(dialog: Locator) {
  await dialog.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(dialog.page().getByText("Feedback Submitted", { exact: true })).toBeVisible();
  await expect(
    dialog.page().getByText("Thank you for your feedback! We'll review it soon.", { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

// A link in the description: a long word with no place to break, which must wrap in the dialog.
const LINK = `https://intranet.example.com/screenshots/${"HrLoginRawText".repeat(30)}`;
const counter = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test("a guest on the manager login sends feedback with two images from the navbar", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Feedback", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Feedback" });
  await expect(dialog.getByLabel("Location")).toHaveValue("Manager Login");

  await dialog.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Description is required")).toBeVisible();

  await fillFeedback(page, `Guest login question ${RUN}`, "Where do I find my password?");
  await dialog.getByLabel("Feedback Type").click();
  await page.getByRole("option", { name: "Questions" }).click();
  await dialog.getByLabel("Images (optional)").setInputFiles([png("first.png"), png("second.png")]);
  await expect(dialog.getByRole("img", { name: /^Attached image/ })).toHaveCount(2);
  await submit(dialog);
});

test("a guest on the HR login sends feedback with two images from the floating button", async ({ page }) => {
  await page.goto("/hr-login");
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  const dialog = await fillFeedback(
    page,
    `HR login bug ${RUN}`,
    `The HR login page shows <b>raw</b> text. ${LINK}`,
  );
  await expect(dialog.getByLabel("Location")).toHaveValue("HR Login");
  await dialog.getByLabel("Priority").click();
  await page.getByRole("option", { name: "High - Urgent issue" }).click();

  // An SVG is refused; the third image hides the upload control and a remove brings it back.
  const upload = dialog.getByLabel("Images (optional)");
  await upload.setInputFiles([
    {
      name: "evil.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from("<svg><script>alert(1)</script></svg>"),
    },
  ]);
  await expect(page.getByText("Invalid File Type", { exact: true })).toBeVisible();
  // Four chosen at once: three are attached and the fourth is not dropped silently.
  await upload.setInputFiles([png("one.png"), png("two.png"), png("three.png"), png("four.png")]);
  await expect(page.getByText("At most 3 images can be attached", { exact: true })).toBeVisible();
  await expect(page.getByText("1 of the 4 images you chose was not added.", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("img", { name: /^Attached image/ })).toHaveCount(3);
  await expect(dialog.getByLabel("Images (optional)")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Remove image 3" }).click();
  await expect(dialog.getByRole("img", { name: /^Attached image/ })).toHaveCount(2);
  await expect(dialog.getByLabel("Images (optional)")).toBeVisible();
  await submit(dialog);
});

test("a manager sends feedback from their home page", async ({ page }) => {
  await signInAsFixture(page, MANAGER);
  await page.getByRole("button", { name: "Feedback", exact: true }).click();
  const dialog = await fillFeedback(page, `Manager idea ${RUN}`, "Let me export my team's scores.");
  await expect(dialog.getByLabel("Location")).toHaveValue("Dashboard");
  await dialog.getByLabel("Feedback Type").click();
  await page.getByRole("option", { name: "Feature" }).click();
  await submit(dialog);
});

test("HR filters the feedback, opens it, views an image and moves it to In Progress and Closed", async ({
  page,
}) => {
  await signInAsFixtureHr(page, HR);
  // HR's "/" is Password Management, and the Feedback dialog says so (not the managers' Dashboard).
  await page.goto("/");
  await page.getByRole("button", { name: "Feedback", exact: true }).click();
  const writing = page.getByRole("dialog", { name: "Submit Feedback" });
  await expect(writing.getByLabel("Location")).toHaveValue("Password Management");
  await page.keyboard.press("Escape");
  await expect(writing).toBeHidden();
  await page.getByRole("link", { name: "User Feedback" }).click();
  await expect(page).toHaveURL(/\/feedback-dashboard$/, { timeout: 30_000 }); // a first dev compile is slow
  await expect(counter(page, "Total Feedback")).toBeVisible();

  const search = page.getByLabel("Search", { exact: true });
  await search.fill(RUN.toUpperCase());
  const cards = page.getByTestId("feedback-card");
  await expect(cards).toHaveCount(3);

  await search.fill(`manager idea ${RUN}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`HRIS ID ${MANAGER.hrisId}`);

  await search.fill(RUN);
  await page.getByLabel("Priority", { exact: true }).selectOption({ label: "High" });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("By HR Guest");
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Interviews" });
  await expect(page.getByText("No feedback matches your filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await search.fill(`HR login bug ${RUN}`);
  await page.getByLabel("Date Range", { exact: true }).selectOption({ label: "Today" });
  await expect(cards).toHaveCount(1);

  // The details, with the description as text and the images full size in a new tab.
  await cards
    .first()
    .getByRole("button", { name: `HR login bug ${RUN}` })
    .click();
  const details = page.getByRole("dialog", { name: `HR login bug ${RUN}` });
  await expect(details.getByText("HR Guest")).toBeVisible();
  await expect(details.getByText("HR Login", { exact: true })).toBeVisible();
  await expect(details.getByText("The HR login page shows <b>raw</b> text.")).toBeVisible();
  // On a phone the details are one column: the link still wraps inside it.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await scrollsSideways(page), "the feedback details scroll sideways").toBe(false);
  await page.setViewportSize(desktop);
  await expect(details.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(details.getByRole("img", { name: /^Attachment/ })).toHaveCount(2);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    details.getByRole("link", { name: "View full size: attachment 1" }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/\/api\/feedback\/\d+\/attachments\/0$/);
  const image = await page.request.get(popup.url());
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  await popup.close();
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // Status changes are saved at once and show in the counters.
  const read = async (name: string) => Number(await counter(page, name).locator("p").last().textContent());
  const before = {
    open: await read("Open Issues"),
    progress: await read("In Progress"),
    resolved: await read("Resolved"),
  };
  const status = page.getByLabel(`Status of HR login bug ${RUN}`);
  await status.click();
  await page.getByRole("option", { name: "In Progress" }).click();
  await expect(counter(page, "Open Issues")).toContainText(String(before.open - 1));
  await expect(counter(page, "In Progress")).toContainText(String(before.progress + 1));
  await expect(cards.first().getByText("In Progress").first()).toBeVisible();

  await status.click();
  await page.getByRole("option", { name: "Closed" }).click();
  await expect(counter(page, "In Progress")).toContainText(String(before.progress));
  await expect(counter(page, "Resolved")).toContainText(String(before.resolved + 1));

  // Still Closed after a reload: it was saved on the server.
  await page.reload();
  await page.getByLabel("Search", { exact: true }).fill(`HR login bug ${RUN}`);
  await expect(page.getByLabel(`Status of HR login bug ${RUN}`)).toHaveText("Closed");
});
