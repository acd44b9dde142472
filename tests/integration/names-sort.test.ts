import { useTestDatabase } from "@/tests/helpers/test-db";
import { createCycle, createEmployee } from "@/tests/helpers/factories";
import { searchCareerEmployees } from "@/lib/server/career-paths/hr-career-employees";
import { readEvaluationRows } from "@/lib/server/exports/evaluation-rows";
import { listEvaluationFilterOptions } from "@/lib/server/exports/evaluation-filter-options";

// People's names sort as people expect on both engines (PGlite's database collation is C, which
// put "Ørjan" and "Łukasz" after "Zoë"): the HR career list, the Data Export page and its workbook.

const t = useTestDatabase();

// What a person (and Intl.Collator("en")) expects: accents and strokes are variants of their letter.
const PEOPLE = ["Adam Ant", "Émile Eto", "Lena Long", "Łukasz Żółć", "Ørjan Ødegård", "Oscar Orr", "Zoë Zed"];

beforeAll(async () => {
  await createCycle(t.prisma, "Jun-25", true);
  // Everyone but the root has a manager (the export lists people with one).
  const root = await createEmployee(t.prisma, { name: "Mx Root" });
  const zoe = await createEmployee(t.prisma, { name: "Zoë Zed", mgrId: root.hrisId });
  const orjan = await createEmployee(t.prisma, { name: "Ørjan Ødegård", mgrId: zoe.hrisId });
  for (const name of ["Łukasz Żółć", "Émile Eto", "Oscar Orr", "Adam Ant", "Lena Long"])
    await createEmployee(t.prisma, { name, mgrId: name === "Oscar Orr" ? orjan.hrisId : zoe.hrisId });
});

const all = { cycle: null, status: "all", search: null, manager: null, department: null } as const;

describe("names sort as people expect", () => {
  it("in HR's career list", async () => {
    const list = await searchCareerEmployees("");
    expect(list.employees.map((e) => e.name)).toEqual([...PEOPLE.slice(0, 4), "Mx Root", ...PEOPLE.slice(4)]);
  });

  it("on the Data Export page and, batch after batch, in its workbook", async () => {
    const page = await readEvaluationRows(all, { kind: "page", limit: 20, offset: 0 });
    expect(page.map((r) => r.employeeName)).toEqual(PEOPLE);
    // The workbook walks the same order with a keyset cursor, two rows at a time.
    const walked: string[] = [];
    let cursor: { name: string; id: number } | null = null;
    for (;;) {
      const rows = await readEvaluationRows(all, { kind: "after", cursor, limit: 2 });
      walked.push(...rows.map((r) => r.employeeName));
      const last = rows.at(-1);
      if (!last || rows.length < 2) break;
      cursor = { name: last.employeeName, id: last.employeeId };
    }
    expect(walked).toEqual(PEOPLE);
  });

  it("in the Data Export page's manager filter", async () => {
    const options = await listEvaluationFilterOptions();
    expect(options.managers.map((m) => m.name)).toEqual(["Mx Root", "Ørjan Ødegård", "Zoë Zed"]);
  });
});
