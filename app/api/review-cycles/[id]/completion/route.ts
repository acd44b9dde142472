import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { getCycleCompletion } from "@/lib/server/review-cycles/cycle-completion-dashboard";
import { completionParams, completionQuery } from "@/lib/shared/schemas/cycle-completion";

// GET /api/review-cycles/{id}/completion?groupBy=department|manager&root={hrisId}&page=N[&group=…&reach=direct|all]
// – done / total / overdue per phase by department or manager subtree, or a group's people
// (HR: any root, the whole org by default; a manager: their own subtree, 403 outside)
export const GET = route(
  { access: "signed-in", params: completionParams, query: completionQuery },
  async ({ session, params, query }) =>
    NextResponse.json(await getCycleCompletion(session, params.id, query), {
      headers: { "Cache-Control": "no-store" },
    }),
);
