import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { DemoEmployee } from "@/lib/server/demo/seed-assessments";
import { CEO_TITLE } from "@/lib/server/demo/catalog";

// Custom career paths for part of the demo org, so the progression dialog and HR's per-employee
// view show every state: no custom path, a path the manager marked verified, one HR verified.
// Deterministic: the same org gets the same paths.

const VERIFIED_AT = new Date("2025-06-02T10:00:00Z");

export async function seedCustomCareerPaths(
  tx: Prisma.TransactionClient,
  employees: DemoEmployee[],
  hrUsername: string,
) {
  const titles = await tx.title.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } });
  const ceo = titles.find((t) => t.name === CEO_TITLE);
  const top = employees.find((e) => e.mgrId === null);
  // The top manager's reports (what the demo sign-in sees first) and every 20th employee below.
  const chosen = employees.filter(
    (e, i) => e.titleId !== null && e !== top && (e.mgrId === top?.hrisId || i % 20 === 7),
  );
  const data: Prisma.CustomCareerPathCreateManyInput[] = [];
  chosen.forEach((e, n) => {
    const own = titles.findIndex((t) => t.id === e.titleId);
    const next = titles[(own + 11) % titles.length]!;
    const last = e.mgrId === top?.hrisId && ceo ? ceo : titles[(own + 29) % titles.length]!;
    const ids = [e.titleId!, ...new Set([next.id, last.id])].filter((id, i, all) => all.indexOf(id) === i);
    if (ids.length < 2) return;
    const hrVerified = n % 3 === 0;
    ids.slice(1).forEach((nextTitleId, i) =>
      data.push({
        sessionId: `demo-path-${e.hrisId.toLowerCase()}`,
        employeeId: e.id,
        titleId: ids[i]!,
        nextTitleId,
        pathId: 4,
        position: i + 1,
        notes: n % 2 === 0 ? "Discussed in the mid-year conversation." : null,
        verified: n % 3 === 1,
        isVerified: hrVerified,
        verifiedBy: hrVerified ? hrUsername : null,
        verifiedAt: hrVerified ? VERIFIED_AT : null,
      }),
    );
  });
  const { count } = await tx.customCareerPath.createMany({ data, skipDuplicates: true });
  return count;
}
