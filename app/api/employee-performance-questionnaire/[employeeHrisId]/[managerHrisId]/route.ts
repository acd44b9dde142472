// GET /api/employee-performance-questionnaire/{employeeHrisId}/{managerHrisId} – the questionnaire (or null)
// POST – submit it (first time or Update Review); error answers carry the message the screen shows
import { route } from "@/lib/server/http/route";
import { reviewPairParams } from "@/lib/shared/schemas/team";
import { performanceQuestionnaireBodySchema } from "@/lib/shared/schemas/performance-questionnaire";
import { getPerformanceQuestionnaire } from "@/lib/server/performance-questionnaire/get-performance-questionnaire";
import { savePerformanceQuestionnaire } from "@/lib/server/performance-questionnaire/save-performance-questionnaire";

// Response.json, not a plain return: the wrapper answers a bare null as { ok: true }.
export const GET = route({ access: "manager", params: reviewPairParams }, async ({ session, params }) =>
  Response.json(await getPerformanceQuestionnaire(session, params)),
);

export const POST = route(
  { access: "manager", params: reviewPairParams, body: performanceQuestionnaireBodySchema },
  async ({ session, params, body }) => savePerformanceQuestionnaire(session, params, body, "submit"),
);
