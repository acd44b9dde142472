import { z, type ZodType } from "zod";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config as proxyConfig, proxy } from "@/proxy";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute, type CallOptions } from "@/tests/helpers/http";
import type { RouteHandler } from "@/lib/server/http/route";
import type { Caller, MatrixRow, MatrixWorld } from "./matrix-types";
import { buildMatrixWorld, loadRoute, matrixCookies, matrixRows } from "./matrix-world";

// Finding 7 of issue 11: an identifier longer than 186 characters, a NUL byte in a text field or a
// path parameter and `employeeId: 2147483648` answered 500. For every route of the access matrix,
// as a caller the route serves, each path parameter, query parameter and body field its schemas
// name is replaced in turn by a NUL byte, an int32 overflow and over-long text: every answer must
// be a 4xx with a message, no answer may lack Cache-Control, and the database must not change.
// Issue 31 item 2: each path parameter is also sent as a malformed %-escape, which Next's router
// fails to decode before any route code runs (a plain 500 there); the proxy, which runs first,
// must answer it with the API's 400.

const t = useTestDatabase();
// The CSRF rows replay the others with a foreign origin; the sweep wants them as a browser sends them.
const rows = matrixRows(["csrf.matrix.ts"]);

type Def = { type: string; innerType?: ZodType; in?: ZodType; out?: ZodType };
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional / default / nullable / pipes: what the value is checked against. */
function baseOf(schema: ZodType): ZodType {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const def = defOf(current);
    const next =
      def.innerType ??
      (def.type === "pipe" ? (defOf(def.in!).type === "transform" ? def.out : def.in) : undefined);
    if (!next) return current;
    current = next;
  }
  return current;
}

/** Text one character longer than the field allows, or 20,000 characters where it names no limit. */
function overLong(field: ZodType | undefined) {
  const max = field ? (baseOf(field) as unknown as { maxLength?: number | null }).maxLength : null;
  return "x".repeat(typeof max === "number" ? max + 1 : 20_000);
}

const isNumberField = (field: ZodType | undefined, value: unknown) =>
  typeof value === "number" || (!!field && ["number", "int"].includes(defOf(baseOf(field)).type));
/** Ids and page numbers travel as digits in an address or a query string. */
const isDigitsField = (key: string, value: unknown) =>
  /^(page|pageSize|limit|offset)$/.test(key) || (typeof value === "string" && /^\d+$/.test(value));

/** The bad values for one field: NUL, over-long text, and int32 overflow where a number belongs. */
function badValues(field: ZodType | undefined, value: unknown, numeric: boolean): [string, unknown][] {
  const out: [string, unknown][] = [
    ["a NUL byte", "E0\u00001"],
    ["over-long text", overLong(field)],
  ];
  if (numeric) out.push(["2147483648 (int32 overflow)", 2147483648], ["-2147483649", -2147483649]);
  return out;
}
const asText = (values: [string, unknown][]) => values.map(([l, v]): [string, string] => [l, String(v)]);

/** Who the row serves: the first caller it answers with a success, or HR. */
function servedCaller(row: MatrixRow): Caller {
  const ok = (c: Caller) => [row.expect[c] ?? []].flat().some((s) => s < 300);
  return (["hr", "managerInside", "guest"] as Caller[]).find(ok) ?? "hr";
}

/** The fields a schema names, but those that fall back to a default on any bad value (`.catch`). */
const fieldsOf = (schema: ZodType | undefined): Record<string, ZodType> => {
  if (!(schema instanceof z.ZodObject)) return {};
  return Object.fromEntries(
    Object.entries(schema.shape as Record<string, ZodType>).filter(([, f]) => !(f instanceof z.ZodCatch)),
  );
};

type Variant = { label: string; options: CallOptions };

function variants(base: CallOptions, schemas: RouteHandler["schemas"]): Variant[] {
  const out: Variant[] = [];
  const params = base.params ?? {};
  const paramFields = fieldsOf(schemas.params);
  for (const [key, current] of Object.entries(params))
    for (const [label, value] of asText(badValues(paramFields[key], current, true))) {
      const replaced = Array.isArray(current) ? [value, ...current.slice(1)] : value;
      out.push({
        label: `path parameter ${key} = ${label}`,
        options: { ...base, params: { ...params, [key]: replaced } },
      });
    }
  const queryFields = fieldsOf(schemas.query);
  for (const key of new Set([...Object.keys(base.query ?? {}), ...Object.keys(queryFields)])) {
    const current = base.query?.[key];
    for (const [label, value] of asText(badValues(queryFields[key], current, isDigitsField(key, current))))
      out.push({
        label: `query ${key} = ${label}`,
        options: { ...base, query: { ...base.query, [key]: value } },
      });
  }
  if (base.body && typeof base.body === "object" && !Array.isArray(base.body)) {
    const body = base.body as Record<string, unknown>;
    for (const { label, value } of bodyVariants(body, schemas.body))
      out.push({ label: `body ${label}`, options: { ...base, body: value } });
  }
  return out;
}

