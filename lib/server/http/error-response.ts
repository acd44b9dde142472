import "server-only";
import { NextResponse } from "next/server";
import { AppError } from "@/lib/server/errors";
import { fromPrismaError } from "@/lib/server/http/prisma-errors";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from "@/lib/server/http/database-unavailable";

/**
 * Maps any thrown value to the API's one error shape, `{ message, code, issues? }`, leaking no
 * internals: an AppError as it is, a known Prisma error through its mapping, a database outage as
 * 503, anything else a 500. The route wrapper logs the failure on the request's line
 * (lib/server/http/request-log.ts).
 */
export function toErrorResponse(error: unknown): NextResponse {
  const known = error instanceof AppError ? error : fromPrismaError(error);
  if (known) {
    return NextResponse.json(
      { message: known.message, code: known.code, ...(known.issues ? { issues: known.issues } : {}) },
      { status: known.status, headers: known.headers },
    );
  }
  if (isDatabaseUnavailable(error)) {
    return NextResponse.json(
      { message: DATABASE_UNAVAILABLE_MESSAGE, code: "unavailable" },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
    );
  }
  return NextResponse.json(
    { message: "Something went wrong on our side. Please try again.", code: "internal" },
    { status: 500 },
  );
}
