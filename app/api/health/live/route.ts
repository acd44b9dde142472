import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";

// GET /api/health/live – the process answers (no database, no session): the platform's liveness check.
export const GET = route({ access: "public" }, async () =>
  NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }),
);
