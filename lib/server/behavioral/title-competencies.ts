import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import { findEmployeeForManager } from "@/lib/server/access/hierarchy";
import type { ManagerSession } from "@/lib/server/auth/session";
import type { Prisma } from "@/generated/prisma/client";
import type { CompetencyDto } from "@/lib/shared/schemas/behavioral";

// Competencies hang off titles (TitleCompetency); the screen lists those of the employee's title.

const competencySelect = {
  id: true,
  name: true,
  description: true,
  subcomponents: {
    select: { id: true, name: true, description: true },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.CompetencySelect;

type CompetencyRow = {
  id: number;
  name: string;
  description: string;
  subcomponents: { id: number; name: string; description: string }[];
};

function toDto(c: CompetencyRow): CompetencyDto {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    scDetailId: c.id,
    subcomponents: c.subcomponents.map((s) => ({ id: s.id, scDetail: s.name, description: s.description })),
  };
}

/** The competencies of a title, in display order (one query with its subcomponents). */
export async function listTitleCompetencies(
  titleId: number | null,
  client: Tx | typeof db = db,
): Promise<CompetencyDto[]> {
  if (titleId === null) return [];
  const rows = await client.competency.findMany({
    where: { titles: { some: { titleId } } },
    select: competencySelect,
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
  });
  return rows.map(toDto);
}

/** Competencies by id (for exports of evaluations whose title has changed since). */
export async function listCompetenciesById(ids: number[]): Promise<CompetencyDto[]> {
  if (!ids.length) return [];
  const rows = await db.competency.findMany({
    where: { id: { in: ids } },
    select: competencySelect,
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
  });
  return rows.map(toDto);
}

/** GET /api/competencies/{employeeId}: 404 unknown or outside the manager's hierarchy. */
export async function getCompetenciesForEmployee(
  session: ManagerSession,
  employeeId: number,
): Promise<CompetencyDto[]> {
  const employee = await findEmployeeForManager(session, { id: employeeId });
  return listTitleCompetencies(employee.titleId);
}
