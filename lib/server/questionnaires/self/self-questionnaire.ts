import "server-only";
import { db } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/errors";
import type { ManagerSession } from "@/lib/server/auth/session";
import { isUniqueViolation } from "@/lib/server/http/prisma-errors";
import { ensureCurrentCycle, findCurrentCycle } from "@/lib/server/review-cycles/current-cycle";
import { requireOwnManager } from "@/lib/server/team/acting-manager";
import {
  managerSelfQuestionnaireSchema,
  managerSelfQuestionnaireFieldsSchema,
  selfCheckMessage,
  selfQuestionnaireIssues,
  type ManagerSelfQuestionnaireDto,
} from "@/lib/shared/schemas/manager-self-questionnaire";
import type { z } from "zod";
import { selfQuestionnaireSelect, toSelfDto } from "./self-questionnaire-row";
import { recordEdit } from "@/lib/server/audit";
import { selfQuestionnaireSnapshot } from "@/lib/server/audit-snapshots";

export const OWN_SELF_ASSESSMENT_ONLY = "You can only access your own self-assessment.";
export const ALREADY_SUBMITTED = "Your self-assessment has already been submitted.";

type Body = z.output<typeof managerSelfQuestionnaireFieldsSchema> & { hrisId?: string };

/** Only the signed-in manager's own self-questionnaire (another manager's hrisId is 403). */
function requireOwn(session: ManagerSession, hrisId: string) {
  requireOwnManager(session, hrisId, OWN_SELF_ASSESSMENT_ONLY);
}

/** GET /api/manager-self-questionnaire/{hrisId}: this cycle's submitted self-assessment, or null. */
export async function getManagerSelfQuestionnaire(
  session: ManagerSession,
  hrisId: string,
): Promise<ManagerSelfQuestionnaireDto | null> {
  requireOwn(session, hrisId);
  const cycle = await findCurrentCycle();
  if (!cycle) return null; // no cycle yet: nothing can have been submitted in it
  const row = await db.managerSelfQuestionnaire.findUnique({
    where: { managerId_cycleId: { managerId: session.employeeId, cycleId: cycle.id } },
    select: selfQuestionnaireSelect,
  });
  return row && toSelfDto(row, session.hrisId);
}

/**
 * POST /api/manager-self-questionnaire/{hrisId} (spec 2 §4, §5, §7): checked by the form's schema
 * (the first failing check's message is the answer's), stored once per manager and cycle and
 * read-only afterwards: a second submission, concurrent or later, is a 409 and changes nothing.
 */
export async function submitManagerSelfQuestionnaire(
  session: ManagerSession,
  hrisId: string,
  body: Body,
): Promise<ManagerSelfQuestionnaireDto> {
  requireOwn(session, hrisId);
  if (body.hrisId !== undefined && body.hrisId !== hrisId)
    throw badRequest("The HRIS id in the request does not match the address.");
  const parsed = managerSelfQuestionnaireSchema.safeParse(body);
  if (!parsed.success) {
    const first = selfQuestionnaireIssues(body)[0];
    throw badRequest(
      first ? selfCheckMessage(first.check) : parsed.error.issues[0].message,
      parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    );
  }
  const cycle = await ensureCurrentCycle();
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.managerSelfQuestionnaire.create({
        data: { ...parsed.data, managerId: session.employeeId, cycleId: cycle.id },
        select: selfQuestionnaireSelect,
      });
      await recordEdit(tx, {
        action: "evaluation.self.submit",
        actor: session,
        employeeIds: [session.hrisId],
        detail: { questionnaireId: created.id },
        before: null,
        after: await selfQuestionnaireSnapshot(tx, created.id),
      });
      return created;
    });
    return toSelfDto(row, session.hrisId);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_SUBMITTED);
    throw error;
  }
}
