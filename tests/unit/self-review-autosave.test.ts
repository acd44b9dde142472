/** @jest-environment jsdom */
import { DEBOUNCE_MS, delayUntilSave, MIN_GAP_MS } from "@/components/self-review/autosave-timing";
import { fingerprint, forgetDraft, keepDraft, readKeptDraft } from "@/components/self-review/kept-draft";

// Issue 34 §2: when the self-review's autosave sends, and what it keeps in the browser meanwhile.

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
