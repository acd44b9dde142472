/** @jest-environment jsdom */
import { act, fireEvent, render } from "@testing-library/react";
import { KEEP_ALIVE_MS, SessionWatcher } from "@/components/shell/session-watcher";
import { fakeResponse } from "@/tests/helpers/fake-response";

// An audit finding: half an hour of typing notes on a scorecard sends nothing to the server, so
// the session's 30-minute idle timeout ended it under the manager's hands and Save Draft failed.

jest.mock("@/lib/client/session-channel", () => ({ listenForSession: () => () => {} }));

const sessionCalls = () =>
  (global.fetch as jest.Mock).mock.calls.filter(([url]) => String(url) === "/api/session").length;

const signedIn = () => ({
  session: {
    kind: "manager",
    id: 7,
    hrisId: "E7",
    name: "Ada",
    idleEndsAt: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
    endsAt: new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString(),
  },
});

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-11-25T09:00:00Z") });
  global.fetch = jest.fn(async () => fakeResponse(200, signedIn())) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

it("typing renews the session every few minutes, not on every key", async () => {
  render(<SessionWatcher kind="manager" id={7} />);
  // The session's timer loads once the page is idle after its load.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  fireEvent.keyDown(document.body, { key: "a" });
  expect(sessionCalls()).toBe(0);
  jest.setSystemTime(Date.now() + KEEP_ALIVE_MS + 1);
  fireEvent.keyDown(document.body, { key: "b" });
  fireEvent.keyDown(document.body, { key: "c" });
  expect(sessionCalls()).toBe(1);
  jest.setSystemTime(Date.now() + KEEP_ALIVE_MS + 1);
  fireEvent.pointerDown(document.body);
  expect(sessionCalls()).toBe(2);
});
