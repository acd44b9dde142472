// POST /api/evaluation – submit a behavioral evaluation (creates, or updates this cycle's one)
import { route } from "@/lib/server/http/route";
import { evaluationBodySchema } from "@/lib/shared/schemas/behavioral";
import { saveBehavioralEvaluation } from "@/lib/server/behavioral/save-evaluation";

export const POST = route(
  { access: "manager", body: evaluationBodySchema, maxBodyBytes: 512 * 1024 },
  async ({ session, body }) => saveBehavioralEvaluation(session, body, { kind: "submit" }),
);
