// The client side of the spec's protocol (spec 1 §7–8): credentials always, JSON only when there
// is a body, and a non-success answer becomes an Error "<status>: <body text or status text>".

import { ERROR_CODES, type ErrorBody, type ErrorCode } from "@/lib/shared/error-codes";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }

  private get body(): Partial<Record<keyof ErrorBody, unknown>> | null {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === "object" ? parsed : null;
    } catch {
      return null; // not JSON
    }
  }

  /** The server's `message` field when the body is our JSON error shape, else the raw text. */
  get serverMessage(): string | undefined {
    const message = this.body?.message;
    return typeof message === "string" ? message : this.bodyText || undefined;
  }

  /** The fields the server named (a 400's or 422's `issues`), path dot-joined ("phases.manager.dueAt"). */
  get issues(): { path: string; message: string }[] | undefined {
    const issues = this.body?.issues;
    return Array.isArray(issues)
      ? issues.filter(
          (i): i is { path: string; message: string } =>
            !!i && typeof i.path === "string" && typeof i.message === "string",
        )
      : undefined;
  }

  /** The path of the first field our JSON error shape names (`issues[0].path`), if any. */
  get firstIssuePath(): string | undefined {
    return this.issues?.[0]?.path;
  }

  /** The machine-readable code of our JSON error shape; branch on this, never on the text. */
  get code(): ErrorCode | undefined {
    const code = this.body?.code;
    return typeof code === "string" && (ERROR_CODES as readonly string[]).includes(code)
      ? (code as ErrorCode)
      : undefined;
  }
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  init?: RequestInit,
): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    method,
    credentials: "include",
    headers: body !== undefined ? { "Content-Type": "application/json", ...init?.headers } : init?.headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return res;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/**
 * A query function for a GET (spec 1 §7's default read). The AbortSignal TanStack passes cancels a
 * fetch that a newer one replaced, so an older answer never lands after a newer one.
 */
export function getJson<T>(url: string) {
  return async ({ signal }: { signal?: AbortSignal }): Promise<T> => {
    const res = await apiRequest("GET", url, undefined, { signal });
    return (await res.json()) as T;
  };
}

/** A save refused because the form was opened from an older version (409 stale_edit). */
export function isStaleEdit(error: unknown): boolean {
  return error instanceof ApiError && error.code === "stale_edit";
}

/** A draft refused because the review was submitted meanwhile (409 already_submitted). */
export function isAlreadySubmitted(error: unknown): boolean {
  return error instanceof ApiError && error.code === "already_submitted";
}

/** Codes of a refusal for who is asking (the 401s and 403s): the spec's reads send these to /forbidden. */
const ACCESS_CODES: readonly ErrorCode[] = [
  "unauthenticated",
  "recent_sign_in_required",
  "forbidden",
  "password_change_required",
];

/** Refused for who is asking: signed out, not allowed, or not before another step. */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof ApiError && !!error.code && ACCESS_CODES.includes(error.code);
}

/** What the call named does not exist (404 not_found). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === "not_found";
}

/** Codes of a fault on the server's side: their message gives the person nothing to act on. */
const SERVER_FAULTS: readonly ErrorCode[] = ["internal", "unavailable", "bad_gateway"];

/** The server's reason for refusing this request (any code but a server fault), else undefined. */
export function refusalReason(error: unknown): string | undefined {
  const code = error instanceof ApiError ? error.code : undefined;
  return code && !SERVER_FAULTS.includes(code) ? (error as ApiError).serverMessage : undefined;
}

/** The message to put in a toast: the server's message, or the given fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
