import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { countsAtVersion } from "@/lib/server/passwords/credential-counts";
import type { HrActor } from "@/lib/server/auth/session";
import { toPasswordRow, type CredentialsRaw } from "@/lib/server/passwords/password-list";
import { pageWithin } from "@/lib/shared/schemas/params";
import {
  CREDENTIALS_PAGE_SIZE,
  type PasswordPage,
  type PasswordPageQuery,
} from "@/lib/shared/schemas/passwords";

// One page of the Password Management table, searched and paged in SQL: at 50,000 employees the
// full list decrypted every copy (~300 ms) and wrote an audit row naming everyone (~100 ms) on
// each view. A page decrypts only its own rows, and only when HR chose Show Passwords; the audit
// row names exactly those rows.

/** `ILIKE` pattern for a case-insensitive substring search, with the wildcards escaped. */
export function containsPattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matches(search: string) {
  if (!search) return Prisma.sql`TRUE`;
  const p = containsPattern(search);
  return Prisma.sql`(e."name" ILIKE ${p} OR e."hrisId" ILIKE ${p} OR e."email" ILIKE ${p})`;
}

async function countRows(search: string) {
  const [counts] = await db.$queryRaw<{ total: number; matching: number }[]>`
    SELECT count(*)::int AS "total", count(*) FILTER (WHERE ${matches(search)})::int AS "matching"
    FROM "Employee" e`;
  return counts!;
}

async function readPage(search: string, offset: number, limit: number) {
  return db.$queryRaw<CredentialsRaw[]>`
    SELECT e."hrisId", e."name", e."email", t."name" AS "position", a."id" AS "accountId",
      a."encryptedPassword", a."passwordStatus"::text AS "status", a."regenerated"
    FROM "Employee" e
    LEFT JOIN "Title" t ON t."id" = e."titleId"
    LEFT JOIN "LoginAccount" a ON a."employeeId" = e."id"
    WHERE ${matches(search)}
    ORDER BY e."hrisId"
    LIMIT ${limit} OFFSET ${offset}`;
}

/** GET /api/hr/passwords?page=…: a page past the end answers the last page. */
export async function listPasswordPage(
  actor: HrActor,
  ip: string,
  query: PasswordPageQuery,
): Promise<PasswordPage> {
  const search = query.search ?? "";
  const pageSize = query.pageSize ?? CREDENTIALS_PAGE_SIZE;
  const asked = query.page ?? 1;
  // The counts and the asked-for page in parallel; only a page past the end is read again.
  const [{ total, matching }, askedRows] = await Promise.all([
    countsAtVersion(search, () => countRows(search)),
    readPage(search, (asked - 1) * pageSize, pageSize),
  ]);
  const page = pageWithin(asked, matching, pageSize);
  const raw = page === asked ? askedRows : await readPage(search, (page - 1) * pageSize, pageSize);
  const passwords = raw.map((r) => toPasswordRow(r, query.reveal));
  if (query.reveal) {
    await recordAudit({
      action: "passwords.reveal",
      actor,
      employeeIds: passwords.filter((r) => r.password).map((r) => r.hrisId),
      detail: { rows: passwords.length, page, search: search || null },
      ip,
    });
  }
  return { passwords, page, pageSize, matching, total, revealed: query.reveal };
}
