import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceNonceFor,
  issueDeviceCookie,
} from "@/lib/server/auth/device-cookie";

// Device cookies (issue 31, ADR 0010): honoured only for the account they name, while unexpired.
const boss = { kind: "manager", id: 7 } as const;
const now = Date.parse("2026-11-28T02:00:00Z");

describe("device cookies", () => {
  it("name their account and carry a nonce of their own", () => {
    const first = issueDeviceCookie(boss, now);
    const second = issueDeviceCookie(boss, now);
    expect(deviceNonceFor(first, boss, now)).toEqual(expect.any(String));
    expect(deviceNonceFor(first, boss, now)).not.toBe(deviceNonceFor(second, boss, now));
    expect(deviceNonceFor(first, { kind: "manager", id: 8 }, now)).toBeNull();
    expect(deviceNonceFor(first, { kind: "hr", id: 7 }, now)).toBeNull();
  });

  it("run out after their lifetime, and one issued in the future is refused", () => {
    const cookie = issueDeviceCookie(boss, now);
    expect(deviceNonceFor(cookie, boss, now + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000)).not.toBeNull();
    expect(deviceNonceFor(cookie, boss, now + (DEVICE_COOKIE_MAX_AGE_SECONDS + 1) * 1000)).toBeNull();
    expect(deviceNonceFor(issueDeviceCookie(boss, now + 3_600_000), boss, now)).toBeNull();
  });

  it("refuse anything that is not what they signed", () => {
    const cookie = issueDeviceCookie(boss, now);
    const [v, kind, id, nonce, issued, signature] = cookie.split(".");
    expect(
      deviceNonceFor([v, kind, id, nonce, Number(issued) + 1, signature].join("."), boss, now),
    ).toBeNull();
    for (const value of ["", "garbage", `${cookie}.x`, cookie.slice(0, -1), undefined, null])
      expect(deviceNonceFor(value, boss, now)).toBeNull();
  });
});
