import "server-only";
import { db, type Tx } from "@/lib/server/db/client";

/**
 * Runs the Data Export's statements with PostgreSQL's JIT compiler off. Their cost estimates at
 * 50,000 employees (a status filter walking the name index, a 2,000-row export batch) pass
 * jit_above_cost, and compiling them took 5.7 s for a query that runs in under 0.2 s
 * (docs/benchmarks.md). SET LOCAL ends with the transaction, so the pooled connection is unchanged.
 */
export async function withoutJit<T>(query: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET LOCAL jit = off`;
      return query(tx);
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}
