// Which stored copy of an answer a client takes, from its Accept-Encoding header (RFC 9110 §12.5.3):
// brotli when it accepts it at least as much as gzip, else gzip, else none (the plain bytes).
// "identity" and unknown codings never need a stored copy.

export type StoredEncoding = "br" | "gzip";

function weightsOf(acceptEncoding: string | null | undefined) {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  return { br: weightOf("br"), gzip: Math.max(weightOf("gzip"), weights.get("x-gzip") ?? 0) };
}

export function preferredEncoding(acceptEncoding: string | null | undefined): StoredEncoding | undefined {
  const { br, gzip } = weightsOf(acceptEncoding);
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return undefined;
}

/** Whether the client takes gzip at all (whatever it prefers): the one coding a page is kept in. */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  return weightsOf(acceptEncoding).gzip > 0;
}
