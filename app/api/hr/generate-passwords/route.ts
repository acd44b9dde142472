import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { startGeneration } from "@/lib/server/passwords/start-password-job";

// POST /api/hr/generate-passwords – start the one-time bulk generation job (409 once it exists).
// The legacy body (hrUserId) is not read: the acting HR user is the session's.
export const POST = route({ access: "hr" }, async ({ session, ip }) => {
  const job = await startGeneration(session, ip);
  return NextResponse.json(
    { message: "Password generation started", jobId: job.id, total: job.total },
    { status: 202 },
  );
});
