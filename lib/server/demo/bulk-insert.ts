// Script-only as well: the demo seed (npm run db:seed, prepare-database) load this under plain Node/tsx, where "server-only" throws, so it
// has no such import. Server code only all the same: the ESLint boundaries keep it out of the browser.
import type { Prisma } from "@/generated/prisma/client";
import type { Random } from "@/lib/server/demo/random";

// Set-based inserts for the demo seed: one INSERT … SELECT FROM unnest($1::int[], $2::text[], …)
// per 10,000 rows instead of one statement per row, which is what makes a 50,000-employee seed
// (about a million rows in all) finish in minutes on embedded PGlite.

const CHUNK = 10_000;

/** Column name → Postgres type of one value ("int", "text", "numeric", "boolean", "timestamp(3)"). */
export type Columns = Record<string, string>;

export async function insertRows<R = unknown>(
  tx: Prisma.TransactionClient,
  table: string,
  columns: Columns,
  rows: readonly Record<string, unknown>[],
  returning?: string,
): Promise<R[]> {
  const names = Object.keys(columns);
  const sql =
    `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(", ")}) ` +
    `SELECT * FROM unnest(${names.map((n, i) => `$${i + 1}::${columns[n]}[]`).join(", ")})` +
    (returning ? ` RETURNING ${returning}` : "");
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const params = names.map((n) => part.map((r) => r[n] ?? null));
    if (returning) out.push(...(await tx.$queryRawUnsafe<R[]>(sql, ...params)));
    else await tx.$executeRawUnsafe(sql, ...params);
  }
  return out;
}

/** A timestamp between two dates, as the ISO text Postgres reads into a timestamp(3) column. */
export function randomTimestamp(random: Random, from: string, to: string) {
  const start = Date.parse(from);
  return new Date(start + Math.floor(random.next() * (Date.parse(to) - start))).toISOString();
}
