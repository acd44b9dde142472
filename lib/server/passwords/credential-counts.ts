import "server-only";
import { readDataVersion } from "@/lib/server/answers/data-version";

// The Password Management table's counts ('Showing X of Y employees') keyed by the data version
// (ADR 0020): counting 50,000 employees took 5.7 ms of every page view, and the counts change only
// when the Employee table does, which moves the version in the writing transaction. One small
// map per process; a search not seen at this version is counted again.

export type CredentialCounts = { total: number; matching: number };

const MAX_SEARCHES = 200;
const g = globalThis as unknown as {
  __yardstickCredentialCounts?: Map<string, CredentialCounts & { version: string }>;
};
const cache = () => (g.__yardstickCredentialCounts ??= new Map());

/** `count` for this search, or the counts it gave at the current data version. */
export async function countsAtVersion(
  search: string,
  count: () => Promise<CredentialCounts>,
): Promise<CredentialCounts> {
  const version = await readDataVersion();
  const hit = cache().get(search);
  if (hit && hit.version === version) return { total: hit.total, matching: hit.matching };
  const counts = await count();
  cache().delete(search);
  cache().set(search, { ...counts, version });
  if (cache().size > MAX_SEARCHES) cache().delete(cache().keys().next().value!);
  return counts;
}
