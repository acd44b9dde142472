import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { startRegenerateAll } from "@/lib/server/passwords/start-password-job";

// POST /api/hr/bulkRegeneratePasswords – new passwords for every employee, as a background job
// (answers { count, jobId }); no screen uses it (spec 1 §7). Needs a recent sign-in.
export const POST = route({ access: "hr-recent" }, async ({ session, ip }) => {
  const job = await startRegenerateAll(session, ip);
  return NextResponse.json(
    { message: "Password regeneration started", count: job.total, jobId: job.id },
    { status: 202 },
  );
});
