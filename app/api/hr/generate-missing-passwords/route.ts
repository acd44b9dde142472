import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { startGenerateMissing } from "@/lib/server/passwords/start-password-job";

// POST /api/hr/generate-missing-passwords – start a job giving a password to each employee who has none (409 when none or a job runs)
export const POST = route({ access: "hr" }, async ({ session, ip }) => {
  const job = await startGenerateMissing(session, ip);
  return NextResponse.json(
    { message: "Password generation started", jobId: job.id, total: job.total },
    { status: 202 },
  );
});
