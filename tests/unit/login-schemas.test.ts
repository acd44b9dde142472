import { hrLoginSchema, managerLoginSchema } from "@/lib/shared/schemas/auth";

describe("login schemas (spec 1 §5)", () => {
  it("trims the identifier and password", () => {
    expect(managerLoginSchema.parse({ email: "  E00001 ", password: " pw " })).toEqual({
      email: "E00001",
      password: "pw",
    });
  });
  it("refuses a blank password with the spec's message", () => {
    const r = managerLoginSchema.safeParse({ email: "E00001", password: "   " });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("Please enter your password");
  });
  it("refuses non-strings and oversized values", () => {
    expect(managerLoginSchema.safeParse({ email: { contains: "" }, password: "x" }).success).toBe(false);
    expect(managerLoginSchema.safeParse({ email: "a".repeat(300), password: "x" }).success).toBe(false);
    expect(hrLoginSchema.safeParse({ username: "", password: "x" }).success).toBe(false);
  });
});
