/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen } from "@testing-library/react";
import { SessionWatcher } from "@/components/shell/session-watcher";
import { fakeResponse } from "@/tests/helpers/fake-response";

// docs/decisions/0066: the session warning's code is fetched shortly before the warning may be
// needed and waits for the network as long as it takes. When the warning falls due while that code
// is not in (the browser offline), nothing may cover the page meanwhile: the person's work stays
// usable, and the server ends the idle session regardless.

jest.mock("@/lib/client/session-channel", () => ({ listenForSession: () => () => {} }));
jest.mock("@/lib/client/sign-out", () => ({ signOut: jest.fn(async () => {}) }));
// The warning's code cannot be fetched while the test says the browser is offline.
let mockIsOffline = false;
jest.mock("@/components/shell/session-timeout-warning", () => {
  if (mockIsOffline) throw new Error("Failed to load chunk");
  return jest.requireActual("@/components/shell/session-timeout-warning");
});

const MINUTE = 60 * 1000;
const START = Date.parse("2026-11-25T09:00:00Z");

function setOnline(online: boolean) {
  mockIsOffline = !online;
  jest.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  if (online) window.dispatchEvent(new Event("online"));
}

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  // The session answers as ever: its reads are not what this test is about.
  global.fetch = jest.fn(async () =>
    fakeResponse(200, {
      session: {
        kind: "manager",
        id: 7,
        hrisId: "E7",
        name: "Ada",
        idleEndsAt: new Date(START + 30 * MINUTE).toISOString(),
        endsAt: new Date(START + 7 * 60 * MINUTE).toISOString(),
      },
    }),
  ) as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

it("a warning due while its code cannot load covers nothing, and shows once the network is back", async () => {
  render(
    <>
      <textarea aria-label="Notes" defaultValue="Half an hour of notes" />
      <SessionWatcher kind="manager" id={7} />
    </>,
  );
  await advance(MINUTE);
  setOnline(false);
  await advance(28 * MINUTE + 30 * 1000);
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Notes" })).toBeInTheDocument();
  act(() => setOnline(true));
  await advance(1000);
  expect(
    await screen.findByRole("alertdialog", { name: "Your session is about to end" }),
  ).toBeInTheDocument();
});
