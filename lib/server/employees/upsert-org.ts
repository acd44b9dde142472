import "server-only";
import type { Prisma, PrismaClient, TitleFamily } from "@/generated/prisma/client";
import type { OrgRow } from "@/lib/server/employees/employee-row";

// The one write path for an org, shared by the HRIS importer and the demo generator. It is
// set-based (a handful of unnest() statements per 10,000 rows) so that a 50,000-employee org
// loads in seconds even on embedded PGlite; one query per row would take minutes.

export type UpsertOrgCounts = { created: number; updated: number; unchanged: number; titlesCreated: number };

const CHUNK = 10_000;
/** Long enough for a 50,000-row org on a slow machine; Prisma's default (5 s) is not. */
export const BULK_TRANSACTION_OPTIONS = { timeout: 15 * 60_000, maxWait: 60_000 };

/**
 * Family and level of a title nobody has defined yet, guessed from its words. One scale for all
 * families so paths can cross them (IC 1–6, Management 4–11):
 * - Management: Lead, Supervisor, Manager, Head, Director, VP, President, Chief / C-level.
 * - Alternative: the expert track that is neither people management nor the core IC ladder:
 *   Specialist, Consultant, Advisor/Adviser, Architect, Coach.
 * - IC: everything else (Engineer, Analyst, Designer, Representative…).
 * Level: Junior/Associate/Intern 1, plain 2, Senior 3, Staff 4, Principal 5, Distinguished/Fellow 6;
 * Team Lead/Supervisor 4, Manager 5, Senior Manager 6, Head/Director 7, Senior Director 8, VP 9,
 * SVP/EVP 10, Chief/C-level/President 11. HR can correct a guess later; the import never blocks on it.
 */
export function guessTitle(name: string): { family: TitleFamily; level: number } {
  const t = ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
  const has = (...words: string[]) => words.some((w) => t.includes(` ${w} `));
  if (has("chief", "ceo", "cto", "cfo", "coo", "cio", "cmo", "president") && !has("vice")) {
    return { family: "Management", level: 11 };
  }
  if (has("svp", "evp", "senior vice", "executive vice")) return { family: "Management", level: 10 };
  if (has("vp", "vice")) return { family: "Management", level: 9 };
  if (has("director", "head")) return { family: "Management", level: has("senior", "sr") ? 8 : 7 };
  if (has("manager")) return { family: "Management", level: has("senior", "sr") ? 6 : 5 };
  if (has("lead", "supervisor")) return { family: "Management", level: 4 };
  const family: TitleFamily = has("specialist", "consultant", "advisor", "adviser", "architect", "coach")
    ? "Alternative"
    : "IC";
  if (has("distinguished", "fellow")) return { family, level: 6 };
  if (has("principal")) return { family, level: 5 };
  if (has("staff")) return { family, level: 4 };
  if (has("senior", "sr")) return { family, level: 3 };
  if (has("junior", "jr", "associate", "intern", "trainee", "apprentice")) return { family, level: 1 };
  return { family, level: 2 };
}

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Titles by lower-cased name (a file's "software engineer" is the catalog's "Software Engineer");
 * titles not defined yet are created from guessTitle().
 */
async function ensureTitles(tx: Prisma.TransactionClient, names: string[]) {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  const select = () =>
    tx.$queryRawUnsafe<{ id: number; name: string }[]>(
      `SELECT id, name FROM "Title" WHERE lower(name) = ANY($1::text[])`,
      [...byKey.keys()],
    );
  const ids = new Map((await select()).map((t) => [t.name.toLowerCase(), t]));
  const missing = [...byKey].filter(([key]) => !ids.has(key)).map(([, name]) => name);
  if (missing.length) {
    const guesses = missing.map(guessTitle);
    await tx.$executeRawUnsafe(
      `INSERT INTO "Title" (name, level, family)
       SELECT n, l, f::"TitleFamily" FROM unnest($1::text[], $2::int[], $3::text[]) AS u(n, l, f)
       ON CONFLICT (name) DO NOTHING`,
      missing,
      guesses.map((g) => g.level),
      guesses.map((g) => g.family),
    );
    for (const t of await select()) ids.set(t.name.toLowerCase(), t);
  }
  return { ids, created: missing.length };
}

