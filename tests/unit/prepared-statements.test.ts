import { preparedStatementName } from "@/lib/server/db/prepared-statements";

describe("preparedStatementName", () => {
  it("names only statements that opt in, by a hash of their text", () => {
    const a = preparedStatementName({ sql: "/* prepared */ SELECT 1 WHERE x = $1" });
    expect(a).toMatch(/^y_[0-9a-f]{24}$/);
    expect(preparedStatementName({ sql: "\n  /* prepared */ SELECT 1 WHERE x = $1" })).not.toBe(a);
    expect(preparedStatementName({ sql: "/* prepared */ SELECT 1 WHERE x = $1" })).toBe(a);
    expect(preparedStatementName({ sql: "/* prepared */ SELECT 2" })).not.toBe(a);
    expect(
      preparedStatementName({ sql: 'SELECT "id" FROM "Employee" WHERE "id" IN ($1,$2)' }),
    ).toBeUndefined();
  });
});
