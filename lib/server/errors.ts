import "server-only";
// One error type for everything a user may cause (docs/decisions/0005): an HTTP status, a
// machine-readable `code` the client branches on, and a message that is safe to show (the
// spec's words). The route wrapper turns it into `{ message, code, issues? }`.
import type { ErrorCode } from "@/lib/shared/error-codes";

export type { ErrorCode };
export type ErrorIssue = { path: string; message: string };

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "invalid_input",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  429: "rate_limited",
  502: "bad_gateway",
  503: "unavailable",
};

export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = "AppError";
    this.code = code ?? CODE_BY_STATUS[status] ?? (status >= 500 ? "internal" : "invalid_input");
  }
}

export const badRequest = (message: string, issues?: ErrorIssue[]) => new AppError(400, message, issues);
export const unauthorized = (message = "Please sign in to continue.") => new AppError(401, message);
export const forbidden = (message = "You do not have permission to do that.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message = "The request is too large.") => new AppError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
