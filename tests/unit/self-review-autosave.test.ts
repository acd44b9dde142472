/** @jest-environment jsdom */
import { createElement, type ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { DEBOUNCE_MS, delayUntilSave, MIN_GAP_MS } from "@/components/self-review/autosave-timing";
import { fingerprint, forgetDraft, keepDraft, readKeptDraft } from "@/components/self-review/kept-draft";
import { problemOf, useSelfReviewAutosave } from "@/components/self-review/use-self-review-autosave";
import { completionQuery } from "@/components/completion/completion-queries";
import { reviewGapsQuery } from "@/components/review-gaps/review-gaps-queries";
import { ApiError } from "@/lib/client/api";
import { getQueryClient } from "@/lib/client/query-client";
import type { ErrorCode } from "@/lib/shared/error-codes";
import type { SelfReviewDto } from "@/lib/shared/schemas/self-review";
import { fakeResponse } from "@/tests/helpers/fake-response";

// Issue 34 §2: when the self-review's autosave sends, and what it keeps in the browser meanwhile.
// Issue 30, outcome 7: its save and submit are TanStack mutations, and a refusal is read by its
// `code`, never by its status.

describe("delayUntilSave", () => {
  it("waits a pause after typing, and leaving a field saves at once", () => {
    expect(delayUntilSave(10_000, null, "change")).toBe(DEBOUNCE_MS);
    expect(delayUntilSave(10_000, null, "blur")).toBe(0);
  });

  it("never sends two saves less than 5 s apart, however the person types or leaves fields", () => {
    expect(MIN_GAP_MS).toBe(5000);
    expect(delayUntilSave(10_000, 9_000, "blur")).toBe(4_000);
    expect(delayUntilSave(10_000, 9_000, "change")).toBe(4_000);
    expect(delayUntilSave(10_000, 4_000, "change")).toBe(DEBOUNCE_MS);
  });
});

describe("the answers kept in this browser", () => {
  const answers = {
    scores: { "3": 4, "1": 2 },
    reflections: { wentWell: "Shipped", toImprove: "", goals: "Mentor" },
  };

  afterEach(() => window.localStorage.clear());

  it("are kept per person and cycle, and forgotten", () => {
    keepDraft("E1", "Jun-25", answers);
    expect(readKeptDraft("E1", "Jun-25")).toEqual(answers);
    expect(readKeptDraft("E2", "Jun-25")).toBeNull();
    expect(readKeptDraft("E1", "Dec-25")).toBeNull();
    forgetDraft("E1", "Jun-25");
    expect(readKeptDraft("E1", "Jun-25")).toBeNull();
  });

  it("never go into a cookie", () => {
    keepDraft("E1", "Jun-25", answers);
    expect(document.cookie).not.toContain("Shipped");
  });

  it("drop what is not a score or a text", () => {
    window.localStorage.setItem(
      "yardstick.self-review.E1.Jun-25",
      JSON.stringify({ scores: { "1": 9, "2": 3, "3": "x" }, reflections: { wentWell: 5, goals: "ok" } }),
    );
    expect(readKeptDraft("E1", "Jun-25")).toEqual({
      scores: { "2": 3 },
      reflections: { wentWell: "", toImprove: "", goals: "ok" },
    });
    window.localStorage.setItem("yardstick.self-review.E1.Jun-25", "{not json");
    expect(readKeptDraft("E1", "Jun-25")).toBeNull();
  });

  it("compare by content, whatever the order the scores were given in", () => {
    const reordered = { ...answers, scores: { "1": 2, "3": 4 } };
    expect(fingerprint(reordered)).toBe(fingerprint(answers));
    expect(fingerprint({ ...answers, scores: { "1": 3, "3": 4 } })).not.toBe(fingerprint(answers));
  });
});

const initial: SelfReviewDto = {
  employeeHrisId: "E1",
  employeeName: "Erin Employee",
  cycleName: "Jun-25",
  dueAt: null,
  timeZone: "UTC",
  open: true,
  state: "draft",
  source: "product",
  submittedAt: null,
  completedByHrAt: null,
  updatedAt: "2026-06-01T10:00:00.000Z",
  values: [],
  scores: { "1": 3 },
  reflections: { wentWell: "", toImprove: "", goals: "" },
};
const endpoints = { save: "/api/my-self-review", submit: "/api/my-self-review/submit" };

const refusal = (status: number, code: ErrorCode, message: string, issues?: unknown) =>
  fakeResponse(status, { message, code, ...(issues ? { issues } : {}) });

/** The hook inside the tab's query client (emptied first), fetch answered by `answer`. */
function renderAutosave(answer: (url: string, init?: RequestInit) => ReturnType<typeof fakeResponse>) {
  const client = getQueryClient();
  client.clear();
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(String(input), init),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const view = renderHook(() => useSelfReviewAutosave(initial, endpoints), { wrapper });
  return { ...view, client, fetchMock };
}

describe("the self-review's save and submit", () => {
  afterEach(() => window.localStorage.clear());

  it("a save refused because the session ended (401 unauthenticated) asks to sign in, keeping the answers here", async () => {
    const { result, fetchMock } = renderAutosave(() =>
      refusal(401, "unauthenticated", "Please sign in to continue."),
    );
    act(() => result.current.setReflection("wentWell", "Shipped the rollout"));
    act(() => result.current.leaveField());
    await waitFor(() => expect(result.current.problem).toEqual({ kind: "session" }));
    expect(fetchMock).toHaveBeenCalledWith(endpoints.save, expect.objectContaining({ method: "PUT" }));
    expect(result.current.isDirty).toBe(true);
    expect(readKeptDraft("E1", "Jun-25")?.reflections.wentWell).toBe("Shipped the rollout");
  });

  it("a save refused because it was submitted elsewhere (409 review_submitted) locks the form and stops saving", async () => {
    const { result, fetchMock } = renderAutosave(() =>
      refusal(409, "review_submitted", "Your self-review has been submitted: it can no longer be changed."),
    );
    act(() => result.current.setScore(2, 4));
    await waitFor(() =>
      expect(result.current.problem).toEqual({
        kind: "locked",
        message: "Your self-review has been submitted: it can no longer be changed.",
      }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Locked: a later change is kept on the page but sends nothing more.
    act(() => result.current.setScore(3, 5));
    act(() => result.current.leaveField());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.answers.scores).toEqual({ "1": 3, "2": 4, "3": 5 });
  });

  it("a submit refused the same way shows the same lock", async () => {
    const { result } = renderAutosave(() =>
      refusal(409, "review_submitted", "Your self-review has been submitted: it can no longer be changed."),
    );
    let submitted = true;
    await act(async () => {
      submitted = await result.current.submit();
    });
    expect(submitted).toBe(false);
    expect(result.current.problem?.kind).toBe("locked");
  });

  it("a submit with items unscored (422 review_incomplete) names them, and the form stays open", async () => {
    const issues = [{ path: "scores.2", message: "Ownership: Acts needs a score." }];
    const { result } = renderAutosave(() =>
      refusal(422, "review_incomplete", "Score every item before you submit your self-review.", issues),
    );
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.problem).toEqual({
      kind: "invalid",
      message: "Score every item before you submit your self-review.",
      issues,
    });
  });

  it("a submit that lands refreshes the completion counts and HR's review gaps by their keys", async () => {
    const { result, client } = renderAutosave(() => fakeResponse(200, { ...initial, state: "submitted" }));
    const completion = completionQuery(4, { groupBy: "department", page: 1 }).queryKey;
    const gaps = reviewGapsQuery("department", 1).queryKey;
    client.setQueryData(completion, { cached: true } as never);
    client.setQueryData(gaps, { cached: true } as never);
    let submitted = false;
    await act(async () => {
      submitted = await result.current.submit();
    });
    expect(submitted).toBe(true);
    expect(result.current.dto.state).toBe("submitted");
    expect(result.current.problem).toBeNull();
    expect(client.getQueryState(completion)?.isInvalidated).toBe(true);
    expect(client.getQueryState(gaps)?.isInvalidated).toBe(true);
  });
});

describe("problemOf reads a refusal by its code, not its status", () => {
  const error = (status: number, body: unknown) =>
    new ApiError(status, body === undefined ? "" : JSON.stringify(body), "Error");

  it("locks on every code that makes the self-review final for now", () => {
    for (const code of [
      "review_submitted",
      "cycle_closed",
      "phase_not_open",
      "phase_closed",
      "participant_left",
    ])
      expect(problemOf(error(409, { message: "Shut.", code })).kind).toBe("locked");
  });

  it("a 409 that is not a lock (a lost race, `conflict`) is a failed save, kept for the next try", () => {
    expect(problemOf(error(409, { message: "Reload and try again.", code: "conflict" }))).toEqual({
      kind: "failed",
      message: "Reload and try again.",
    });
  });

  it("a 401 without our code (not the app's answer) is no ended session; a 400 invalid_input names the fields", () => {
    expect(problemOf(error(401, undefined)).kind).toBe("failed");
    expect(problemOf(error(403, { message: "Managers only.", code: "forbidden" })).kind).toBe("failed");
    expect(
      problemOf(
        error(400, { message: "Not valid.", code: "invalid_input", issues: [{ path: "x", message: "y" }] }),
      ),
    ).toEqual({ kind: "invalid", message: "Not valid.", issues: [{ path: "x", message: "y" }] });
  });

  it("anything but an answer (the network) keeps the connection message", () => {
    expect(problemOf(new TypeError("Failed to fetch"))).toEqual({
      kind: "failed",
      message: "Your changes could not be saved: check your connection. They are kept on this page.",
    });
  });
});
