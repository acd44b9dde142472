import type { SinkMessage } from "@/tests/helpers/smtp-sink";
import { PARIS } from "@/tests/helpers/reminder-world";
import { dateStampIn } from "@/lib/shared/time-zone";

// Issue 33's "Done when" scenario on reminder-world.ts's cycle (due Friday 25 June 2027, 23:59
// Paris), shared by the two-instance test on PostgreSQL (tests/postgres/reminders-two-instances)
// and the one-process test on PGlite (tests/integration/reminders/reminders-one-process): the same
// fake clock, the same expected emails. The clock walks every 4 hours from T-8 to T+5; each
// reviewer gets exactly one digest on each reminder day (T-7, T-3, T-1, T-0, then overdue on the
// Monday), counted in a real SMTP sink. Everything then stops for 30 simulated hours across
// Thursday 1 July's 09:00 (the second overdue reminder day); restarted at 16:00, it sends exactly
// one overdue digest per reviewer, and no more that day.

/** The walk's instants: every 4 hours from Thursday 17 June 02:00 Paris to Wednesday 30 June 10:00. */
export function walkTimes(): Date[] {
  const times: Date[] = [];
  for (
    let at = Date.parse("2027-06-17T00:00:00Z");
    at <= Date.parse("2027-06-30T08:00:00Z");
    at += 4 * 3600_000
  )
    times.push(new Date(at));
  return times;
}

/** After the stop: Thursday 1 July, 16:00 and 20:00 Paris. */
export const AFTER_STOP = [new Date("2027-07-01T14:00:00Z"), new Date("2027-07-01T18:00:00Z")];

const REMINDER_DAYS = ["2027-06-18", "2027-06-22", "2027-06-24", "2027-06-25", "2027-06-28"];
const OVERDUE_DAYS = new Set(["2027-06-28", "2027-07-01"]);
/** The reviewers, with the number of reviews each has to write. */
const REVIEWERS = [
  { to: "mara@test.example", reviews: "2 reviews" },
  { to: "noel@test.example", reviews: "1 review" },
];

export type Received = { to: string; day: string; subject: string };

const digestsOn = (days: string[]): Received[] =>
  days.flatMap((day) =>
    REVIEWERS.map(({ to, reviews }) => ({
      to,
      day,
      subject: `Yardstick: ${reviews} to finish in Jun-27${OVERDUE_DAYS.has(day) ? " (overdue)" : ""}`,
    })),
  );

/** Every email of the walk: one per reviewer per reminder day, in day order. */
export const EXPECTED_WALK = digestsOn(REMINDER_DAYS);
/** Every email after the stop: one overdue digest per reviewer. */
export const EXPECTED_AFTER_STOP = digestsOn(["2027-07-01"]);

/**
 * What the sink receives, step by step: `step(at, tick)` runs the step's work (plan and drain, in
 * however many instances) and records each message that arrived meanwhile under the Paris day of `at`.
 */
export function receivedLog(sink: { messages: SinkMessage[] }) {
  const received: Received[] = [];
  return {
    received,
    async step(at: Date, tick: (at: Date) => Promise<void>) {
      const before = sink.messages.length;
      await tick(at);
      for (const m of sink.messages.slice(before))
        received.push({ to: m.to[0]!, day: dateStampIn(at, PARIS), subject: m.subject });
    },
  };
}

/** In day order, then by recipient (two instances may send a day's digests in either order). */
export const inDayOrder = (received: Received[]) =>
  [...received].sort((a, b) => a.day.localeCompare(b.day) || a.to.localeCompare(b.to));
