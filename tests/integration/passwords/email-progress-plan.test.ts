import { getEmailProgress } from "@/lib/server/mail/email-outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee } from "@/tests/helpers/factories";

// A review finding: HR's email progress (polled every 2 s for the hours a Send All of 50,000
// takes) found the latest bulk batch by sorting the whole outbox. Its statements, as the service
// sends them, now read an index: no sort and no full scan of the outbox.

const t = useTestDatabase();
type Logged = { $on(event: "query", fn: (e: { query: string; params: string }) => void): void };

/** The statement with its parameters written in, for EXPLAIN. */
const withParams = (query: string, params: string) => {
  const values = JSON.parse(params) as unknown[];
  return query.replace(/\$(\d+)/g, (_, n: string) => {
    const v = values[Number(n) - 1];
    return typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
};

it("finds the latest bulk send and counts it from indexes, whatever the outbox holds", async () => {
  const e = await createEmployee(t.prisma, { name: "Outbox Owner" });
  for (const [batch, n] of [
    ["old-batch", 20_000],
    ["latest-batch", 300],
  ] as const)
    await t.prisma.$executeRawUnsafe(
      `INSERT INTO "EmailOutbox" ("batchId", "employeeId", "dedupeKey", "status", "createdBy", "createdAt")
       SELECT '${batch}', ${e.id}, '${batch}:' || i, CASE WHEN i % 3 = 0 THEN 'Sent' ELSE 'Pending' END::"OutboxStatus",
         'hr', now() - interval '1 hour' * (${n} - i) / ${n} - interval '${batch === "old-batch" ? 1 : 0} day'
       FROM generate_series(1, ${n}) AS i`,
    );
  await t.prisma.$executeRawUnsafe(`ANALYZE "EmailOutbox"`);

  const statements: { query: string; params: string }[] = [];
  (t.prisma as unknown as Logged).$on("query", (q) => statements.push(q));
  const progress = await getEmailProgress();
  expect(progress.batch).toMatchObject({ id: "latest-batch", total: 300, sent: 100, pending: 200 });

  const reads = statements.filter((s) => s.query.includes('"EmailOutbox"'));
  expect(reads.length).toBeGreaterThanOrEqual(2);
  for (const read of reads) {
    const plan = (
      await t.prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
        `EXPLAIN ${withParams(read.query, read.params)}`,
      )
    )
      .map((r) => r["QUERY PLAN"])
      .join("\n");
    expect(plan).not.toMatch(/Seq Scan on "EmailOutbox"/);
    // The newest bulk row comes first from the index: the outbox is not sorted for it. (The 50
    // failures of one batch may be sorted: they are found through the index first.)
    if (/"createdAt" DESC/.test(read.query)) expect(plan).not.toMatch(/Sort/);
  }
});
