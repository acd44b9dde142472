import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";

// GET /api/session – who is signed in ({ session: null } for a guest); tabs poll it on focus
export const GET = route({ access: "public" }, async ({ session }) =>
  NextResponse.json(
    { session: session ? { kind: session.kind, id: session.id, hrisId: session.hrisId ?? null, name: session.name } : null },
    { headers: { "Cache-Control": "no-store" } },
  ),
);
