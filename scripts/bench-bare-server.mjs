// Part of `npm run bench:manager`: the "bare server" floor. node:http + pg on the same database,
// no framework: for each measured path it runs the same SQL statements the app's service runs
// (captured from the app's query log, same parameters, as named prepared statements), sends the
// rows as JSON, gzip level 1 or brotli 4 when the client accepts it, as the app does.
// usage: node scripts/bench-bare-server.mjs <config.json>  (prints "listening <port>" when ready)
import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import pg from "pg";

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
/** @type {Map<string, {name: string, text: string, values: unknown[]}[]>} */
const routes = new Map(
  Object.entries(config.routes).map(([path, statements]) => [
    path,
    statements.map((s, i) => ({ name: `bare_${Buffer.from(path).toString("hex").slice(-40)}_${i}`, ...s })),
  ]),
);

function encode(json, accept) {
  const a = (accept ?? "").toLowerCase();
  if (a.includes("br"))
    return ["br", zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })];
  if (a.includes("gzip")) return ["gzip", zlib.gzipSync(json, { level: 1 })];
  return [undefined, json];
}

const server = http.createServer(async (req, res) => {
  const statements = routes.get(req.url ?? "");
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  try {
    const results = [];
    for (const s of statements) results.push((await pool.query(s)).rows);
    // A path with no statements is the liveness call's constant answer (the framework floor).
    const json = statements.length ? JSON.stringify(results) : '{"status":"ok"}';
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
