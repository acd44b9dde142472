import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { regeneratePasswordSchema } from "@/lib/shared/schemas/passwords";
import { regeneratePassword } from "@/lib/server/passwords/regenerate-password";

// POST /api/hr/regeneratePassword – { employeeId: HRIS ID } → { employeeId, plainPassword }; ends the
// employee's sessions. Acting HR user from the session only; needs a recent sign-in.
export const POST = route(
  { access: "hr-recent", body: regeneratePasswordSchema, maxBodyBytes: 2048 },
  async ({ session, body, ip }) =>
    NextResponse.json(await regeneratePassword(session, body.employeeId, ip), {
      headers: { "Cache-Control": "no-store" },
    }),
);
