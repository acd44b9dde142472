import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { createCycleBody } from "@/lib/shared/schemas/review-cycle";
import { listCycles } from "@/lib/server/review-cycles/list-cycles";
import { createCycle } from "@/lib/server/review-cycles/create-cycle";

// GET /api/hr/review-cycles – every review cycle (id, name, status, dates, participants, completion)
export const GET = route({ access: "hr" }, async () => ({ cycles: await listCycles() }));

// POST /api/hr/review-cycles – a new Draft cycle (422 phases out of order, 409 name taken)
export const POST = route({ access: "hr", body: createCycleBody }, async ({ session, body, ip }) =>
  NextResponse.json(await createCycle(session, body, ip), { status: 201 }),
);
