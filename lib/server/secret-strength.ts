import "server-only";
// Is a configured secret plausibly random? Not a proof (nothing can prove a string random), but
// it refuses what people actually paste: one character repeated (36 × "a", an all-zero key), a
// short pattern repeated ("ab" × 32, "secret" × 6), and strings drawn from too few symbols. The
// bounds sit far below what `openssl rand -hex 32` or `-base64 32` gives (about 16 distinct symbols
// and 3.8 bits per character for hex, 5 for base64), so a generated secret never trips them.

export const MIN_DISTINCT_CHARACTERS = 10;
export const MIN_BITS_PER_CHARACTER = 3;

/** Shannon entropy of the string's own character frequencies, in bits per character. */
export function bitsPerCharacter(value: string) {
  const chars = Array.from(value);
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / chars.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** The shortest period when the string is a block repeated at least twice ("abcabcab" → 3); null otherwise. */
export function repeatedPeriod(value: string): number | null {
  for (let period = 1; period <= value.length / 2; period++) {
    let repeats = true;
    for (let i = period; i < value.length && repeats; i++) repeats = value[i] === value[i - period];
    if (repeats) return period;
  }
  return null;
}

/** Why the secret is too weak to use, or null when it passes. */
export function weakSecretReason(value: string): string | null {
  const period = repeatedPeriod(value);
  if (period !== null)
    return period === 1 ? "it is one character repeated" : `it repeats a ${period}-character pattern`;
  const distinct = new Set(Array.from(value)).size;
  if (distinct < MIN_DISTINCT_CHARACTERS)
    return `it uses only ${distinct} different characters (at least ${MIN_DISTINCT_CHARACTERS} expected)`;
  if (bitsPerCharacter(value) < MIN_BITS_PER_CHARACTER) return "its characters are too predictable";
  return null;
}
