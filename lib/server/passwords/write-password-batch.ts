import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/db/client";
import { encryptPassword } from "@/lib/server/crypto/password-cipher";

// One batch of a bulk password job, written in the caller's transaction: every employee gets a login
// account (created or replaced) holding the new bcrypt hash, the encrypted distribution copy and the
// job's id. Set-based (three statements whatever the batch size). The ON CONFLICT guard skips an
// account this job already wrote, so a batch can never give anyone a second password; a
// GenerateMissing job never touches an existing account at all (the unique employeeId is the guard).

export type BatchItem = { employeeId: number; password: string; hash: string };
export const BATCH_KINDS = ["Generate", "RegenerateAll", "GenerateMissing"] as const;
/** The password jobs' kinds (the job table also holds review-cycle launches). */
export type BatchKind = (typeof BATCH_KINDS)[number];
export const isBatchKind = (kind: string): kind is BatchKind =>
  (BATCH_KINDS as readonly string[]).includes(kind);

const replaceAccount = Prisma.sql`
    ON CONFLICT ("employeeId") DO UPDATE SET
      "passwordHash" = EXCLUDED."passwordHash",
      "passwordStatus" = EXCLUDED."passwordStatus",
      "regenerated" = EXCLUDED."regenerated",
      "mustChangePassword" = true,
      "passwordJobId" = EXCLUDED."passwordJobId",
      "passwordChangedAt" = NULL,
      "encryptedPassword" = NULL,
      -- a replaced password ends the sessions signed in with the old one
      "sessionVersion" = "LoginAccount"."sessionVersion" + 1,
      "updatedAt" = now()
    WHERE "LoginAccount"."passwordJobId" IS DISTINCT FROM EXCLUDED."passwordJobId"`;

export async function writePasswordBatch(tx: Tx, jobId: number, kind: BatchKind, items: BatchItem[]) {
  if (!items.length) return [] as { id: number; employeeId: number }[];
  const status = kind === "RegenerateAll" ? "Regenerated" : "Original";
  const regenerated = kind === "RegenerateAll";
  const written = await tx.$queryRaw<{ id: number; employeeId: number }[]>`
    INSERT INTO "LoginAccount" ("employeeId", "username", "passwordHash", "passwordStatus", "regenerated",
      "mustChangePassword", "passwordJobId", "updatedAt")
    SELECT e."id", e."hrisId", v.hash, ${status}::"PasswordStatus", ${regenerated}, true, ${jobId}, now()
    FROM unnest(${items.map((i) => i.employeeId)}::int[], ${items.map((i) => i.hash)}::text[]) AS v(employee_id, hash)
    JOIN "Employee" e ON e."id" = v.employee_id
    ${kind === "GenerateMissing" ? Prisma.sql`ON CONFLICT ("employeeId") DO NOTHING` : replaceAccount}
    RETURNING "id", "employeeId"`;
  const passwordOf = new Map(items.map((i) => [i.employeeId, i.password]));
  const ids = written.map((w) => w.id);
  const ciphertexts = written.map((w) => encryptPassword(passwordOf.get(w.employeeId)!, w.id));
  if (ids.length) {
    await tx.$executeRaw`
      UPDATE "LoginAccount" AS a SET "encryptedPassword" = v.enc
      FROM unnest(${ids}::int[], ${ciphertexts}::text[]) AS v(id, enc)
      WHERE a."id" = v.id`;
  }
  return written;
}
