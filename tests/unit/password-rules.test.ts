import { commonPasswordCount, isCommonPassword } from "@/lib/server/passwords/common-passwords";
import { changePasswordSchema } from "@/lib/shared/schemas/passwords";
import { passwordsCsv } from "@/lib/server/passwords/password-list";
import { neutraliseCell } from "@/lib/server/csv/to-csv";

describe("common passwords", () => {
  it("ships a few hundred entries and matches them case-insensitively", () => {
    expect(commonPasswordCount()).toBeGreaterThan(300);
    for (const p of [
      "password1234",
      "Password1234",
      "QWERTYUIOP123",
      "1q2w3e4r5t6y",
      "iloveyou1234",
      "yardstick2026",
    ]) {
      expect(isCommonPassword(p)).toBe(true);
    }
  });

  it("catches repeats and plain runs but not a real passphrase", () => {
    expect(isCommonPassword("zzzzzzzzzzzz")).toBe(true);
    expect(isCommonPassword("abcdefghijklmnop")).toBe(true);
    expect(isCommonPassword("987654321098")).toBe(true);
    expect(isCommonPassword("violet-harbour-lamp")).toBe(false);
    expect(isCommonPassword("Kp7mWq2xZr9sTb4n")).toBe(false);
  });
});

describe("changePasswordSchema", () => {
  const check = (newPassword: string, confirmPassword = newPassword) =>
    changePasswordSchema.safeParse({ newPassword, confirmPassword });
  it("wants 12 characters, at most 72 bytes, and a matching confirmation", () => {
    expect(check("elevenchars").success).toBe(false);
    expect(check("twelve-chars").success).toBe(true);
    expect(check("a".repeat(72)).success).toBe(true);
    expect(check("a".repeat(73)).success).toBe(false);
    expect(check("ü".repeat(37)).success).toBe(false); // 74 bytes in 37 characters
    expect(check("violet-harbour-lamp", "violet-harbour-lamq").success).toBe(false);
  });
});

describe("password CSV", () => {
  it("neutralises cells a spreadsheet would run", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "plain", "a=b"].map(neutraliseCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "plain",
      "a=b",
    ]);
  });

  it("writes the spec's columns and statuses", () => {
    const csv = passwordsCsv([
      {
        hrisId: "E1",
        name: "Ann, Jr.",
        position: "Not Available",
        email: "ann@x.io",
        password: "Abc",
        hasPassword: true,
        status: "Original",
        updated: false,
      },
      {
        hrisId: "E2",
        name: "Bo",
        position: "Engineer",
        email: "bo@x.io",
        password: null,
        hasPassword: false,
        status: "Changed",
        updated: true,
      },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      '"HRIS ID","Name","Position","Email","Password","Status"',
      '"E1","Ann, Jr.","Not Available","ann@x.io","Abc","Original"',
      '"E2","Bo","Engineer","bo@x.io",,"Changed"',
      "",
    ]);
  });
});
