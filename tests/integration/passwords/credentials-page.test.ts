import { GET as list } from "@/app/api/hr/passwords/route";
import { captureSql, useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import { awaitPasswordJobs } from "@/lib/server/passwords/run-password-job";
import { startGeneration } from "@/lib/server/passwords/start-password-job";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";
import { containsPattern } from "@/lib/server/passwords/password-page";
import type { PasswordPage, PasswordRow } from "@/lib/shared/schemas/passwords";

// The Password Management table reads GET /api/hr/passwords a page at a time: searched and paged
// in SQL, passwords decrypted only for the page and only with reveal=1, the audit naming only
// those rows. Without a query the call keeps the spec's full answer.
const t = useTestDatabase();
afterAll(() => shutdownHashPool());

let cookie: string;
let hrId: number;

beforeAll(async () => {
  const boss = await createEmployee(t.prisma, { hrisId: "P00001", name: "Ada Boss" });
  for (let i = 2; i <= 7; i++) {
    await createEmployee(t.prisma, {
      hrisId: `P0000${i}`,
      name: i % 2 ? `Odd_Person ${i}` : `Even Person ${i}`,
      email: `p${i}@corp.example`,
      mgrId: boss.hrisId,
    });
  }
  // the search's wildcard characters are matched literally
  await createEmployee(t.prisma, { hrisId: "Q00001", name: "Per%cent", email: "q1@other.example" });
  const hr = await createHrUser(t.prisma, "hr-pages", "hr-pages-password");
  hrId = hr.id;
  await startGeneration({ kind: "hr", hrUserId: hr.id, name: hr.username }, "local");
  await awaitPasswordJobs();
  cookie = await hrCookie(hr);
});

const page = async (query: string) => {
  const res = await callRoute(list, `/api/hr/passwords?${query}`, { cookie });
  expect(res.status).toBe(200);
  return res.json as PasswordPage;
};
const reveals = () =>
  t.prisma.auditEvent.findMany({
    where: { action: "passwords.reveal", actorId: hrId },
    orderBy: { id: "asc" },
  });

describe("GET /api/hr/passwords?page=…", () => {
  it("answers one page in HRIS ID order with the matching and total counts, passwords not decrypted", async () => {
    const before = (await reveals()).length;
    const answer = await page("page=2&pageSize=3");
    expect(answer).toMatchObject({ page: 2, pageSize: 3, matching: 8, total: 8, revealed: false });
    expect(answer.passwords.map((r) => r.hrisId)).toEqual(["P00004", "P00005", "P00006"]);
    for (const row of answer.passwords) {
      expect(row.password).toBeNull();
      expect(row.hasPassword).toBe(true);
      expect(row.status).toBe("Original");
    }
    expect(await reveals()).toHaveLength(before); // nothing was handed out
  });

  it("decrypts only the page's rows with reveal=1, and the audit row names only them", async () => {
    const answer = await page("page=1&pageSize=2&reveal=1");
    expect(answer.revealed).toBe(true);
    expect(answer.passwords.map((r) => r.hrisId)).toEqual(["P00001", "P00002"]);
    expect(answer.passwords.every((r) => /^\S{16}$/.test(r.password ?? ""))).toBe(true);
    const audit = (await reveals()).at(-1)!;
    expect(audit.employeeIds.sort()).toEqual(["P00001", "P00002"]);
    expect(audit.detail).toMatchObject({ rows: 2, page: 1 });
  });

  it("searches name, HRIS ID and email case-insensitively in SQL, counting the matches", async () => {
    expect(await page("page=1&search=odd_")).toMatchObject({ matching: 3, total: 8 });
    expect((await page("page=1&search=p00007")).passwords.map((r) => r.hrisId)).toEqual(["P00007"]);
    const byEmail = await page("page=1&search=OTHER.example");
    expect(byEmail.passwords.map((r) => r.hrisId)).toEqual(["Q00001"]);
    // % and _ are literal characters, not wildcards
    expect((await page("page=1&search=r%25c")).passwords.map((r) => r.hrisId)).toEqual(["Q00001"]);
    expect(await page("page=1&search=Odd%25Person")).toMatchObject({ matching: 0, passwords: [] });
  });

  it("answers the last page for a page past the end", async () => {
    const answer = await page("page=99&pageSize=5");
    expect(answer.page).toBe(2);
    expect(answer.passwords.map((r) => r.hrisId)).toEqual(["P00006", "P00007", "Q00001"]);
  });

  it("refuses a bad page or page size with 400", async () => {
    for (const query of ["page=0", "page=x", "pageSize=501", "page=1&reveal=maybe"]) {
      const res = await callRoute(list, `/api/hr/passwords?${query}`, { cookie });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/The query is not valid/);
    }
  });

  it("without a query keeps the spec's answer: every employee, every password", async () => {
    const res = await callRoute(list, "/api/hr/passwords", { cookie });
    expect(Object.keys(res.json)).toEqual(["passwords"]);
    expect(res.json.passwords).toHaveLength(8);
    expect((res.json.passwords as PasswordRow[]).every((r) => r.password)).toBe(true);
  });
});

// Issue 12: counting 50,000 employees took 5.7 ms of every page view; the counts are kept per
// data version (which every write to Employee moves) and read beside the page, not before it.
describe("the counts of the table", () => {
  const counts = (sql: string[]) => sql.filter((q) => /count\(\*\)/.test(q));

  it("are counted once per data version and search, and again after a write to the employees", async () => {
    const first = await page("page=1&pageSize=2&search=person");
    const again = await captureSql(() => page("page=2&pageSize=2&search=person"));
    expect(counts(again.sql)).toEqual([]);
    expect(again.result).toMatchObject({ page: 2, matching: first.matching, total: 8 });

    await createEmployee(t.prisma, { hrisId: "P00008", name: "New Person 8", email: "p8@corp.example" });
    const after = await captureSql(() => page("page=1&pageSize=2&search=person"));
    expect(counts(after.sql)).toHaveLength(1);
    expect(after.result).toMatchObject({ matching: first.matching + 1, total: 9 });
  });

  it("still answer the last page for a page past the end, read again with the counts known", async () => {
    const all = (await page("page=1&pageSize=100&search=person")).passwords.map((r) => r.hrisId);
    const lastPage = Math.ceil(all.length / 4);
    const answer = await page("page=50&pageSize=4&search=person");
    expect(answer).toMatchObject({ page: lastPage, matching: all.length });
    expect(answer.passwords.map((r) => r.hrisId)).toEqual(all.slice((lastPage - 1) * 4));
    expect(all).toContain("P00008");
  });
});

describe("containsPattern", () => {
  it("escapes the LIKE wildcards and the escape character", () => {
    expect(containsPattern("a%b_c\\d")).toBe("%a\\%b\\_c\\\\d%");
  });
});
