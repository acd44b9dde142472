// What a build was made from: a hash of every file that goes into `next build`. `npm run build`
// records it beside the build; `npm start` rebuilds only when it differs (or no build exists), so a
// start with a current build never waits for a build.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INPUTS = [
  "app",
  "components",
  "hooks",
  "lib",
  "public",
  "generated",
  "prisma/schema.prisma",
  "prisma/migrations",
  "next.config.ts",
  "proxy.ts",
  "instrumentation.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "postcss.config.mjs",
];

export function distDir(root = process.cwd()) {
  return path.resolve(root, process.env.NEXT_DIST_DIR || ".next");
}

export function fingerprintFile(root = process.cwd()) {
  return path.join(distDir(root), "yardstick-build.json");
}

function* files(p) {
  if (!fs.existsSync(p)) return;
  if (fs.statSync(p).isFile()) return yield p;
  for (const entry of fs
    .readdirSync(p, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    yield* files(path.join(p, entry.name));
  }
}

export function computeFingerprint(root = process.cwd()) {
  const hash = crypto.createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
    }
  }
  return hash.digest("hex");
}

/** True when a standalone build exists and was made from the files as they are now. */
export function buildIsCurrent(root = process.cwd()) {
  const server = path.join(distDir(root), "standalone", "server.js");
  const file = fingerprintFile(root);
  if (!fs.existsSync(server) || !fs.existsSync(file)) return false;
  const recorded = JSON.parse(fs.readFileSync(file, "utf8")).fingerprint;
  return recorded === computeFingerprint(root);
}
