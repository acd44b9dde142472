import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { getEmailProgress } from "@/lib/server/mail/email-outbox";

// GET /api/hr/email-progress – the latest bulk send: sent / failed / pending and the failures
export const GET = route({ access: "hr" }, async () =>
  NextResponse.json(await getEmailProgress(), { headers: { "Cache-Control": "no-store" } }),
);
