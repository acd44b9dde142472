import { route } from "@/lib/server/http/route";
import { previewEligibility, saveEligibilityRules } from "@/lib/server/review-cycles/eligibility";
import { eligibilityQuery, eligibilityRulesSchema, cycleParams } from "@/lib/shared/schemas/review-cycle";

// GET /api/hr/review-cycles/{id}/eligibility?page=N&status=in|out|blocking – who the cycle would
// review, who not and why, the blocking problems and the counts per reason (50 a page)
export const GET = route(
  { access: "hr", params: cycleParams, query: eligibilityQuery },
  ({ params, query }) => previewEligibility(params.id, query),
);

// PUT /api/hr/review-cycles/{id}/eligibility – replace a Draft cycle's eligibility rules
export const PUT = route(
  { access: "hr", params: cycleParams, body: eligibilityRulesSchema },
  ({ session, params, body, ip }) => saveEligibilityRules(session, params.id, body, ip),
);
