import "server-only";
// A seeded PRNG so the demo org is reproducible: the same seed gives the same org, screens and
// benchmarks on every machine. mulberry32 is tiny, fast and good enough for fake data.

export type Random = {
  /** Uniform float in [0, 1). */
  next: () => number;
  /** Uniform integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight: `weights[i]` is the relative weight of `items[i]`. */
  weighted: <T>(items: readonly T[], weights: readonly number[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items, weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i];
        if (r < 0) return items[i];
      }
      return items[items.length - 1];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

/** Derives an independent stream from a seed and a label, so adding draws in one part of the
 *  seed does not reshuffle every other part. */
export function deriveRandom(seed: number, label: string): Random {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 16777619);
  return createRandom(h >>> 0);
}

/** A timestamp between two dates, as the ISO text Postgres reads into a timestamp(3) column. */
export function randomTimestamp(random: Random, from: string, to: string) {
  const start = Date.parse(from);
  return new Date(start + Math.floor(random.next() * (Date.parse(to) - start))).toISOString();
}
