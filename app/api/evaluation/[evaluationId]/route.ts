// GET /api/evaluation/{evaluationId} – one behavioral evaluation; PUT – submit changes to it
import { route } from "@/lib/server/http/route";
import { evaluationBodySchema, evaluationParams } from "@/lib/shared/schemas/evaluation";
import { getBehavioralEvaluation } from "@/lib/server/evaluations/behavioral/get-evaluation";
import { saveBehavioralEvaluation } from "@/lib/server/evaluations/behavioral/save-evaluation";

export const GET = route({ access: "manager", params: evaluationParams }, async ({ session, params }) =>
  getBehavioralEvaluation(session, params.evaluationId),
);

export const PUT = route(
  { access: "manager", params: evaluationParams, body: evaluationBodySchema, maxBodyBytes: 512 * 1024 },
  async ({ session, params, body }) =>
    saveBehavioralEvaluation(session, body, { kind: "update", evaluationId: params.evaluationId }),
);
