import { demoHrisId, generateOrg, MAX_SPAN, MIN_SPAN } from "@/lib/server/demo/generate-org";
import { COMPANY_VALUES, COMPETENCIES, competenciesForTitle, listTitles } from "@/lib/server/demo/catalog";
import { validateOrgRows } from "@/lib/server/employees/employee-row";
import type { OrgRow } from "@/lib/server/employees/employee-row";

function depthOf(rows: OrgRow[]) {
  const depth = new Map<string, number>();
  for (const r of rows) depth.set(r.hrisId, r.managerHrisId ? depth.get(r.managerHrisId)! + 1 : 0);
  return depth;
}

describe("generateOrg", () => {
  const org = generateOrg({ employees: 300, seed: 42 });

  it("is deterministic: same seed, same rows; another seed, another org", () => {
    expect(generateOrg({ employees: 300, seed: 42 })).toEqual(org);
    const other = generateOrg({ employees: 300, seed: 7 });
    expect(other).toHaveLength(300);
    expect(other).not.toEqual(org);
  });

  it("puts E00001 at the top with no manager, and only there", () => {
    expect(org[0]).toMatchObject({ hrisId: "E00001", managerHrisId: null, title: "Chief Executive Officer" });
    expect(org.filter((r) => r.managerHrisId === null)).toHaveLength(1);
  });

  it("numbers employees E00001… and keeps ids and emails unique", () => {
    expect(org.map((r) => r.hrisId)).toEqual(org.map((_, i) => `E${String(i + 1).padStart(5, "0")}`));
    expect(new Set(org.map((r) => r.email.toLowerCase())).size).toBe(org.length);
    expect(org.every((r) => /^[a-z0-9]+\.[a-z0-9]+\d*@yardstick\.example$/.test(r.email))).toBe(true);
  });

  it("has at least 6 departments and a management chain at least 5 levels deep", () => {
    expect(new Set(org.map((r) => r.department)).size).toBeGreaterThanOrEqual(6);
    expect(Math.max(...depthOf(org).values())).toBeGreaterThanOrEqual(5);
    // the integration test seeds 120: deep enough there too
    expect(Math.max(...depthOf(generateOrg({ employees: 120, seed: 1 })).values())).toBeGreaterThanOrEqual(5);
  });

  it("gives managers realistic spans of control", () => {
    const spans = new Map<string, number>();
    for (const r of org)
      if (r.managerHrisId) spans.set(r.managerHrisId, (spans.get(r.managerHrisId) ?? 0) + 1);
    for (const [id, span] of spans) {
      if (id === "E00001") continue; // one VP per department
      expect(span).toBeGreaterThanOrEqual(MIN_SPAN);
      expect(span).toBeLessThanOrEqual(MAX_SPAN);
    }
  });

  it("produces rows the importer accepts, with catalog titles only", () => {
    const lined = org.map((values, i) => ({ line: i + 2, values }));
    expect(validateOrgRows(lined, new Set())).toEqual([]);
    const catalog = new Set(listTitles().map((t) => t.name));
    expect(org.filter((r) => !catalog.has(r.title))).toEqual([]);
  });

  it("scales to 50,000 employees with unique ids and emails", () => {
    const big = generateOrg({ employees: 50_000, seed: 42 });
    expect(big).toHaveLength(50_000);
    expect(big[49_999].hrisId).toBe("E50000");
    expect(new Set(big.map((r) => r.email)).size).toBe(50_000);
    expect(demoHrisId(99_999)).toBe("E100000");
  });
});

describe("demo catalog", () => {
  it("maps 4 to 6 known competencies to every title, each competency with 3 or 4 parts", () => {
    const names = new Set(COMPETENCIES.map((c) => c.name));
    expect(COMPETENCIES.every((c) => c.parts.length >= 3 && c.parts.length <= 4 && c.description)).toBe(true);
    for (const title of listTitles()) {
      const list = competenciesForTitle(title);
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list.length).toBeLessThanOrEqual(6);
      expect(list.every((n) => names.has(n))).toBe(true);
    }
  });

  it("has the six company values, ids 1 to 6, three parts each", () => {
    expect(COMPANY_VALUES.map((v) => [v.id, v.name, v.parts.length])).toEqual([
      [1, "Drive to Excellence", 3],
      [2, "Grit", 3],
      [3, "Humility", 3],
      [4, "Integrity", 3],
      [5, "Results Orientation", 3],
      [6, "Winning Attitude", 3],
    ]);
  });
});
