import { generatePassword, PASSWORD_ALPHABET } from "@/lib/server/passwords/generate-password";

describe("generatePassword", () => {
  it("makes 16 characters from an alphabet with no look-alikes", () => {
    expect(PASSWORD_ALPHABET).not.toMatch(/[0O1lIio]/);
    for (let i = 0; i < 200; i++) expect(generatePassword()).toMatch(/^[A-HJ-NP-Za-hj-km-np-z2-9]{16}$/);
  });

  it("does not repeat itself and uses the whole alphabet", () => {
    const many = Array.from({ length: 2000 }, () => generatePassword());
    expect(new Set(many).size).toBe(many.length);
    const seen = new Set(many.join(""));
    expect(seen.size).toBe(PASSWORD_ALPHABET.length);
  });
});
