import "server-only";
import type { Prisma } from "@/generated/prisma/client";

// Set-based writes: one INSERT … SELECT FROM unnest($1::int[], $2::text[], …) per 10,000 rows
// instead of one statement per row, which is what makes a 50,000-employee seed (about a million
// rows in all) finish in minutes on embedded PGlite and a 50,000-row import in seconds. Each column
// is one array parameter, so no row count runs into the bind-parameter limit. A timestamp(3)
// column takes ISO text (`Date#toISOString()`): Postgres reads it as the UTC time Prisma stores.

const CHUNK = 10_000;

/** Column name → Postgres type of one value ("int", "text", "numeric", "boolean", "timestamp(3)"). */
export type Columns = Record<string, string>;

export type InsertOptions = {
  /** SQL after RETURNING; the returned rows of every chunk, in order. */
  returning?: string;
  /** A unique key's columns: a row that exists already gets every other column updated instead. */
  upsertOn?: readonly string[];
};

const quote = (name: string) => `"${name}"`;

export async function insertRows<R = unknown>(
  tx: Prisma.TransactionClient,
  table: string,
  columns: Columns,
  rows: readonly Record<string, unknown>[],
  { returning, upsertOn }: InsertOptions = {},
): Promise<R[]> {
  const names = Object.keys(columns);
  const updated = names.filter((n) => upsertOn && !upsertOn.includes(n));
  const sql =
    `INSERT INTO "${table}" (${names.map(quote).join(", ")}) ` +
    `SELECT * FROM unnest(${names.map((n, i) => `$${i + 1}::${columns[n]}[]`).join(", ")})` +
    (upsertOn
      ? ` ON CONFLICT (${upsertOn.map(quote).join(", ")}) DO UPDATE SET ` +
        updated.map((n) => `${quote(n)} = EXCLUDED.${quote(n)}`).join(", ")
      : "") +
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
