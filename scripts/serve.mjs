// Starts the production server from the standalone build (`npm run serve`, the Procfile's web:;
// docs/decisions/0015 and 0040). --build-if-stale and --prepare-database are `npm start`'s; --demo
// seeds the demo org on PostgreSQL. The embedded database is migrated (and seeded) at every start.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsCurrent, distDir } from "./build-fingerprint.mjs";

const args = new Set(process.argv.slice(2));
const root = process.cwd();
const server = path.join(distDir(root), "standalone", "server.js");

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (args.has("--build-if-stale") && !buildIsCurrent(root)) {
  console.log("No current build: building once (later starts reuse it).");
  run("npm", ["run", "build"]);
} else if (!fs.existsSync(server)) {
  console.error(
    `No build in ${path.relative(root, server)}: run \`npm run build\` first (this start never builds).`,
  );
  process.exit(1);
}

const url = process.env.DATABASE_URL;
const embedded = !url || url.startsWith("pglite:");
// The prepare step and the server (instrumentation.ts) both read it through lib/server/env.ts.
if (args.has("--demo")) process.env.DEMO_MODE = "true";
if (embedded || args.has("--prepare-database") || args.has("--demo")) {
  run(path.join(root, "node_modules/.bin/tsx"), [
    "--conditions=react-server",
    "scripts/prepare-database.ts",
    "--production",
  ]);
}
// server.js changes into its own folder: keep a relative embedded data directory where it was.
if (embedded) {
  const dir = url ? url.slice("pglite:".length) : "./.data/pglite";
  if (!dir.startsWith("memory://")) process.env.DATABASE_URL = `pglite:${path.resolve(root, dir)}`;
}
process.env.PORT ??= "3000";
// Listen on every interface like `next start` (containers often export HOSTNAME as their own name).
process.env.HOSTNAME = "0.0.0.0";
await import(pathToFileURL(server).href);
