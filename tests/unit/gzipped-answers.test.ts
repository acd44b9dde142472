import fs from "node:fs";
import path from "node:path";
import nextConfig from "@/next.config";
import {
  ACCEPTS_GZIP,
  GZIPPED_ANSWER_SOURCES,
  acceptsGzip,
  answerLabelledGzip,
} from "@/lib/shared/gzipped-answers";

// The large list answers are gzipped once by their handlers and labelled by next.config.ts
// (ADR 0079): the label and the gzip must cover the same routes and the same requests, or a
// browser gets gzip bytes it cannot read, or JSON labelled gzip.

/** app/api folders of the routes that declare `gzipped: true`, as next.config.ts patterns. */
function routesDeclaringGzipped(dir = path.join(process.cwd(), "app/api")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routesDeclaringGzipped(full);
    if (entry.name !== "route.ts" || !/\bgzipped: true\b/.test(fs.readFileSync(full, "utf8"))) return [];
    return [
      "/" +
        path
          .relative(process.cwd(), path.dirname(full))
          .replace(/^app\//, "")
          .replace(/\[(\w+)\]/g, ":$1([^%/]+)"),
    ];
  });
}

it("labels exactly the routes that send gzip, for a request that takes gzip", async () => {
  expect(routesDeclaringGzipped().sort()).toEqual([...GZIPPED_ANSWER_SOURCES].sort());
  const rules = (await nextConfig.headers!()).filter((r) =>
    r.headers.some((h) => h.key === "Content-Encoding"),
  );
  expect(rules).toEqual(
    GZIPPED_ANSWER_SOURCES.map((source) => ({
      source,
      has: [{ type: "header", key: "accept-encoding", value: ACCEPTS_GZIP }],
      headers: [{ key: "Content-Encoding", value: "gzip" }],
    })),
  );
});

it("reads Accept-Encoding as Next's `has` does (the whole value against the pattern)", () => {
  const next = (value: string) => new RegExp(`^${ACCEPTS_GZIP}$`).test(value);
  const cases: [string, boolean][] = [
    ["gzip, deflate, br, zstd", true],
    ["gzip", true],
    ["br, gzip", true],
    ["deflate, gzip;q=1.0, *;q=0.5", true],
    ["gzip;q=0.5", true],
    ["gzip;q=0", false],
    ["gzip; q=0.000, br", false],
    ["br", false],
    ["identity", false],
    ["x-gzip2", false],
  ];
  for (const [value, takes] of cases) {
    expect([value, acceptsGzip(value)]).toEqual([value, takes]);
    expect([value, next(value)]).toEqual([value, takes]);
  }
  expect(acceptsGzip(null)).toBe(false);
});

it("leaves an address with a %-escape unlabelled: the proxy answers a malformed one itself", () => {
  expect(answerLabelledGzip("/api/employees/E00020", "gzip")).toBe(true);
  expect(answerLabelledGzip("/api/employees/%ZZ", "gzip")).toBe(false);
  const source = new RegExp(`^${GZIPPED_ANSWER_SOURCES[0].replace(/:\w+/, "")}$`);
  expect(source.test("/api/employees/E00020")).toBe(true);
  expect(source.test("/api/employees/%ZZ")).toBe(false);
});
