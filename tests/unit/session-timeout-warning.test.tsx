/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { SessionWatcher } from "@/components/shell/session-watcher";
import { signOut } from "@/lib/client/sign-out";
import { fakeResponse } from "@/tests/helpers/fake-response";

// WCAG 2.2.1 (Timing Adjustable): a manager reading a long form, not typing, lost their session
// to the 30-minute idle timeout without a word, and their unsaved answers with the next call. They
// are now warned two minutes before, may stay signed in, and an ended session leaves the page up.

jest.mock("@/lib/client/session-channel", () => ({ listenForSession: () => () => {} }));
jest.mock("@/lib/client/sign-out", () => ({ signOut: jest.fn(async () => {}) }));

const MINUTE = 60 * 1000;
const IDLE = 30 * MINUTE;
const START = Date.parse("2026-11-25T09:00:00Z");

// The server: a session last used at START, signed in an hour before. A plain GET renews it (as
// the route does once it is over 5 minutes old); ?peek=1 only looks.
let server: { idleEndsAt: number; endsAt: number; alive: boolean };
const calls = (url: string) =>
  (global.fetch as jest.Mock).mock.calls.filter(([u]) => String(u) === url).length;
const renewals = () => calls("/api/session");
const peeks = () => calls("/api/session?peek=1");

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  window.history.replaceState(null, "", "/scorecard/42");
  server = { idleEndsAt: START + IDLE, endsAt: START + 7 * 60 * MINUTE, alive: true };
  global.fetch = jest.fn(async (url: string) => {
    if (server.alive && Date.now() > Math.min(server.idleEndsAt, server.endsAt)) server.alive = false;
    if (server.alive && url === "/api/session") server.idleEndsAt = Date.now() + IDLE;
    return fakeResponse(200, {
      session: server.alive
        ? {
            kind: "manager",
            id: 7,
            hrisId: "E7",
            name: "Ada",
            idleEndsAt: new Date(server.idleEndsAt).toISOString(),
            endsAt: new Date(server.endsAt).toISOString(),
          }
        : null,
    });
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
const advanceTo = (time: number) => advance(time - Date.now());
const warning = () => screen.queryByRole("alertdialog", { name: "Your session is about to end" });

function renderPage() {
  render(
    <>
      <textarea aria-label="Notes" defaultValue="Half an hour of notes" />
      <SessionWatcher kind="manager" id={7} />
    </>,
  );
}

it("opens the warning 2 minutes before the idle end, with a countdown and focus on Stay signed in", async () => {
  renderPage();
  await advanceTo(START + IDLE - 2 * MINUTE - 1000);
  expect(peeks()).toBe(1); // the first look after load, which does not renew
  expect(warning()).not.toBeInTheDocument();
  await advance(1000);
  const dialog = await screen.findByRole("alertdialog", { name: "Your session is about to end" });
  expect(dialog).toHaveTextContent("2:00");
  expect(screen.getByRole("button", { name: "Stay signed in" })).toHaveFocus();
  expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("");
  await advance(1000);
  expect(dialog).toHaveTextContent("1:59");
  expect(screen.getByRole("status")).toHaveTextContent(""); // not read out every second
  await advance(59 * 1000);
  expect(dialog).toHaveTextContent("1:00");
  expect(screen.getByRole("status")).toHaveTextContent("1 minute left.");
  expect(renewals()).toBe(0); // looking never kept the session alive
});

it("Stay signed in renews the session with the ordinary GET, closes and warns again before the new end", async () => {
  renderPage();
  await advanceTo(START + IDLE - 2 * MINUTE);
  await screen.findByRole("alertdialog", { name: "Your session is about to end" });
  await advance(30 * 1000);
  fireEvent.click(screen.getByRole("button", { name: "Stay signed in" }));
  await advance(0);
  expect(renewals()).toBe(1);
  expect(warning()).not.toBeInTheDocument();
  const renewedAt = Date.now();
  await advanceTo(renewedAt + IDLE - 2 * MINUTE - 1000);
  expect(warning()).not.toBeInTheDocument();
  await advance(1000);
  expect(await screen.findByRole("alertdialog", { name: "Your session is about to end" })).toBeVisible();
});

it("Escape stays signed in; Sign out uses the sign-out flow", async () => {
  renderPage();
  await advanceTo(START + IDLE - 2 * MINUTE);
  const dialog = await screen.findByRole("alertdialog", { name: "Your session is about to end" });
  fireEvent.keyDown(dialog, { key: "Escape" });
  await advance(0);
  expect(renewals()).toBe(1); // Escape stays signed in (the key itself renews nothing while warned)
  expect(warning()).not.toBeInTheDocument();
  await advanceTo(Date.now() + IDLE - 2 * MINUTE);
  await screen.findByRole("alertdialog", { name: "Your session is about to end" });
  fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
  expect(signOut).toHaveBeenCalledTimes(1);
});

it("while warned, a Tab or a press on Sign out neither renews the session nor closes the warning", async () => {
  renderPage();
  await advanceTo(START + IDLE - 2 * MINUTE);
  const dialog = await screen.findByRole("alertdialog", { name: "Your session is about to end" });
  const signOutButton = screen.getByRole("button", { name: "Sign out" });
  fireEvent.keyDown(dialog, { key: "Tab" });
  fireEvent.pointerDown(signOutButton);
  await advance(0);
  expect(renewals()).toBe(0);
  expect(warning()).toBeInTheDocument();
  fireEvent.click(signOutButton);
  expect(signOut).toHaveBeenCalled();
});

it("a peek that finds a later end (another tab renewed it) reschedules without warning", async () => {
  renderPage();
  await advance(5 * MINUTE);
  server.idleEndsAt = START + IDLE + 10 * MINUTE; // another tab was used at 09:10
  await advanceTo(START + IDLE - 2 * MINUTE);
  expect(peeks()).toBe(2);
  expect(warning()).not.toBeInTheDocument();
  await advanceTo(START + IDLE + 8 * MINUTE - 1000);
  expect(warning()).not.toBeInTheDocument();
  await advance(1000);
  expect(await screen.findByRole("alertdialog", { name: "Your session is about to end" })).toBeVisible();
  expect(peeks()).toBe(3);
  expect(renewals()).toBe(0);
});

it("typing renews the session and moves the warning with the server's answer", async () => {
  renderPage();
  await advance(10 * MINUTE);
  fireEvent.keyDown(document.body, { key: "a" });
  await advance(0);
  expect(renewals()).toBe(1);
  await advanceTo(START + IDLE - 2 * MINUTE);
  expect(warning()).not.toBeInTheDocument();
  await advanceTo(START + 10 * MINUTE + IDLE - 2 * MINUTE);
  expect(await screen.findByRole("alertdialog", { name: "Your session is about to end" })).toBeVisible();
});

it("with no answer the dialog says the session has ended, links to sign in again and leaves the page", async () => {
  renderPage();
  await advanceTo(START + IDLE - 2 * MINUTE);
  await screen.findByRole("alertdialog", { name: "Your session is about to end" });
  // The server holds the session through its last second; after that it answers with none.
  await advanceTo(START + IDLE + 1000);
  const ended = await screen.findByRole("alertdialog", { name: "Your session has ended" });
  expect(warning()).not.toBeInTheDocument();
  const link = screen.getByRole("link", { name: "Sign in again" });
  expect(link).toHaveAttribute("href", "/login?callbackUrl=%2Fscorecard%2F42");
  expect(link).toHaveFocus();
  expect(ended).toBeVisible();
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Notes" })).toHaveValue("Half an hour of notes");
  expect(screen.getByRole("link", { name: "Sign in again" })).toBeInTheDocument();
  expect(renewals()).toBe(0);
});

it("the 8-hour end cannot be extended: the warning says so and offers only OK", async () => {
  server.endsAt = START + 20 * MINUTE;
  renderPage();
  await advanceTo(START + 18 * MINUTE);
  const dialog = await screen.findByRole("alertdialog", { name: "Your session is about to end" });
  expect(dialog).toHaveTextContent("a session cannot last longer");
  expect(screen.queryByRole("button", { name: "Stay signed in" })).not.toBeInTheDocument();
  const ok = screen.getByRole("button", { name: "OK" });
  expect(ok).toHaveFocus();
  fireEvent.click(ok);
  expect(warning()).not.toBeInTheDocument();
  await advanceTo(START + 20 * MINUTE + 1000);
  expect(await screen.findByRole("alertdialog", { name: "Your session has ended" })).toBeVisible();
});

it("a tab that slept past the end says so when it is shown again, instead of leaving the page", async () => {
  renderPage();
  await advance(1000);
  // Timers of a sleeping tab do not run: only the clock moves on.
  jest.setSystemTime(START + IDLE + 5 * MINUTE);
  await act(async () => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
  expect(await screen.findByRole("alertdialog", { name: "Your session has ended" })).toBeVisible();
});
