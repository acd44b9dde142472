// GET /api/evaluation/{evaluationId} – one behavioral evaluation; PUT – submit changes to it
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { evaluationBodySchema, evaluationIdSchema } from "@/lib/shared/schemas/evaluation";
import { getBehavioralEvaluation } from "@/lib/server/evaluations/behavioral/get-evaluation";
import { saveBehavioralEvaluation } from "@/lib/server/evaluations/behavioral/save-evaluation";

const params = z.object({ evaluationId: evaluationIdSchema });

export const GET = route({ access: "manager", params }, async ({ session, params }) =>
  getBehavioralEvaluation(session, params.evaluationId),
);

export const PUT = route(
  { access: "manager", params, body: evaluationBodySchema, maxBodyBytes: 512 * 1024 },
  async ({ session, params, body }) =>
    saveBehavioralEvaluation(session, body, { kind: "update", evaluationId: params.evaluationId }),
);
