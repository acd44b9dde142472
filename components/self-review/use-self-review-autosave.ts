"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/client/api";
import type { ErrorCode } from "@/lib/shared/error-codes";
import type { ReflectionKey, SelfReviewDto } from "@/lib/shared/schemas/self-review";
import { delayUntilSave } from "./autosave-timing";
import { fingerprint, forgetDraft, keepDraft, readKeptDraft, type SelfReviewAnswers } from "./kept-draft";
import { useSaveSelfReview, useSubmitSelfReview, type SelfReviewEndpoints } from "./self-review-mutations";

export type { SelfReviewEndpoints };

/** Why the last save did not land: the session ended, the input was refused, or the review is locked. */
export type SaveProblem =
  | { kind: "session" }
  | { kind: "invalid"; message: string; issues: { path: string; message: string }[] }
  | { kind: "locked"; message: string }
  | { kind: "failed"; message: string };

const answersOf = (dto: SelfReviewDto): SelfReviewAnswers => ({
  scores: dto.scores,
  reflections: dto.reflections,
});

/** The refusals of an answer that is final for now: submitted, or the cycle or its self phase shut. */
const LOCKED: readonly ErrorCode[] = [
  "review_submitted",
  "cycle_closed",
  "phase_not_open",
  "phase_closed",
  "participant_left",
];

/** What a refused save or submit means for the form, by the answer's `code` (never its status or text). */
export function problemOf(error: unknown): SaveProblem {
  if (error instanceof ApiError) {
    const code = error.code;
    if (code === "unauthenticated") return { kind: "session" };
    if (code === "invalid_input" || code === "review_incomplete")
      return {
        kind: "invalid",
        message: error.serverMessage ?? "Please check your answers.",
        issues: error.issues ?? [],
      };
    if (code && LOCKED.includes(code))
      return { kind: "locked", message: error.serverMessage ?? "This self-review can no longer be changed." };
    return {
      kind: "failed",
      message: error.serverMessage ?? "Your changes could not be saved. They are kept on this page.",
    };
  }
  return {
    kind: "failed",
    message: "Your changes could not be saved: check your connection. They are kept on this page.",
  };
}

/**
 * The self-review's answers on screen and their autosave (issue 34 §2): every change is kept in
 * this browser at once and saved after a pause (at most every 5 s) or when a field is left. A save
 * refused because the session ended keeps everything, here and in localStorage; after signing in
 * again the kept answers come back onto the page and are saved. Submit sends everything typed.
 */
export function useSelfReviewAutosave(initial: SelfReviewDto, endpoints: SelfReviewEndpoints) {
  const { mutateAsync: saveDraft } = useSaveSelfReview(endpoints);
  const { mutateAsync: submitAll } = useSubmitSelfReview(endpoints);
  const [dto, setDto] = useState(initial);
  const [answers, setAnswers] = useState<SelfReviewAnswers>(() => answersOf(initial));
  const [saved, setSaved] = useState(() => fingerprint(answersOf(initial)));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const current = useRef(answers);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const lastSentAt = useRef<number | null>(null);
  const stopped = useRef(initial.state === "submitted" || !initial.open);
  const hrisId = initial.employeeHrisId;
  const cycleName = initial.cycleName;

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (stopped.current || inFlight.current) return;
    const sent = current.current;
    const print = fingerprint(sent);
    if (print === saved && problem === null) return;
    inFlight.current = true;
    lastSentAt.current = Date.now();
    setSaving(true);
    try {
      const answer = await saveDraft(sent);
      setDto(answer);
      setSaved(print);
      setProblem(null);
      if (fingerprint(current.current) === print) forgetDraft(hrisId, cycleName);
    } catch (error) {
      const next = problemOf(error);
      setProblem(next);
      if (next.kind === "locked") stopped.current = true;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }, [saveDraft, saved, problem, hrisId, cycleName]);

  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  const schedule = useCallback((reason: "change" | "blur") => {
    if (stopped.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void flushRef.current(),
      delayUntilSave(Date.now(), lastSentAt.current, reason),
    );
  }, []);

  const change = useCallback(
    (next: SelfReviewAnswers, reason: "change" | "blur") => {
      current.current = next;
      setAnswers(next);
      keepDraft(hrisId, cycleName, next);
      schedule(reason);
    },
    [schedule, hrisId, cycleName],
  );

  // Answers kept in this browser from before (a session that ended mid-text) come back and are saved.
  useEffect(() => {
    if (stopped.current) return;
    const kept = readKeptDraft(hrisId, cycleName);
    if (!kept) return;
    const merged: SelfReviewAnswers = {
      scores: { ...current.current.scores, ...kept.scores },
      reflections: kept.reflections,
    };
    if (fingerprint(merged) === fingerprint(current.current)) return forgetDraft(hrisId, cycleName);
    current.current = merged;
    setAnswers(merged);
    schedule("blur");
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A save still waiting when the page is left goes now (the browser may still send it).
  useEffect(() => {
    const leave = () => {
      if (!stopped.current && fingerprint(current.current) !== saved) void flushRef.current();
    };
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, [saved]);

  const setScore = (subcomponentId: number, score: number) =>
    change(
      { ...current.current, scores: { ...current.current.scores, [String(subcomponentId)]: score } },
      "blur",
    );
  const setReflection = (key: ReflectionKey, text: string) =>
    change({ ...current.current, reflections: { ...current.current.reflections, [key]: text } }, "change");
  const leaveField = () => schedule("blur");

  const submit = async (): Promise<boolean> => {
    clearTimeout(timer.current);
    setSaving(true);
    try {
      const answer = await submitAll(current.current);
      stopped.current = true;
      forgetDraft(hrisId, cycleName);
      setDto(answer);
      setSaved(fingerprint(current.current));
      setProblem(null);
      return true;
    } catch (error) {
      setProblem(problemOf(error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    dto,
    answers,
    isDirty: fingerprint(answers) !== saved,
    saving,
    problem,
    setScore,
    setReflection,
    leaveField,
    submit,
  };
}
