/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { useUnsavedChangesGuard } from "@/components/assessment/use-unsaved-changes-guard";

// Leaving a form with unsaved changes asks once (spec 2 §2): a link the user has agreed to follow
// that loads a whole page (the timeout notice's "Sign in again") is not asked about a second time
// by the page's beforeunload.

function DirtyForm() {
  useUnsavedChangesGuard(true);
  return <a href="/login?callbackUrl=%2Fscorecard%2F7">Sign in again</a>;
}

const unload = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => {
  jest.spyOn(window, "confirm");
});
afterEach(() => jest.restoreAllMocks());

it("asks on closing the tab while changes are unsaved", () => {
  render(<DirtyForm />);
  expect(unload()).toBe(true);
});

it("asks once for a link that loads a whole page: agreed, the page load does not ask again", () => {
  jest.mocked(window.confirm).mockReturnValue(true);
  render(<DirtyForm />);
  const link = screen.getByRole("link", { name: "Sign in again" });
  link.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot load pages
  fireEvent.click(link);
  expect(window.confirm).toHaveBeenCalledTimes(1);
  expect(unload()).toBe(false);
});

it("a link refused keeps the page, and closing the tab still asks", () => {
  jest.mocked(window.confirm).mockReturnValue(false);
  render(<DirtyForm />);
  fireEvent.click(screen.getByRole("link", { name: "Sign in again" }));
  expect(unload()).toBe(true);
});
