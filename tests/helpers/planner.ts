import type { PrismaClient } from "@/generated/prisma/client";

/** Rows the planner believes the table holds: -1 until the table is first analyzed. */
export async function analyzedRows(prisma: PrismaClient, table: string) {
  const [row] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT reltuples::int AS n FROM pg_class WHERE relname = ${table} AND relkind = 'r'`;
  return row?.n;
}
