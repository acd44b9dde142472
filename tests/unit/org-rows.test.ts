import { validateOrgRows, type OrgRowInput } from "@/lib/server/employees/employee-row";

// Rows as the CSV parser hands them over: line 1 is the header, so data starts on line 2.
const base = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  title: "Software Engineer",
  department: "Engineering",
};
function rows(...values: Record<string, string>[]): OrgRowInput[] {
  return values.map((v, i) => ({ line: i + 2, values: { ...base, email: `p${i}@example.com`, ...v } }));
}

describe("validateOrgRows", () => {
  it("accepts a valid org, managers in any order and blank optional fields", () => {
    const input = rows(
      { hrisId: "E2", managerHrisId: "E1", startDate: "2020-02-29" },
      { hrisId: "E1", managerHrisId: "", startDate: "" },
      { hrisId: "E3", managerHrisId: "X9" },
    );
    expect(validateOrgRows(input, new Set(["X9"]))).toEqual([]);
  });

  it("reports each missing field on its line", () => {
    const input = rows({ hrisId: "E1" }, { hrisId: "E2", name: "", title: " " });
    input.push({ line: 4, values: { hrisId: "E3", name: "No Email" } });
    expect(validateOrgRows(input, new Set())).toEqual([
      { line: 3, message: "missing name" },
      { line: 3, message: "missing title" },
      { line: 4, message: "missing email" },
      { line: 4, message: "missing title" },
      { line: 4, message: "missing department" },
    ]);
  });

  it("reports a bad email and a bad start date", () => {
    const input = rows({ hrisId: "E1", email: "not-an-email" }, { hrisId: "E2", startDate: "2024-02-30" });
    expect(validateOrgRows(input, new Set())).toEqual([
      { line: 2, message: 'bad email "not-an-email"' },
      { line: 3, message: 'startDate "2024-02-30" is not a date in YYYY-MM-DD form' },
    ]);
  });

  it("reports a manager that is neither in the file nor in the database", () => {
    const input = rows(
      { hrisId: "E1" },
      { hrisId: "E2", managerHrisId: "E1" },
      { hrisId: "E3", managerHrisId: "E99" },
    );
    expect(validateOrgRows(input, new Set(["E50"]))).toEqual([
      { line: 4, message: "unknown manager E99 (not in this file or the database)" },
    ]);
  });

  it("reports a duplicate hrisId with the line of the first one", () => {
    const input = rows({ hrisId: "E1" }, { hrisId: "E2" }, { hrisId: "E1" });
    expect(validateOrgRows(input, new Set())).toEqual([
      { line: 4, message: "duplicate hrisId E1 (first on line 2)" },
    ]);
  });

  it("reports a duplicate email, ignoring case", () => {
    const input = rows(
      { hrisId: "E1", email: "same@example.com" },
      { hrisId: "E2", email: "SAME@example.com" },
    );
    expect(validateOrgRows(input, new Set())).toEqual([
      { line: 3, message: "email same@example.com is already used on line 2" },
    ]);
  });

  it("reports a self-manager", () => {
    const input = rows({ hrisId: "E1" }, { hrisId: "E2", managerHrisId: "E2" });
    expect(validateOrgRows(input, new Set())).toEqual([
      { line: 3, message: "E2 cannot be their own manager" },
    ]);
  });

  it("reports every row of a manager cycle, and only those", () => {
    const input = rows(
      { hrisId: "E1" },
      { hrisId: "E2", managerHrisId: "E4" },
      { hrisId: "E3", managerHrisId: "E2" },
      { hrisId: "E4", managerHrisId: "E3" },
      { hrisId: "E5", managerHrisId: "E4" },
    );
    expect(validateOrgRows(input, new Set())).toEqual([
      { line: 3, message: "manager cycle: E2 → E4 → E3 → E2" },
      { line: 4, message: "manager cycle: E2 → E4 → E3 → E2" },
      { line: 5, message: "manager cycle: E2 → E4 → E3 → E2" },
    ]);
  });

  it("finds a cycle that runs through employees already in the database", () => {
    // D1 (database) reports to E1 (file); the file makes E1 report to D1.
    const input = rows({ hrisId: "E1", managerHrisId: "D1" });
    expect(
      validateOrgRows(
        input,
        new Map([
          ["D1", "E1"],
          ["E1", null],
        ]),
      ),
    ).toEqual([{ line: 2, message: "manager cycle: E1 → D1 → E1" }]);
  });
});
