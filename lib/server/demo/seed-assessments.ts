import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { deriveRandom } from "@/lib/server/demo/random";
import {
  performanceLevel,
  planAssessments,
  type TitleCompetencies,
} from "@/lib/server/demo/score-assessments";
import type { DemoPair, DemoSeeder } from "@/lib/server/demo/demo-seeder";
import { PROGRESS_KINDS } from "@/lib/server/assessments/registry";

// The managers' assessments of their direct reports in the demo cycle, in every state, so each
// screen has something to show: about 30% of employees have nothing yet, 30% are in progress
// (some assessments drafted or done) and 40% have all three complete. Each kind that makes up
// progress draws and writes its own rows (its demo seeder), in the registry's order.

export type DemoEmployee = {
  id: number;
  hrisId: string;
  mgrId: string | null;
  titleId: number | null;
  name: string;
  email: string;
};
export type { TitleCompetencies };
/** How many rows of a kind the seed wrote, and what it calls them. */
export type AssessmentCount = { rows: number; says: string };

export type DemoContext = {
  tx: Prisma.TransactionClient;
  seed: number;
  cycleId: number;
  /** Ordered by hrisId, so the same seed gives the same data. */
  employees: DemoEmployee[];
  byHrisId: Map<string, DemoEmployee>;
  competenciesByTitle: Map<number, TitleCompetencies>;
};

/** Writes every manager's assessments of their direct reports (and the top manager's of level 2); returns row counts. */
export async function seedAssessments(ctx: DemoContext): Promise<AssessmentCount[]> {
  const random = deriveRandom(ctx.seed, "assessments");
  const kinds = PROGRESS_KINDS.flatMap((k) => (k.demo ? [{ name: k.name, demo: k.demo }] : []));
  const drawn = new Map<DemoSeeder, DemoPair[]>(kinds.map((k) => [k.demo, []]));
  const top = ctx.employees.find((e) => e.mgrId === null);
  const ceoReports = ctx.employees.filter((e) => top && e.mgrId === top.hrisId).map((e) => e.id);

  const assess = (e: DemoEmployee, manager: DemoEmployee, pinned?: number) => {
    const plan = planAssessments(
      random,
      kinds.map((k) => k.name),
      pinned,
    );
    const level = performanceLevel(ctx.seed, e.hrisId);
    const competencies = (e.titleId && ctx.competenciesByTitle.get(e.titleId)) || [];
    for (const { name, demo } of kinds) {
      const stage = plan[name];
      if (stage === "none") continue;
      const one = demo.draw({ random, level, stage, competencies });
      if (one !== null)
        drawn.get(demo)!.push({ employeeId: e.id, managerId: manager.id, ...(one as object) });
    }
  };

  for (const e of ctx.employees) {
    const manager = e.mgrId ? ctx.byHrisId.get(e.mgrId) : undefined;
    if (!manager) continue;
    const pinned = ceoReports.indexOf(e.id);
    assess(e, manager, pinned >= 0 && pinned < 3 ? pinned : undefined);
  }
  // The top manager has also assessed part of the level below their direct reports, so the
  // demo's Indirect Reports screen and Organization tree show every state too.
  if (top) {
    for (const e of ctx.employees) {
      const manager = e.mgrId ? ctx.byHrisId.get(e.mgrId) : undefined;
      if (manager?.mgrId === top.hrisId) assess(e, top);
    }
  }

  for (const { demo } of kinds) await demo.write(ctx.tx, ctx.cycleId, drawn.get(demo)!);
  return kinds.map(({ demo }) => ({ rows: drawn.get(demo)!.length, says: demo.says }));
}
