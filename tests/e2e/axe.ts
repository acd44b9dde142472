import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// WCAG 2.0/2.1/2.2 A and AA, as docs/accessibility.md says. The suite fails on any serious or
// critical violation, and on a page without an h1 or with a skipped heading level; other
// moderate and minor ones are printed so they can be seen and fixed.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function expectAccessible(page: Page, state: string) {
  // Let entry animations (dialogs, toasts) settle so colours are measured as a person sees them.
  await page.waitForTimeout(350);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id}: ${v.help}\n${v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 2).join(" ")}`)
      .join("\n")}`;
  const minor = violations.filter((v) => v.impact !== "serious" && v.impact !== "critical");
  if (minor.length) console.log(`[axe] ${state}: ${minor.map(describe).join("\n")}`);
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  // Headings are how a screen-reader user skims a page: one h1, and no level skipped (h1 → h3).
  const outline = await new AxeBuilder({ page })
    .withRules(["heading-order", "page-has-heading-one"])
    .analyze();
  expect([...serious, ...outline.violations].map(describe), `accessibility of ${state}`).toEqual([]);
}

/** True when the page, or a dialog open on it, scrolls sideways (WCAG 1.4.10 reflow). */
export async function scrollsSideways(page: Page) {
  return page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
      (box) => box.scrollWidth > box.clientWidth + 1,
    ),
  );
}
