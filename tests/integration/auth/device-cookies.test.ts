import { POST as managerLogin } from "@/app/api/auth/login/route";
import { POST as hrLogin } from "@/app/api/hr/login/route";
import { loginHr, loginManager, type SignInContext } from "@/lib/server/auth/login";
import { resetEnvCache } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { encryptPassword } from "@/lib/server/crypto/password-cipher";
import { generatePassword } from "@/lib/server/passwords/generate-password";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute } from "@/tests/helpers/http";

// Finding 1 of issue 31: one wrong guess a second against one HRIS ID from rotating addresses held
// the owner off (3 sign-ins in 14 tries over 75 s, waits rising to the 15-minute cap), and every
// manager's first sign-in after the passwords are emailed comes from an address the account never
// used. Now a browser that signed in before carries a device cookie that only its own counter
// holds, and an account still on its distributed password is not held by the account-wide limit.
// The attack runs on a fake clock: every attempt says when it happens; nothing sleeps.
const t = useTestDatabase();
const T0 = Date.now();
const at = (second: number) => new Date(T0 + second * 1000);
let addr = 0;
const newAddress = () => `10.31.${Math.floor(++addr / 250)}.${addr % 250}`;

type Outcome = { status: number; deviceCookie?: string };
async function outcome(signIn: Promise<{ deviceCookie: string }>): Promise<Outcome> {
  try {
    return { status: 200, deviceCookie: (await signIn).deviceCookie };
  } catch (error) {
    if (error instanceof AppError) return { status: error.status };
    throw error;
  }
}

const manager = (hrisId: string, password: string, context: SignInContext) =>
  outcome(loginManager({ email: hrisId, password }, context));
const hrAdmin = (username: string, password: string, context: SignInContext) =>
  outcome(loginHr({ username, password }, context));

/** A manager whose account still has the password HR generated and emailed. */
async function managerOnFirstSignIn() {
  const e = await createEmployee(t.prisma, {});
  const password = generatePassword();
  const account = await createAccount(t.prisma, e, password);
  await t.prisma.loginAccount.update({
    where: { id: account.id },
    data: { encryptedPassword: encryptPassword(password, account.id), mustChangePassword: true },
  });
  return { hrisId: e.hrisId, password };
}

/** A manager with a password of their own, who signed in from their browser yesterday. */
async function managerWithDeviceCookie() {
  const e = await createEmployee(t.prisma, {});
  await createAccount(t.prisma, e, "my-own-password-1");
  const yesterday = await manager(e.hrisId, "my-own-password-1", { ip: newAddress(), at: at(-86_400) });
  expect(yesterday.status).toBe(200);
  return { hrisId: e.hrisId, password: "my-own-password-1", deviceCookie: yesterday.deviceCookie! };
}

/**
 * One wrong guess a second against each account, every one from a new address, for `seconds`;
 * from second 30 the owner tries every 5 s, each time from a new address, until they get in (the
 * attack stops when every owner is in). Answers the owners' tries (and when they got in) and the
 * attacker's answers.
 */
async function underAttack(
  seconds: number,
  guess: (second: number) => Promise<Outcome>[],
  owners: ((second: number) => Promise<Outcome>)[],
) {
  const tries = owners.map(() => ({ count: 0, inAt: null as number | null }));
  const attacker: number[] = [];
  for (let s = 0; s < seconds; s++) {
    for (const answer of await Promise.all(guess(s))) attacker.push(answer.status);
    const ownerSecond = s + 0.5;
    if (s < 30 || (s - 30) % 5 !== 0) continue;
    for (const [i, owner] of owners.entries()) {
      if (tries[i]!.inAt !== null) continue;
      tries[i]!.count++;
      if ((await owner(ownerSecond)).status === 200) tries[i]!.inAt = ownerSecond;
    }
    if (tries.every((x) => x.inAt !== null)) break;
  }
  return { tries, attacker };
}

