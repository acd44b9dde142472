import { NextResponse } from "next/server";
import { AppError } from "@/lib/server/errors";

type PrismaLikeError = { code?: unknown; name?: unknown };

/** Maps any thrown value to the API's one error shape, `{ message, issues? }`, leaking no internals. */
export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(
      { message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
      { status: error.status, headers: error.headers },
    );
  }
  const code = (error as PrismaLikeError | null)?.code;
  if (code === "P2002") {
    return NextResponse.json({ message: "This was already saved by another request. Reload and try again." }, { status: 409 });
  }
  if (code === "P2025") return NextResponse.json({ message: "Not found." }, { status: 404 });
  console.error("[api] unexpected error", error);
  return NextResponse.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}
