/** @jest-environment jsdom */
import { fireEvent, render } from "@testing-library/react";
import { KEEP_ALIVE_MS, SessionWatcher } from "@/components/shell/session-watcher";
import { fakeResponse } from "@/tests/helpers/fake-response";

// An audit finding: half an hour of typing notes on a scorecard sends nothing to the server, so
// the session's 30-minute idle timeout ended it under the manager's hands and Save Draft failed.

jest.mock("@/lib/client/session-channel", () => ({ listenForSession: () => () => {} }));

const sessionCalls = () =>
  (global.fetch as jest.Mock).mock.calls.filter(([url]) => String(url) === "/api/session").length;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-11-25T09:00:00Z") });
  global.fetch = jest.fn(async () => fakeResponse(200, { session: null })) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

it("typing renews the session every few minutes, not on every key", () => {
  render(<SessionWatcher kind="manager" id={7} />);
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
