import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

// The identity-keys migration backfills the normalised keys and, when existing data would break
// their unique indexes, stops with every duplicate listed instead of failing obscurely.
const dir = path.join(process.cwd(), "prisma/migrations");
const all = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const target = all.find((n) => n.endsWith("_identity_keys"))!;
const sql = (name: string) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");

async function databaseBefore() {
  const pg = new PGlite();
  for (const name of all.filter((n) => n < target)) await pg.exec(sql(name));
  return pg;
}

const insert = (pg: PGlite, hrisId: string, name: string, email: string) =>
  pg.query(`INSERT INTO "Employee" ("hrisId","name","email","updatedAt") VALUES ($1,$2,$3,now())`, [
    hrisId,
    name,
    email,
  ]);

describe("migration identity_keys", () => {
  it("backfills trimmed, lower-cased keys", async () => {
    const pg = await databaseBefore();
    await insert(pg, "E00001", "Ada", " Ada@Example.com ");
    await pg.query(
      `INSERT INTO "HrUser" ("username","passwordHash","updatedAt") VALUES ('HRAdmin','x',now())`,
    );
    await pg.exec(sql(target));
    const rows = await pg.query(`SELECT "hrisIdKey","emailKey" FROM "Employee"`);
    expect(rows.rows).toEqual([{ hrisIdKey: "e00001", emailKey: "ada@example.com" }]);
    const hr = await pg.query(`SELECT "usernameKey" FROM "HrUser"`);
    expect(hr.rows).toEqual([{ usernameKey: "hradmin" }]);
    await pg.close();
  }, 60_000);

  it("lists every duplicate identifier and changes nothing", async () => {
    const pg = await databaseBefore();
    await insert(pg, "E00001", "Ada", "ada@example.com");
    await insert(pg, "e00001 ", "Bob", "bob@example.com");
    await insert(pg, "E00003", "Cy", "ADA@example.com");
    await expect(pg.exec(sql(target))).rejects.toThrow(
      /HRIS id 'e00001' is used by employees E00001 \(Ada\), e00001  \(Bob\)[\s\S]*email 'ada@example.com' is used by employees E00001 \(Ada\), E00003 \(Cy\)/,
    );
    const cols = await pg.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'Employee' AND column_name LIKE '%Key'`,
    );
    expect(cols.rows).toEqual([]);
    await pg.close();
  }, 60_000);
});
