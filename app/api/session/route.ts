import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { sessionEndsOf } from "@/lib/server/auth/session-token";
import type { Session } from "@/lib/server/auth/session";
import { sessionQuerySchema, type SessionAnswer } from "@/lib/shared/schemas/session";

// GET /api/session – who is signed in and when their session ends ({ session: null } for a guest);
// tabs poll it on focus and typing renews it, while `?peek=1` (the timeout warning) only looks
export const GET = route(
  { access: "public", query: sessionQuerySchema, renewsSession: (query) => !query.peek },
  async ({ session, renewsSession }) =>
    NextResponse.json(
      { session: session ? describeSession(session, renewsSession) : null } satisfies SessionAnswer,
      { headers: { "Cache-Control": "no-store" } },
    ),
);

function describeSession(session: Session, renewed: boolean): NonNullable<SessionAnswer["session"]> {
  // A renewed cookie is last used now (its new seenAt).
  const ends = sessionEndsOf(session, renewed ? Math.floor(Date.now() / 1000) : undefined);
  const who =
    session.kind === "manager"
      ? { kind: session.kind, id: session.employeeId, hrisId: session.hrisId, name: session.name }
      : { kind: session.kind, id: session.hrUserId, hrisId: null, name: session.name };
  return {
    ...who,
    idleEndsAt: new Date(ends.idleEndsAt * 1000).toISOString(),
    endsAt: new Date(ends.endsAt * 1000).toISOString(),
  };
}
