import { POST as managerLogin } from "@/app/api/auth/login/route";
import { GET as authorise } from "@/app/api/authorise/[hrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";

// Finding 7 of issue 11 (part): a NUL byte in a text field or a path parameter, and an identifier
// longer than the old rate-limit key column, answered 500.
const t = useTestDatabase();
let addr = 0;
const from = () => ({ "x-forwarded-for": `10.7.0.${++addr}` });

describe("bad input gets 4xx, never 500", () => {
  it("refuses a NUL byte in a body field with 400", async () => {
    const res = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: "E0\u00001", password: "x\u0000y" },
      headers: from(),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/NUL/);
  });

  it("refuses a NUL byte in a path parameter with 400", async () => {
    const boss = await createEmployee(t.prisma);
    await createAccount(t.prisma, boss);
    const res = await callRoute(authorise, "/api/authorise/x", {
      params: { hrisId: "E0\u00001" },
      cookie: await managerCookie(boss),
    });
    expect(res.status).toBe(400);
  });

  it("answers an over-long identifier like any unknown one", async () => {
    const res = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: `${"a".repeat(240)}@x.io`, password: "whatever-1" },
      headers: from(),
    });
    expect(res.status).toBe(401);
  });
});
