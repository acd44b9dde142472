import { getDbHandle } from "@/lib/server/db/client";
import { listHierarchy } from "@/lib/server/team/list-hierarchy";
import { loadStatusRows } from "@/lib/server/team/load-status-rows";
import { getManagerChain } from "@/lib/server/team/manager-chain";
import { captureSql, useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee } from "@/tests/helpers/factories";

// Issue 12: the team status query planned in 4.8 ms and ran in 2 ms for a team lead at 50,000
// employees. The manager list, its chain and the status run on every view of the manager's home:
// each is a named prepared statement (ADR 0021), planned once per connection, not per request.
const t = useTestDatabase();

async function org() {
  const top = await createEmployee(t.prisma, { name: "Tia Top" });
  const lead = await createEmployee(t.prisma, { name: "Lee Lead", mgrId: top.hrisId });
  const dev = await createEmployee(t.prisma, { name: "Dev Doe", mgrId: lead.hrisId });
  return { top, lead, dev };
}

const calls = ({
  top,
  lead,
  dev,
}: Awaited<ReturnType<typeof org>>): Record<string, () => Promise<unknown[]>> => ({
  list: () => listHierarchy({ hrisId: lead.hrisId }),
  chain: () => getManagerChain(dev.hrisId),
  status: () => loadStatusRows(lead.id, { kind: "hierarchy", rootHrisId: lead.hrisId }),
  one: () => loadStatusRows(top.id, { kind: "employee", employeeId: dev.id }),
});

it("sends the manager list, its chain and the status as prepared statements", async () => {
  const o = await org();
  for (const [name, call] of Object.entries(calls(o))) {
    const { result, sql } = await captureSql(call);
    expect([name, sql]).toEqual([name, [expect.stringMatching(/^\/\* prepared \*\/\s+WITH RECURSIVE/)]]);
    expect(result.length).toBeGreaterThan(0);
  }
  expect((await listHierarchy({ hrisId: o.lead.hrisId })).map((e) => e.name)).toEqual(["Dev Doe"]);
  expect((await getManagerChain(o.dev.hrisId)).map((m) => m.name)).toEqual(["Tia Top", "Lee Lead"]);
});

it("is planned generically after a few runs on PostgreSQL", async () => {
  const o = await org();
  if (getDbHandle().pglite) return; // PGlite has no named statements; CI runs this file on PostgreSQL too
  for (const call of Object.values(calls(o))) for (let i = 0; i < 7; i++) await call();
  const prepared = await t.prisma.$queryRaw<{ statement: string; generic: number }[]>`
    SELECT statement, generic_plans::int AS generic FROM pg_prepared_statements
    WHERE statement LIKE '/* prepared */%WITH RECURSIVE%'`;
  expect(prepared.filter((p) => p.generic > 0).length).toBeGreaterThanOrEqual(3);
});
