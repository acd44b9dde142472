import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { getLatestJob } from "@/lib/server/passwords/password-status";

// GET /api/hr/generation-progress – the latest bulk password job (done / total, rate, time left)
export const GET = route({ access: "hr" }, async () =>
  NextResponse.json({ job: await getLatestJob() }, { headers: { "Cache-Control": "no-store" } }),
);
