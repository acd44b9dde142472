import { POST as managerLogin } from "@/app/api/auth/login/route";
import { POST as hrLogin } from "@/app/api/hr/login/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute } from "@/tests/helpers/http";

// Finding 1 of issue 11: `equals` + `mode: "insensitive"` compiled to ILIKE, so `%` and `_` in a
// sign-in identifier were wildcards. Identifiers are now matched exactly on normalised keys.
const t = useTestDatabase();
let addr = 0;
const from = () => ({ "x-forwarded-for": `10.1.0.${++addr}` });

describe("sign-in identifiers are matched exactly", () => {
  it("treats % and _ as ordinary characters for managers (HRIS ID and email)", async () => {
    const boss = await createEmployee(t.prisma, { hrisId: "E00001", email: "Ada.Lovelace@Example.com" });
    await createAccount(t.prisma, boss, "right-password-1");
    for (const email of [
      "E0000_",
      "%",
      "E%",
      "ada.lovelace@%",
      "_da.lovelace@example.com",
      "%@example.com",
    ]) {
      const res = await callRoute(managerLogin, "/api/auth/login", {
        body: { email, password: "right-password-1" },
        headers: from(),
      });
      expect({ email, status: res.status }).toEqual({ email, status: 401 });
    }
  });

  it("still matches an identifier trimmed and in any case", async () => {
    const boss = await createEmployee(t.prisma, { hrisId: "E00002", email: "Grace.Hopper@Example.com" });
    await createAccount(t.prisma, boss, "right-password-2");
    for (const email of [" e00002 ", "E00002", "GRACE.HOPPER@example.COM", "  grace.hopper@example.com"]) {
      const res = await callRoute(managerLogin, "/api/auth/login", {
        body: { email, password: "right-password-2" },
        headers: from(),
      });
      expect({ email, status: res.status }).toEqual({ email, status: 200 });
    }
  });

  it("treats % and _ as ordinary characters for HR usernames", async () => {
    await createHrUser(t.prisma, "hradmin", "hradmin-demo-pass");
    for (const username of ["hradmi%", "%", "hr_dmin", "HR%"]) {
      const res = await callRoute(hrLogin, "/api/hr/login", {
        body: { username, password: "hradmin-demo-pass" },
        headers: from(),
      });
      expect({ username, status: res.status }).toEqual({ username, status: 401 });
    }
    const ok = await callRoute(hrLogin, "/api/hr/login", {
      body: { username: " HRAdmin ", password: "hradmin-demo-pass" },
      headers: from(),
    });
    expect(ok.status).toBe(200);
  });

  it("keeps the normalised keys unique in the database", async () => {
    await createEmployee(t.prisma, { hrisId: "E00003", email: "same@example.com" });
    await expect(createEmployee(t.prisma, { hrisId: " e00003 " })).rejects.toThrow();
    await expect(createEmployee(t.prisma, { email: "SAME@example.com " })).rejects.toThrow();
    const row = await t.prisma.employee.findUniqueOrThrow({
      where: { hrisIdKey: "e00003" },
      select: { hrisId: true, emailKey: true },
    });
    expect(row).toEqual({ hrisId: "E00003", emailKey: "same@example.com" });
  });
});
