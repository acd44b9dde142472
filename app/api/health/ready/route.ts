import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { checkReadiness } from "@/lib/server/health/readiness";
import { noteReadiness } from "@/lib/server/health/readiness-log";

// GET /api/health/ready – may this instance take traffic (database, migrations, email worker)?
// 200 or 503 with the failing part named; reads only, no session needed, never rate limited.
export const GET = route({ access: "public" }, async () => {
  const readiness = await checkReadiness();
  noteReadiness(readiness);
  return NextResponse.json(readiness, {
    status: readiness.status === "ready" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
});
