import "server-only";
import { db } from "@/lib/server/db/client";
import type { Session } from "@/lib/server/auth/session";
import { resolveCareerSubject } from "@/lib/server/career-paths/career-subject";
import { customRowSelect, toCustomPathRow } from "@/lib/server/career-paths/custom-path-rows";
import { listPathTypes } from "@/lib/server/career-paths/titles";
import { buildCareerPathForm, groupCustomPaths } from "@/lib/shared/career-paths/format-path";
import type { CareerPathResponse, StandardPath, StandardPathType } from "@/lib/shared/career-paths/types";

const STANDARD_TYPES: Record<number, StandardPathType> = { 1: "Management", 2: "IC", 3: "Alternative" };

/**
 * GET /api/career-path/{hrisId}: the employee's current position, the standard paths that run
 * through it, their custom paths, the path types and the form summary. Five queries.
 */
export async function getCareerPaths(session: Session, hrisId: string): Promise<CareerPathResponse> {
  const subject = await resolveCareerSubject(session, { hrisId });
  const employee = await db.employee.findUniqueOrThrow({
    where: { id: subject.id },
    select: {
      titleId: true,
      mappedTitle: true,
      title: { select: { id: true, name: true } },
      careerPathForm: {
        select: { standardPath: true, icPath: true, altPath: true, customPath: true, notes: true },
      },
    },
  });
  const [paths, rows, pathTypes] = await Promise.all([
    employee.titleId === null
      ? []
      : db.careerPath.findMany({
          where: { pathTypeId: { in: [1, 2, 3] }, steps: { some: { titleId: employee.titleId } } },
          orderBy: [{ pathTypeId: "asc" }, { name: "asc" }],
          select: {
            id: true,
            name: true,
            pathTypeId: true,
            isVerified: true,
            verifiedBy: true,
            verifiedAt: true,
            steps: { orderBy: { position: "asc" }, select: { title: { select: { id: true, name: true } } } },
          },
        }),
    db.customCareerPath.findMany({
      where: { employeeId: subject.id },
      orderBy: [{ createdAt: "asc" }, { sessionId: "asc" }, { position: "asc" }],
      select: customRowSelect,
    }),
    listPathTypes(),
  ]);
  const standardPaths: StandardPath[] = paths.map((p) => ({
    pathId: p.id,
    pathName: p.name,
    pathType: STANDARD_TYPES[p.pathTypeId]!,
    isVerified: p.isVerified,
    verifiedBy: p.verifiedBy,
    verifiedAt: p.verifiedAt?.toISOString() ?? null,
    progression: p.steps.map((s) => ({ titleId: s.title.id, titleName: s.title.name })),
  }));
  const customPaths = rows.map(toCustomPathRow);
  return {
    employee: {
      id: subject.id,
      hrisId: subject.hrisId,
      name: subject.name,
      title: employee.title?.name ?? employee.mappedTitle,
    },
    currentTitle: employee.title ? { titleId: employee.title.id, titleName: employee.title.name } : null,
    standardPaths,
    customPaths,
    pathTypes,
    cpForm: buildCareerPathForm(standardPaths, groupCustomPaths(customPaths), employee.careerPathForm),
  };
}