describe("device cookies against a stranger who holds the owner off", () => {
  it("lets an owner with a device cookie in at the first try, and one on a first sign-in within 2 minutes", async () => {
    const regular = await managerWithDeviceCookie();
    const newcomer = await managerOnFirstSignIn();
    const { tries, attacker } = await underAttack(
      180,
      (s) => [
        manager(regular.hrisId, `guess-${s}`, { ip: newAddress(), at: at(s) }),
        manager(newcomer.hrisId, `guess-${s}`, { ip: newAddress(), at: at(s) }),
      ],
      [
        (s) =>
          manager(regular.hrisId, regular.password, {
            ip: newAddress(),
            at: at(s),
            deviceCookie: regular.deviceCookie,
          }),
        (s) => manager(newcomer.hrisId, newcomer.password, { ip: newAddress(), at: at(s) }),
      ],
    );
    expect(tries[0]).toEqual({ count: 1, inAt: 30.5 });
    expect(tries[1]!.inAt).not.toBeNull();
    expect(tries[1]!.inAt! - 30.5).toBeLessThanOrEqual(120);
    // the stranger is still slowed where a guess could matter (a password of the owner's own)
    expect(attacker.filter((status) => status === 429).length).toBeGreaterThan(15);
    expect(attacker.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  }, 180_000);

  it("lets the HR administrator with a device cookie in at the first try", async () => {
    const hr = await createHrUser(t.prisma, "held-off-hr", "hr-own-password-1");
    const yesterday = await hrAdmin(hr.username, "hr-own-password-1", { ip: newAddress(), at: at(-86_400) });
    const { tries } = await underAttack(
      60,
      (s) => [hrAdmin(hr.username, `guess-${s}`, { ip: newAddress(), at: at(s) })],
      [
        (s) =>
          hrAdmin(hr.username, "hr-own-password-1", {
            ip: newAddress(),
            at: at(s),
            deviceCookie: yesterday.deviceCookie,
          }),
      ],
    );
    expect(tries[0]).toEqual({ count: 1, inAt: 30.5 });
  });

  it("does not honour another account's, a forged, or a manager's cookie, nor one that failed five times", async () => {
    const regular = await managerWithDeviceCookie();
    const other = await managerWithDeviceCookie();
    const hr = await createHrUser(t.prisma, "other-hr", "hr-own-password-1");
    const hrCookie = (await hrAdmin(hr.username, "hr-own-password-1", { ip: newAddress(), at: at(-60) }))
      .deviceCookie!;
    // 30 seconds of guessing from new addresses: the account-wide limit now holds strangers off
    for (let s = 0; s < 30; s++) await manager(regular.hrisId, `guess-${s}`, { ip: newAddress(), at: at(s) });
    const owner = (second: number, deviceCookie: string, password = regular.password) =>
      manager(regular.hrisId, password, { ip: newAddress(), at: at(second), deviceCookie });
    expect((await owner(30.2, other.deviceCookie)).status).toBe(429);
    expect((await owner(30.3, hrCookie)).status).toBe(429);
    const forged = regular.deviceCookie.replace(/\.(\d+)\./, (_, id: string) => `.${Number(id) + 1}.`);
    expect((await owner(30.4, forged)).status).toBe(429);
    expect((await owner(30.5, `${regular.deviceCookie.slice(0, -2)}AA`)).status).toBe(429);
    // the cookie itself: five wrong passwords are checked, then it is no longer honoured
    for (let i = 0; i < 5; i++)
      expect((await owner(30.6 + i / 10, regular.deviceCookie, `stolen-cookie-${i}`)).status).toBe(401);
    expect((await owner(31.5, regular.deviceCookie)).status).toBe(429);
  });
});

describe("the sign-in answers", () => {
  const env = process.env as Record<string, string | undefined>;
  const savedUrl = env.NEXTAUTH_URL;
  afterEach(() => {
    if (savedUrl === undefined) delete env.NEXTAUTH_URL;
    else env.NEXTAUTH_URL = savedUrl;
    resetEnvCache();
  });

  const deviceCookieOf = (res: { headers: Headers }) =>
    res.headers.getSetCookie().find((c) => c.includes("yardstick.device."));
  const signIn = (hrisId: string, password: string, cookie?: string) =>
    callRoute(managerLogin, "/api/auth/login", {
      body: { email: hrisId, password },
      headers: { "x-forwarded-for": newAddress() },
      cookie,
    });

  it("set a signed, httpOnly, SameSite=Lax device cookie for the API, Secure behind https", async () => {
    const e = await createEmployee(t.prisma, {});
    await createAccount(t.prisma, e, "my-own-password-1");
    const plain = deviceCookieOf(await signIn(e.hrisId, "my-own-password-1"));
    expect(plain).toMatch(
      new RegExp(`^yardstick\\.device\\.manager=v1\\.manager\\.${e.id}\\.[\\w-]+\\.\\d+\\.[\\w-]+;`),
    );
    expect(plain).toContain("Path=/api;");
    expect(plain).toContain(`Max-Age=${180 * 24 * 60 * 60}`);
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).toMatch(/SameSite=lax/i);
    expect(plain).not.toMatch(/Secure/i);
    env.NEXTAUTH_URL = "https://reviews.example.com";
    resetEnvCache();
    const hr = await createHrUser(t.prisma, "secure-hr", "hr-own-password-1");
    const secure = deviceCookieOf(
      await callRoute(hrLogin, "/api/hr/login", {
        body: { username: hr.username, password: "hr-own-password-1" },
        headers: { "x-forwarded-for": newAddress(), origin: "https://reviews.example.com" },
      }),
    );
    expect(secure).toMatch(/^__Secure-yardstick\.device\.hr=v1\.hr\./);
    expect(secure).toMatch(/; Secure/i);
  });

  it("let the browser that carries one in while strangers hold the account off", async () => {
    const e = await createEmployee(t.prisma, {});
    await createAccount(t.prisma, e, "my-own-password-1");
    const device = deviceCookieOf(await signIn(e.hrisId, "my-own-password-1"))!.split(";")[0]!;
    await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(e.hrisId, `guess-${i}`)));
    // the account-wide wait, whatever it is, made an hour (the real clock runs in this test)
    await t.prisma
      .$executeRaw`UPDATE "LoginThrottle" SET "nextAttemptAt" = "nextAttemptAt" + interval '1 hour'
      WHERE "key" LIKE 'account:%'`;
    expect((await signIn(e.hrisId, "my-own-password-1")).status).toBe(429);
    const owner = await signIn(e.hrisId, "my-own-password-1", device);
    expect(owner.status).toBe(200);
    expect(deviceCookieOf(owner)).toMatch(/^yardstick\.device\.manager=v1\./);
    expect(deviceCookieOf(owner)!.split(";")[0]).not.toBe(device);
  });
});
