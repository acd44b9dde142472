import { getManagerProfile } from "@/lib/server/employees/manager-profile";
import { getDbHandle } from "@/lib/server/db/client";
import { captureSql, useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee } from "@/tests/helpers/factories";

// The manager home renders the profile card on every view. Its report count must be an indexed
// count of the manager's own reports: Prisma's `_count: { reports }` compiled to a GROUP BY over
// every employee (17 ms per view at 50,000 employees).
const t = useTestDatabase();

it("counts direct reports with one indexed count, not a GROUP BY over the org", async () => {
  const title = await t.prisma.title.create({ data: { name: "Director", level: 7, family: "Management" } });
  const boss = await createEmployee(t.prisma, { name: "Cara Count", titleId: title.id });
  const other = await createEmployee(t.prisma);
  for (let i = 0; i < 3; i++) await createEmployee(t.prisma, { mgrId: boss.hrisId });
  await createEmployee(t.prisma, { mgrId: other.hrisId });

  const { result, sql } = await captureSql(() => getManagerProfile(boss.id));
  expect(result).toMatchObject({ name: "Cara Count", title: "Director", directReportCount: 3 });
  expect(sql).toHaveLength(1);
  expect(sql.join("\n")).not.toMatch(/GROUP BY/i);
  expect(sql[0]).toMatch(/count\(\*\)[\s\S]*"mgrId" = e\."hrisId"/i);
  expect(sql[0]).toMatch(/^\/\* prepared \*\//); // planned once per connection on PostgreSQL

  if (!getDbHandle().pglite) {
    // PostgreSQL (CI): the pool hands sequential calls the same connection, whose plan cache
    // switches to a generic plan after five custom ones.
    for (let i = 0; i < 6; i++) await getManagerProfile(boss.id);
    const prepared = await t.prisma.$queryRaw<{ generic: number }[]>`
      SELECT generic_plans::int AS generic FROM pg_prepared_statements
      WHERE statement LIKE '/* prepared */%"directReportCount"%'`;
    expect(prepared.some((p) => p.generic > 0)).toBe(true);
  }

  expect(await getManagerProfile(other.id)).toMatchObject({ title: "Manager", directReportCount: 1 });
  expect(await getManagerProfile(-1)).toBeNull();
});
