// GET /api/manager-self-questionnaire/{hrisId} – the signed-in manager's self-assessment (or null)
// POST – submit it, once per cycle
import { route } from "@/lib/server/http/route";
import { employeeByHrisParams } from "@/lib/shared/schemas/team";
import { managerSelfQuestionnaireBodySchema } from "@/lib/shared/schemas/self-questionnaire";
import {
  getManagerSelfQuestionnaire,
  submitManagerSelfQuestionnaire,
} from "@/lib/server/self-questionnaire/self-questionnaire";

// Response.json, not a plain return: the wrapper answers a bare null as { ok: true }.
export const GET = route({ access: "manager", params: employeeByHrisParams }, async ({ session, params }) =>
  Response.json(await getManagerSelfQuestionnaire(session, params.hrisId)),
);

export const POST = route(
  { access: "manager", params: employeeByHrisParams, body: managerSelfQuestionnaireBodySchema },
  async ({ session, params, body }) => submitManagerSelfQuestionnaire(session, params.hrisId, body),
);
