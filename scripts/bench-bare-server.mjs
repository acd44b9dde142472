// Part of `npm run bench:manager`: the "bare server" floor (node:http + pg, no framework), which
// runs the app's captured statements per path and answers as the app does (docs/benchmarks.md).
// usage: node --import tsx scripts/bench-bare-server.mjs <config.json>  (prints "listening <port>" when ready)
import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import pg from "pg";
// A pure function of the app's: the bench starts this file with tsx loaded.
import { groupByDepartment } from "../lib/shared/department-groups.ts";

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
/** @type {Map<string, {shape?: string, statements: {name: string, text: string, values: unknown[]}[]}>} */
const routes = new Map(
  Object.entries(config.routes).map(([path, { statements, shape }]) => [
    path,
    {
      shape,
      statements: statements.map((s, i) => ({
        name: `bare_${Buffer.from(path).toString("hex").slice(-40)}_${i}`,
        ...s,
      })),
    },
  ]),
);

function answer(results, shape) {
  if (shape === "department-groups") return { results, departmentGroups: groupByDepartment(results[0]) };
  return results;
}

// As Next compresses the app's answers (next.config.ts `compress`): gzip at zlib's default level
// from 1 KB when the client accepts gzip, else the plain bytes.
function encode(json, accept) {
  if (json.byteLength >= 1024 && /\b(x-)?gzip\b/.test((accept ?? "").toLowerCase()))
    return ["gzip", zlib.gzipSync(json)];
  return [undefined, json];
}

const server = http.createServer(async (req, res) => {
  const route = routes.get(req.url ?? "");
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  try {
    const results = [];
    for (const s of route.statements) results.push((await pool.query(s)).rows);
    // A path with no statements is the liveness call's constant answer (the framework floor).
    const json = route.statements.length ? JSON.stringify(answer(results, route.shape)) : '{"status":"ok"}';
    const [encoding, body] = encode(Buffer.from(json), req.headers["accept-encoding"]);
    res.writeHead(200, {
      "Content-Type": "application/json",
      "Content-Length": body.byteLength,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port}`));
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
