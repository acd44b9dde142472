// The machine-readable `code` of every API error answer (docs/decisions/0005). The client
// branches on these, never on the message text (which is the spec's, for people).
export const ERROR_CODES = [
  "invalid_input",
  "unauthenticated",
  "recent_sign_in_required",
  "forbidden",
  "password_change_required",
  // HR turned password sign-in off for managers and employees (issue 35)
  "password_sign_in_off",
  "not_found",
  "conflict",
  "stale_edit",
  "already_submitted",
  // review cycles (docs/decisions/0075, 0076)
  "cycle_closed",
  "phase_not_open",
  "phase_closed",
  "already_launched",
  "participant_left",
  // sharing the review (issue 34, docs/decisions/0087)
  "review_incomplete",
  "already_acknowledged",
  // the employee's self-review is submitted: read-only (issue 34 §3)
  "review_submitted",
  "payload_too_large",
  "rate_limited",
  "bad_gateway",
  "unavailable",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The error answer of every API route. */
export type ErrorBody = { message: string; code: ErrorCode; issues?: { path: string; message: string }[] };
