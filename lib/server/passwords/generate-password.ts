import "server-only";
import { randomInt } from "node:crypto";

// Distributed passwords are read off a CSV or an email and typed by hand: no characters that look
// alike (0/O/o, 1/l/I/i), 16 of them from a 54-symbol alphabet ≈ 92 bits, drawn with crypto.randomInt
// (uniform, no modulo bias).
export const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";
export const GENERATED_PASSWORD_LENGTH = 16;

export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  let out = "";
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}
