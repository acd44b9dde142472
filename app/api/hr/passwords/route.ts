import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { listPasswords } from "@/lib/server/passwords/password-list";

// GET /api/hr/passwords – every employee's credentials row (passwords decrypted; audited; recent sign-in)
export const GET = route({ access: "hr-recent" }, async ({ session, ip }) =>
  NextResponse.json(
    { passwords: await listPasswords(session, ip) },
    { headers: { "Cache-Control": "no-store" } },
  ),
);