async function writeOrg(tx: Prisma.TransactionClient, rows: readonly OrgRow[]): Promise<UpsertOrgCounts> {
  const titles = await ensureTitles(
    tx,
    rows.map((r) => r.title),
  );
  const existed = new Set<string>();
  for (const part of chunks(rows)) {
    const found = await tx.$queryRawUnsafe<{ hrisId: string }[]>(
      `SELECT "hrisId" FROM "Employee" WHERE "hrisId" = ANY($1::text[])`,
      part.map((r) => r.hrisId),
    );
    for (const f of found) existed.add(f.hrisId);
  }

  // Rows from a file without an endDate column (or the demo generator) keep the stored end dates.
  const writeEndDates = rows.some((r) => r.endDate !== undefined);
  const changed = new Set<string>();
  // Pass 1: the employees themselves. New rows start without a manager, so the manager foreign key
  // holds whatever order the file is in; a changed title keeps the previous one in oldTitle.
  // A blank startDate keeps the stored one: HRIS exports often leave it out.
  for (const part of chunks(rows)) {
    const out = await tx.$queryRawUnsafe<{ hrisId: string }[]>(
      `INSERT INTO "Employee" ("hrisId", name, email, "titleId", "mappedTitle", department, "startDate", "endDate", "updatedAt")
       SELECT h, n, e, t, mt, d, s::date, x::date, now()
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[]) AS u(h, n, e, t, mt, d, s, x)
       ON CONFLICT ("hrisId") DO UPDATE SET
         name = EXCLUDED.name, email = EXCLUDED.email, "titleId" = EXCLUDED."titleId",
         "oldTitle" = CASE WHEN "Employee"."mappedTitle" IS DISTINCT FROM EXCLUDED."mappedTitle"
                      THEN "Employee"."mappedTitle" ELSE "Employee"."oldTitle" END,
         "mappedTitle" = EXCLUDED."mappedTitle", department = EXCLUDED.department,
         "startDate" = COALESCE(EXCLUDED."startDate", "Employee"."startDate"),
         "endDate" = CASE WHEN $9::boolean THEN EXCLUDED."endDate" ELSE "Employee"."endDate" END, "updatedAt" = now()
       WHERE ("Employee".name, "Employee".email, "Employee"."titleId", "Employee"."mappedTitle", "Employee".department,
              COALESCE(EXCLUDED."startDate", "Employee"."startDate"), "Employee"."endDate")
         IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.email, EXCLUDED."titleId", EXCLUDED."mappedTitle",
              EXCLUDED.department, "Employee"."startDate",
              CASE WHEN $9::boolean THEN EXCLUDED."endDate" ELSE "Employee"."endDate" END)
       RETURNING "hrisId"`,
      part.map((r) => r.hrisId),
      part.map((r) => r.name),
      part.map((r) => r.email),
      part.map((r) => titles.ids.get(r.title.toLowerCase())!.id),
      part.map((r) => titles.ids.get(r.title.toLowerCase())!.name),
      part.map((r) => r.department),
      part.map((r) => r.startDate),
      part.map((r) => r.endDate ?? null),
      writeEndDates,
    );
    for (const o of out) changed.add(o.hrisId);
  }
  // Pass 2: manager links, once every employee of the file exists.
  for (const part of chunks(rows)) {
    const out = await tx.$queryRawUnsafe<{ hrisId: string }[]>(
      `UPDATE "Employee" e SET "mgrId" = u.m, "updatedAt" = now()
       FROM unnest($1::text[], $2::text[]) AS u(h, m)
       WHERE e."hrisId" = u.h AND e."mgrId" IS DISTINCT FROM u.m
       RETURNING e."hrisId"`,
      part.map((r) => r.hrisId),
      part.map((r) => r.managerHrisId),
    );
    for (const o of out) changed.add(o.hrisId);
  }

  const updated = [...changed].filter((id) => existed.has(id)).length;
  return {
    created: rows.length - existed.size,
    updated,
    unchanged: existed.size - updated,
    titlesCreated: titles.created,
  };
}

/**
 * Creates or updates employees by hrisId (and any title not defined yet) in one transaction.
 * The rows must already be valid (validateOrgRows): unique hrisIds, known managers, no cycles.
 */
export function upsertOrg(db: PrismaClient, rows: readonly OrgRow[]): Promise<UpsertOrgCounts> {
  return db.$transaction((tx) => upsertOrgInTransaction(tx, rows), BULK_TRANSACTION_OPTIONS);
}

/** upsertOrg inside a transaction the caller already holds (the importer and the demo seed do). */
export async function upsertOrgInTransaction(tx: Prisma.TransactionClient, rows: readonly OrgRow[]) {
  if (!rows.length) return { created: 0, updated: 0, unchanged: 0, titlesCreated: 0 };
  return writeOrg(tx, rows);
}
