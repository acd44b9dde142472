import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import type { Session } from "@/lib/server/auth/session";
import { employeeNotFound, levelBelow } from "@/lib/server/access/hierarchy";
import { identityKey } from "@/lib/shared/identity-key";
import { ackDto } from "./my-review";
import type { ShareStatusAnswer } from "@/lib/shared/schemas/review-share";

// GET /api/review-share/{hrisId} (issue 34 §7–8): for the employee's manager (in their hierarchy,
// checked inside the read) and HR: the active cycle's latest shared version and every
// acknowledgement of the cycle's versions, comments included.

export async function getShareStatus(session: Session, hrisId: string): Promise<ShareStatusAnswer> {
  const inScope =
    session.kind === "manager"
      ? Prisma.sql`${levelBelow(session, Prisma.sql`e."hrisId"`)} IS NOT NULL`
      : Prisma.sql`true`;
  const [row] = await db.$queryRaw<
    {
      employeeId: number;
      cycleId: number | null;
      cycleName: string | null;
      sharingOpen: boolean | null;
      version: number | null;
      sharedAt: Date | null;
      sharedByName: string | null;
    }[]
  >`
    SELECT e.id AS "employeeId", c.id AS "cycleId", c.name AS "cycleName",
      (ph."opensAt" <= now() AND (ph."dueAt" IS NULL OR now() <= ph."dueAt" + ph."graceDays" * interval '1 day')) AS "sharingOpen",
      s.version, s."sharedAt", s."sharedByName"
    FROM "Employee" e
    LEFT JOIN "ReviewCycle" c ON c.status = 'Active'
    LEFT JOIN "ReviewCyclePhase" ph ON ph."cycleId" = c.id AND ph.phase = 'sharing'
    LEFT JOIN LATERAL (
      SELECT version, "sharedAt", "sharedByName" FROM "ReviewShare"
      WHERE "cycleId" = c.id AND "employeeId" = e.id ORDER BY version DESC LIMIT 1) s ON true
    WHERE e."hrisIdKey" = ${identityKey(hrisId)} AND ${inScope}`;
  if (!row) throw employeeNotFound();
  const acks =
    row.cycleId === null
      ? []
      : await db.reviewAcknowledgement.findMany({
          where: { employeeId: row.employeeId, cycleId: row.cycleId },
          orderBy: { version: "desc" },
          select: { version: true, acknowledgedAt: true, comment: true },
        });
  return {
    cycle:
      row.cycleId === null
        ? null
        : { id: row.cycleId, name: row.cycleName!, sharingOpen: row.sharingOpen === true },
    latest:
      row.version === null
        ? null
        : { version: row.version, sharedAt: row.sharedAt!.toISOString(), sharedByName: row.sharedByName! },
    acknowledgements: acks.map(ackDto),
  };
}
