import "server-only";
import { db } from "@/lib/server/db/client";
import type { EvaluationFilterOptions } from "@/lib/shared/schemas/data-export";

/**
 * The manager and department filter lists in ONE statement (the legacy client fetched 10,000
 * rows to build them, spec 1 §7): every manager with at least one report, and every department
 * of an employee who has a manager, each sorted by name.
 */
export async function listEvaluationFilterOptions(): Promise<EvaluationFilterOptions> {
  const rows = await db.$queryRaw<{ kind: "manager" | "department"; value: string; label: string }[]>`
    SELECT kind, value, label FROM (
      SELECT 'manager' AS kind, m."hrisId" AS value, m.name AS label
      FROM "Employee" m
      WHERE EXISTS (SELECT 1 FROM "Employee" e WHERE e."mgrId" = m."hrisId" AND e.id <> m.id)
      UNION ALL
      SELECT DISTINCT 'department', e.department, e.department
      FROM "Employee" e
      WHERE e.department IS NOT NULL AND e.department <> '' AND e."mgrId" IS NOT NULL
    ) o
    ORDER BY kind DESC, label, value`;
  return {
    managers: rows.filter((r) => r.kind === "manager").map((r) => ({ hrisId: r.value, name: r.label })),
    departments: rows.filter((r) => r.kind === "department").map((r) => r.value),
  };
}
