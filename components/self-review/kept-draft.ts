// What a person typed into their self-review and the server has not confirmed, kept in this
// browser's localStorage (never a cookie: it is not sent anywhere) until a save succeeds, so an
// expired session, a closed tab or a crash loses nothing (issue 34 §2). Keyed by the person and
// the cycle: another person signing in on the same browser never gets it.

import type { ReflectionKey } from "@/lib/shared/schemas/self-review";

export type SelfReviewAnswers = {
  scores: Record<string, number>;
  reflections: Record<ReflectionKey, string>;
};

const keyOf = (hrisId: string, cycleName: string) => `yardstick.self-review.${hrisId}.${cycleName}`;

export function fingerprint(answers: SelfReviewAnswers): string {
  const scores = Object.keys(answers.scores)
    .sort()
    .map((k) => [k, answers.scores[k]]);
  return JSON.stringify([
    scores,
    answers.reflections.wentWell,
    answers.reflections.toImprove,
    answers.reflections.goals,
  ]);
}

export function keepDraft(hrisId: string, cycleName: string, answers: SelfReviewAnswers) {
  try {
    window.localStorage.setItem(keyOf(hrisId, cycleName), JSON.stringify(answers));
  } catch {
    // storage full or disabled: the page still holds the text
  }
}

export function forgetDraft(hrisId: string, cycleName: string) {
  try {
    window.localStorage.removeItem(keyOf(hrisId, cycleName));
  } catch {
    // nothing kept
  }
}

/** The kept answers, when they are well-formed; anything else is dropped. */
export function readKeptDraft(hrisId: string, cycleName: string): SelfReviewAnswers | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(keyOf(hrisId, cycleName));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SelfReviewAnswers>;
    const scores = Object.fromEntries(
      Object.entries(parsed.scores ?? {}).filter(([, v]) => Number.isInteger(v) && v >= 1 && v <= 5),
    );
    const r = parsed.reflections ?? ({} as Partial<Record<ReflectionKey, unknown>>);
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    return {
      scores,
      reflections: { wentWell: text(r.wentWell), toImprove: text(r.toImprove), goals: text(r.goals) },
    };
  } catch {
    return null;
  }
}
