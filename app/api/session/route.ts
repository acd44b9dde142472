import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";

// GET /api/session – who is signed in ({ session: null } for a guest); tabs poll it on focus
export const GET = route({ access: "public" }, async ({ session }) =>
  NextResponse.json(
    {
      session: session
        ? session.kind === "manager"
          ? { kind: session.kind, id: session.employeeId, hrisId: session.hrisId, name: session.name }
          : { kind: session.kind, id: session.hrUserId, hrisId: null, name: session.name }
        : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  ),
);
