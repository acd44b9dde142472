// Runs after `next build` (npm run build): completes the standalone folder the way the Dockerfile
// does (static assets and public beside server.js, so `npm run serve` runs the very artifact a
// container runs), then records what the build was made from (scripts/build-fingerprint.mjs).
import fs from "node:fs";
import path from "node:path";
import { computeFingerprint, distDir, fingerprintFile } from "./build-fingerprint.mjs";

const root = process.cwd();
const dist = distDir(root);
const standalone = path.join(dist, "standalone");
if (!fs.existsSync(path.join(standalone, "server.js"))) {
  console.error(
    `No ${path.relative(root, standalone)}/server.js: is output: "standalone" set in next.config.ts?`,
  );
  process.exit(1);
}
const distName = path.relative(root, dist);
fs.rmSync(path.join(standalone, distName, "static"), { recursive: true, force: true });
fs.cpSync(path.join(dist, "static"), path.join(standalone, distName, "static"), { recursive: true });
fs.rmSync(path.join(standalone, "public"), { recursive: true, force: true });
if (fs.existsSync(path.join(root, "public"))) {
  fs.cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
}
fs.writeFileSync(
  fingerprintFile(root),
  JSON.stringify({ fingerprint: computeFingerprint(root), builtAt: new Date().toISOString() }, null, 2),
);
console.log(`Build ready: ${path.relative(root, standalone)}/server.js (start it with npm run serve).`);
