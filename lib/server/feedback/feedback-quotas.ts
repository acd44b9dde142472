import "server-only";
import { db } from "@/lib/server/db/client";
import { tooManyRequests } from "@/lib/server/errors";
import { claimWithinLimit, secondsLeftInWindow, type Window } from "@/lib/server/rate-limit";
import type { Session } from "@/lib/server/auth/session";

// What one hour of feedback may add to the database (docs/decisions/0045). Guests are counted per
// address and all together, signed-in users per account, and everyone together, so neither a
// rotating address nor an account can grow the database without bound. Counters live in
// PostgreSQL, so every app instance counts together.
export const FEEDBACK_QUOTA_WINDOW: Window = { seconds: 60 * 60 };
const MB = 1024 * 1024;
export const MAX_GUEST_FEEDBACK_PER_ADDRESS = 10;
export const MAX_GUEST_FEEDBACK_BYTES_PER_ADDRESS = 20 * MB;
export const MAX_GUEST_FEEDBACK_BYTES = 100 * MB;
export const MAX_FEEDBACK_PER_ACCOUNT = 30;
export const MAX_FEEDBACK_BYTES_PER_ACCOUNT = 50 * MB;
export const MAX_FEEDBACK_BYTES = 250 * MB;

type Claim = { key: string; amount: number; limit: number; refusal: (wait: string) => string };

function claimsFor(session: Session | null, ip: string, bytes: number): Claim[] {
  const everyone: Claim = {
    key: "feedback:bytes:all",
    amount: bytes,
    limit: MAX_FEEDBACK_BYTES,
    refusal: (wait) =>
      `Feedback is receiving more than it can store right now. Please wait ${wait} and try again, or send it without images.`,
  };
  if (!session)
    return [
      {
        key: `feedback:guest:ip:${ip}`,
        amount: 1,
        limit: MAX_GUEST_FEEDBACK_PER_ADDRESS,
        refusal: (wait) =>
          `Too many feedback submissions from this address. Please wait ${wait} and try again, or sign in to send more.`,
      },
      {
        key: `feedback:guest-bytes:ip:${ip}`,
        amount: bytes,
        limit: MAX_GUEST_FEEDBACK_BYTES_PER_ADDRESS,
        refusal: (wait) =>
          `Too many images sent from this address in the last hour (${MAX_GUEST_FEEDBACK_BYTES_PER_ADDRESS / MB} MB at most). Please wait ${wait} and try again, or sign in to send more.`,
      },
      {
        key: "feedback:guest-bytes:all",
        amount: bytes,
        limit: MAX_GUEST_FEEDBACK_BYTES,
        refusal: (wait) =>
          `Feedback from signed-out visitors has reached its limit for this hour. Please wait ${wait} and try again, or sign in to send feedback.`,
      },
      everyone,
    ];
  const account = session.kind === "manager" ? `manager:${session.employeeId}` : `hr:${session.hrUserId}`;
  return [
    {
      key: `feedback:account:${account}`,
      amount: 1,
      limit: MAX_FEEDBACK_PER_ACCOUNT,
      refusal: (wait) =>
        `You have sent ${MAX_FEEDBACK_PER_ACCOUNT} pieces of feedback in the last hour, the most we accept. Please wait ${wait} and try again.`,
    },
    {
      key: `feedback:account-bytes:${account}`,
      amount: bytes,
      limit: MAX_FEEDBACK_BYTES_PER_ACCOUNT,
      refusal: (wait) =>
        `Your feedback in the last hour has reached the limit of ${MAX_FEEDBACK_BYTES_PER_ACCOUNT / MB} MB of images and text. Please wait ${wait} and try again, or send it without images.`,
    },
    everyone,
  ];
}

/**
 * Counts one submission of `bytes` (images and text) against every quota that applies, all or
 * none: the first quota it would exceed answers 429 with a clear message and nothing is counted.
 */
export async function claimFeedbackQuotas(
  session: Session | null,
  ip: string,
  bytes: number,
  now = Date.now(),
) {
  await db.$transaction(async (tx) => {
    for (const claim of claimsFor(session, ip, bytes)) {
      if (await claimWithinLimit(tx, claim.key, FEEDBACK_QUOTA_WINDOW, claim.amount, claim.limit, now))
        continue;
      const seconds = secondsLeftInWindow(FEEDBACK_QUOTA_WINDOW, now);
      const minutes = Math.ceil(seconds / 60);
      throw tooManyRequests(claim.refusal(`${minutes} minute${minutes === 1 ? "" : "s"}`), seconds);
    }
  });
}
