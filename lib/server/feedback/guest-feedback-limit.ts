import "server-only";
import { tooManyRequests } from "@/lib/server/errors";
import { incrementCounter, secondsLeftInWindow } from "@/lib/server/rate-limit";

// The login pages accept feedback from anyone: cap guests per address so they cannot flood HR.
// Counters live in PostgreSQL, so every app instance counts together.
export const GUEST_FEEDBACK_WINDOW = { seconds: 60 * 60 };
export const MAX_GUEST_FEEDBACK_PER_ADDRESS = 10;

export async function countGuestFeedback(ip: string, now = Date.now()) {
  const count = await incrementCounter(`feedback:guest:ip:${ip}`, GUEST_FEEDBACK_WINDOW, now);
  if (count > MAX_GUEST_FEEDBACK_PER_ADDRESS) {
    const seconds = secondsLeftInWindow(GUEST_FEEDBACK_WINDOW, now);
    const minutes = Math.ceil(seconds / 60);
    throw tooManyRequests(
      `Too many feedback submissions from this address. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or sign in to send more.`,
      seconds,
    );
  }
}
