import { POST as saveDraft } from "@/app/api/evaluation/draft/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { createBehavioralWorld, fullScores } from "@/tests/helpers/behavioral-factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { launchCycle } from "@/lib/server/review-cycles/launch-cycle";
import { changeParticipant } from "@/lib/server/review-cycles/participants";
import { awaitJobs } from "@/lib/server/jobs/job-runs";
import { clearLaunchWorld } from "@/tests/helpers/launch-factories";

// A manager change as managers live it (issue 32 outcome 5): the draft moves with the review, the
// old manager's next save is refused by the write gate (403), the new reviewer continues the same
// review.

const t = useTestDatabase();
beforeEach(() => clearLaunchWorld(t.prisma));

/** A launched cycle with the manager phase open: top → manager → report (outsider and deep excluded). */
async function launchedWorld() {
  const w = await createBehavioralWorld(t.prisma, [2]);
  const top = await createEmployee(t.prisma, { name: "Tess Top" });
  await createAccount(t.prisma, top);
  await t.prisma.employee.update({ where: { id: w.manager.id }, data: { mgrId: top.hrisId } });
  const hr = await createHrUser(t.prisma);
  const actor = { kind: "hr" as const, hrUserId: hr.id, name: hr.username };
  const cycle = await t.prisma.reviewCycle.create({
    data: {
      name: "Gate",
      eligibility: { excludeHrisIds: [w.outsider.hrisId, w.deep.hrisId] },
      phases: {
        create: [
          {
            phase: "manager",
            opensAt: new Date(Date.now() - 86_400_000),
            dueAt: new Date(Date.now() + 86_400_000),
          },
        ],
      },
    },
  });
  await launchCycle(actor, cycle.id, "local");
  await awaitJobs();
  const body = { employeeId: w.report.id, scores: fullScores(w.competencies, 3), overallComments: "" };
  return { ...w, top, actor, cycle, body, oldCookie: await managerCookie(w.manager) };
}

it("moves the draft to the new reviewer; the old manager's next save gets 403", async () => {
  const { actor, cycle, body, oldCookie, top, ...w } = await launchedWorld();
  const first = await callRoute(saveDraft, "/api/evaluation/draft", { body, cookie: oldCookie });
  expect(first.status).toBe(200);

  await changeParticipant(actor, cycle.id, w.report.hrisId, { reviewerHrisId: top.hrisId }, "local");

  const refused = await callRoute(saveDraft, "/api/evaluation/draft", { body, cookie: oldCookie });
  expect(refused.status).toBe(403);
  const continued = await callRoute(saveDraft, "/api/evaluation/draft", {
    body: { ...body, overallComments: "Picked up" },
    cookie: await managerCookie(top),
  });
  expect(continued.status).toBe(200);
  expect(continued.json.evaluationId).toBe(first.json.evaluationId);
  expect(await t.prisma.behavioralEvaluation.count({ where: { employeeId: w.report.id } })).toBe(1);
});

it("makes a leaver's reviews read-only: the manager's next save gets 409 participant_left", async () => {
  const { actor, cycle, body, oldCookie, ...w } = await launchedWorld();
  expect((await callRoute(saveDraft, "/api/evaluation/draft", { body, cookie: oldCookie })).status).toBe(200);
  await changeParticipant(actor, cycle.id, w.report.hrisId, { status: "Left", reason: "Resigned" }, "local");
  const refused = await callRoute(saveDraft, "/api/evaluation/draft", { body, cookie: oldCookie });
  expect(refused.status).toBe(409);
  expect(refused.json.code).toBe("participant_left");
  expect(await t.prisma.behavioralEvaluation.count({ where: { employeeId: w.report.id } })).toBe(1);
});
