import LoginPage from "@/app/(auth)/login/page";
import { createPrismaClient, type DbHandle } from "@/lib/server/db/db-connect";
import { setDatabaseForTests } from "@/lib/server/db/client";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createHrUser } from "@/tests/helpers/factories";
import { hrCookie } from "@/tests/helpers/http";

// The manager's sign-in page sends a signed-in HR user to the HR dashboard (spec 1 §2: any other
// path falls back to it), checked against the database so a stale cookie never keeps anyone from
// signing in; with the database out of reach the sign-in form still shows.

let cookieHeader = "";
jest.mock("next/headers", () => ({
  cookies: async () => {
    const { NextRequest } = jest.requireActual<typeof import("next/server")>("next/server");
    return new NextRequest("http://localhost/login", { headers: { cookie: cookieHeader } }).cookies;
  },
}));

const t = useTestDatabase();
const open = () => LoginPage({ searchParams: Promise.resolve({}) });
const redirectOf = (error: unknown) => (error as { digest?: string }).digest?.split(";")[2];

it("sends a signed-in HR user to the HR dashboard", async () => {
  cookieHeader = await hrCookie(await createHrUser(t.prisma, "hr-at-login", "hr-at-login-password"));
  const error = await open().then(
    () => null,
    (e: unknown) => e,
  );
  expect(redirectOf(error)).toBe("/hr-dashboard");
});

it("shows the form to an HR cookie whose session has ended", async () => {
  const hr = await createHrUser(t.prisma, "hr-ended", "hr-ended-password");
  cookieHeader = await hrCookie(hr);
  await t.prisma.hrUser.update({ where: { id: hr.id }, data: { sessionVersion: { increment: 1 } } });
  expect(await open()).toMatchObject({ props: { returnTo: "/" } });
});

describe("with the database out of reach", () => {
  let unreachable: DbHandle;
  beforeAll(() => {
    // A real client for a port nothing listens on: every query fails as in an outage.
    unreachable = createPrismaClient("postgres://postgres@127.0.0.1:9/none", {
      poolSize: 1,
      statementTimeoutMs: 1_000,
    });
    setDatabaseForTests(unreachable);
  });
  afterAll(async () => {
    setDatabaseForTests(t.handle);
    await unreachable.close();
  });

  it("still shows the sign-in form to an HR cookie", async () => {
    cookieHeader = await hrCookie({ id: 1, username: "hr-during-outage" });
    expect(await open()).toMatchObject({ props: { returnTo: "/" } });
  });
});
