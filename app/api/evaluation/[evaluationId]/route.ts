// GET /api/evaluation/{evaluationId} – one behavioral evaluation; PUT – submit changes to it
import { route } from "@/lib/server/http/route";
import { evaluationBodySchema, evaluationParams } from "@/lib/shared/schemas/behavioral";
import { getBehavioralEvaluation } from "@/lib/server/behavioral/get-evaluation";
import { saveBehavioralEvaluation } from "@/lib/server/behavioral/save-evaluation";

export const GET = route({ access: "manager", params: evaluationParams }, async ({ session, params }) =>
  getBehavioralEvaluation(session, params.evaluationId),
);

export const PUT = route(
  { access: "manager", params: evaluationParams, body: evaluationBodySchema, maxBodyBytes: 512 * 1024 },
  async ({ session, params, body }) =>
    saveBehavioralEvaluation(session, body, { kind: "update", evaluationId: params.evaluationId }),
);
