// POST /api/employee-performance-questionnaire/draft/{employeeHrisId}/{managerHrisId} – save the questionnaire as a draft
import { route } from "@/lib/server/http/route";
import { reviewPairParams } from "@/lib/shared/schemas/team";
import { performanceQuestionnaireBodySchema } from "@/lib/shared/schemas/performance-questionnaire";
import { savePerformanceQuestionnaire } from "@/lib/server/performance-questionnaire/save-performance-questionnaire";

export const POST = route(
  { access: "manager", params: reviewPairParams, body: performanceQuestionnaireBodySchema },
  async ({ session, params, body }) => savePerformanceQuestionnaire(session, params, body, "draft"),
);
