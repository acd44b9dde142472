import {
  childrenByManager,
  departmentsOf,
  filterRows,
  groupByDirectManager,
  initialsOf,
  matchesSearch,
  mergeStatuses,
  sortByCombinedScore,
  type TeamRow,
} from "@/components/team/team-rows";
import { groupByDepartment } from "@/lib/shared/department-groups";
import type { EvaluationStatus, TeamEmployee } from "@/lib/shared/team-types";

let n = 0;
function person(over: Partial<TeamEmployee> = {}): TeamEmployee {
  n++;
  return {
    id: n,
    hrisId: `E${n}`,
    name: `Person ${n}`,
    email: `p${n}@x.io`,
    department: "Engineering",
    title: "Engineer",
    mappedTitle: null,
    oldTitle: null,
    startDate: null,
    reportingLevel: 1,
    directManagerId: 100,
    directManagerHrisId: "M100",
    directManagerName: "Mia Manager",
    ...over,
  };
}
const withScore = (e: TeamEmployee, combinedScore: number | null, complete = true): TeamRow => ({
  ...e,
  status: { employeeId: e.id, combinedScore, allAssessmentsComplete: complete } as EvaluationStatus,
});

describe("search and filters", () => {
  const rows = [
    person({ name: "Zoë Adams", title: "Staff Engineer", department: "Platform" }),
    person({ name: "Bob Stone", title: "Account Executive", department: "Sales" }),
    person({ name: "Cy Null", title: null, department: null }),
  ];

  it("matches name, title or department, case-insensitively, as a substring", () => {
    expect(matchesSearch(rows[0], "zoë")).toBe(true);
    expect(matchesSearch(rows[0], "STAFF eng")).toBe(true);
    expect(matchesSearch(rows[1], "sal")).toBe(true);
    expect(matchesSearch(rows[1], "platform")).toBe(false);
    expect(matchesSearch(rows[2], "  ")).toBe(true);
    expect(matchesSearch(rows[2], "x")).toBe(false);
  });

  it("filters by department, 'all' meaning every department", () => {
    expect(filterRows(rows, { search: "", department: "all" })).toHaveLength(3);
    expect(filterRows(rows, { search: "", department: "Sales" }).map((r) => r.name)).toEqual(["Bob Stone"]);
    expect(filterRows(rows, { search: "bob", department: "Platform" })).toEqual([]);
    expect(departmentsOf(rows)).toEqual(["Platform", "Sales"]);
  });
});

describe("grouping and sorting", () => {
  it("sorts completed rows by combined score, highest first", () => {
    const rows = [
      withScore(person({ name: "A" }), 6.5),
      withScore(person({ name: "B" }), 9),
      withScore(person({ name: "C" }), null),
      withScore(person({ name: "D" }), 9),
    ];
    expect(sortByCombinedScore(rows).map((r) => r.name)).toEqual(["B", "D", "A", "C"]);
  });

  it("groups rows under their direct manager in order of appearance", () => {
    const a = person({ directManagerId: 5, directManagerName: "Lee" });
    const b = person({ directManagerId: 6, directManagerName: "Kim" });
    const c = person({ directManagerId: 5, directManagerName: "Lee" });
    const groups = groupByDirectManager(mergeStatuses([a, b, c], []));
    expect(groups.map((g) => [g.managerName, g.rows.map((r) => r.id)])).toEqual([
      ["Lee", [a.id, c.id]],
      ["Kim", [b.id]],
    ]);
  });

  it("builds the tree only down to the chosen depth", () => {
    const lead = person({ reportingLevel: 1, directManagerId: 1 });
    const dev = person({ reportingLevel: 2, directManagerId: lead.id });
    const rows = mergeStatuses([lead, dev], undefined);
    expect(childrenByManager(rows, 1).get(lead.id)).toBeUndefined();
    expect(
      childrenByManager(rows, 2)
        .get(lead.id)
        ?.map((r) => r.id),
    ).toEqual([dev.id]);
    expect(rows[0].status).toBeNull();
  });

  it("groups departments by name, with people without one under 'No department assigned'", () => {
    const groups = groupByDepartment([
      person({ name: "Y", department: "Sales" }),
      person({ name: "X", department: "Sales" }),
      person({ department: null }),
      person({ department: "  " }),
    ]);
    expect(Object.keys(groups)).toEqual(["No department assigned", "Sales"]);
    expect(groups.Sales.map((e) => e.name)).toEqual(["X", "Y"]);
    expect(groups["No department assigned"]).toHaveLength(2);
  });

  it("makes two-letter initials", () => {
    expect(initialsOf("ada lovelace")).toBe("AL");
    expect(initialsOf("Jean Claude Van Damme")).toBe("JD");
    expect(initialsOf("Cher")).toBe("CH");
    expect(initialsOf("  ")).toBe("?");
  });
});