/**
 * Each field of an object body replaced in turn, and, one level down, each field of the first
 * item of a list of objects (the scores of an evaluation, say).
 */
function bodyVariants(
  body: Record<string, unknown>,
  schema: ZodType | undefined,
  depth = 0,
): { label: string; value: Record<string, unknown> }[] {
  const fields = fieldsOf(schema && baseOf(schema));
  const keys = Object.keys(fields).length ? Object.keys(fields) : Object.keys(body);
  return keys.flatMap((key) => {
    const field = fields[key];
    const own = badValues(field, body[key], isNumberField(field, body[key])).map(([label, value]) => ({
      label: `${key} = ${label}`,
      value: { ...body, [key]: value },
    }));
    const list = Array.isArray(body[key]) ? (body[key] as unknown[]) : [];
    const item = list[0];
    const element =
      field && baseOf(field) instanceof z.ZodArray ? (baseOf(field) as z.ZodArray).element : undefined;
    if (depth > 0 || !item || typeof item !== "object" || Array.isArray(item)) return own;
    const nested = bodyVariants(
      item as Record<string, unknown>,
      element as ZodType | undefined,
      depth + 1,
    ).map(({ label, value }) => ({
      label: `${key}[0].${label}`,
      value: { ...body, [key]: [value, ...list.slice(1)] },
    }));
    return [...own, ...nested];
  });
}

/** Escapes that decode to no UTF-8 text: an invalid byte, an overlong "." and a cut-off sequence. */
const MALFORMED_ESCAPES = ["%ff", "%c0%ae", "%E0%A4%A"];

/** `path` with the segment that carries `value` replaced by `raw` (sent as it is, undecoded). */
function withSegment(path: string, value: string | string[], raw: string) {
  const segment = encodeURIComponent([value].flat()[0]!);
  const parts = path.split("/");
  const at = parts.indexOf(segment);
  if (at < 0) throw new Error(`${path} has no segment ${segment}`);
  return [...parts.slice(0, at), raw, ...parts.slice(at + 1)].join("/");
}

/** Each path parameter sent as each malformed escape: the proxy runs for it and answers 400. */
async function malformedAddressFailures(path: string, options: CallOptions, method: string) {
  const failures: string[] = [];
  for (const [key, value] of Object.entries(options.params ?? {}))
    for (const raw of MALFORMED_ESCAPES) {
      const address = withSegment(path, value, raw);
      const headers = options.cookie ? { cookie: options.cookie } : undefined;
      if (!unstable_doesMiddlewareMatch({ config: proxyConfig, url: address }))
        failures.push(`path parameter ${key} = ${raw}: the proxy does not run`);
      const res = await proxy(new NextRequest(`http://localhost${address}`, { method, headers }));
      const body = res.headers.get("content-type")?.includes("json") ? await res.json() : undefined;
      if (res.status !== 400 || body?.code !== "invalid_input" || !res.headers.get("x-request-id"))
        failures.push(`path parameter ${key} = ${raw}: ${res.status} ${JSON.stringify(body)}`);
    }
  return failures;
}

/** One checksum of every table's rows but the throttling counters (a refused sign-in counts there by design). */
async function databaseChecksum() {
  const tables = await t.prisma.$queryRaw<{ name: string }[]>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'
      AND tablename NOT IN ('_prisma_migrations', 'RateLimitCounter', 'LoginThrottle') ORDER BY 1`;
  const parts = tables.map(
    ({ name }) =>
      `SELECT '${name}' || ':' || md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM "${name}" t`,
  );
  const rows = await t.prisma.$queryRawUnsafe<{ sum: string }[]>(
    `SELECT string_agg(x, ' ') AS sum FROM (${parts.join(" UNION ALL ")}) AS s(x)`,
  );
  return rows[0]!.sum;
}

let world: MatrixWorld;
beforeAll(async () => {
  world = await buildMatrixWorld(t.prisma);
});

describe("bad input on every API route gets a 4xx and changes nothing", () => {
  it.each(rows.map((row) => [`${row.method} ${row.route}`, row] as const))("%s", async (_name, row) => {
    const caller = servedCaller(row);
    const handler = loadRoute(row.route)[row.method] as RouteHandler;
    const { path, ...base } = await row.request(world, world.inside);
    const cookie = caller === "guest" ? undefined : (await matrixCookies(world))[caller];
    const before = await databaseChecksum();
    const failures = await malformedAddressFailures(path, { ...base, cookie }, row.method);
    for (const { label, options } of variants(base, handler.schemas)) {
      const res = await callRoute(handler as never, path, { method: row.method, ...options, cookie });
      const hasMessage = typeof res.json?.message === "string";
      if (res.status < 400 || res.status > 499 || !hasMessage)
        failures.push(`${label}: ${res.status} ${res.text.slice(0, 160)}`);
      if (!res.headers.get("cache-control")) failures.push(`${label}: no Cache-Control`);
    }
    expect(failures).toEqual([]);
    expect(await databaseChecksum()).toBe(before);
  });
});
