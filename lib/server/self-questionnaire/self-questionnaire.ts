import "server-only";
import { db } from "@/lib/server/db/client";
import { badRequest } from "@/lib/server/errors";
import type { ManagerSession } from "@/lib/server/auth/session";
import { findShownCycle } from "@/lib/server/review-cycles/shown-cycle";
import { requireOwnManager } from "@/lib/server/team/acting-manager";
import {
  managerSelfQuestionnaireSchema,
  managerSelfQuestionnaireFieldsSchema,
  selfCheckMessage,
  selfQuestionnaireIssues,
  type ManagerSelfQuestionnaireDto,
} from "@/lib/shared/schemas/self-questionnaire";
import type { z } from "zod";
import { selfQuestionnaireSelect, toSelfDto } from "./self-questionnaire-row";
import { saveAssessment } from "@/lib/server/assessments/save-assessment";
import { OWN_SELF_ASSESSMENT_ONLY, selfKind } from "./self-kind";

type Body = z.output<typeof managerSelfQuestionnaireFieldsSchema> & { hrisId?: string };

/** Only the signed-in manager's own self-questionnaire (another manager's hrisId is 403). */
function requireOwn(session: ManagerSession, hrisId: string) {
  requireOwnManager(session, hrisId, OWN_SELF_ASSESSMENT_ONLY);
}

/**
 * GET /api/manager-self-questionnaire/{hrisId}: the shown cycle's submitted self-assessment (the
 * active cycle's, else the last closed one's, read-only: shown-cycle.ts), or null.
 */
export async function getManagerSelfQuestionnaire(
  session: ManagerSession,
  hrisId: string,
): Promise<ManagerSelfQuestionnaireDto | null> {
  requireOwn(session, hrisId);
  const cycle = await findShownCycle();
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
 * read-only afterwards: a second submission, concurrent or later, is a 409 (already_submitted)
 * and changes nothing. The shared rules (lock, audit, insert race) are saveAssessment's.
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
  const row = await saveAssessment({
    kind: selfKind,
    actor: session,
    isDraft: false,
    write: async ({ tx, key }) => {
      const created = await tx.managerSelfQuestionnaire.create({
        data: { ...parsed.data, managerId: key.managerId, cycleId: key.cycleId },
        select: selfQuestionnaireSelect,
      });
      return { id: created.id, answer: created };
    },
  });
  return toSelfDto(row, session.hrisId);
}
