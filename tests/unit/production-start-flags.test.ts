import fs from "node:fs";
import path from "node:path";

// Bulk jobs ask V8 for a collection between batches only when the process runs with --expose-gc
// (lib/server/exports/collect-garbage.ts, ADR 0056): without it a 50,000-row HR export takes the
// server past 300 MB. Every production start must pass it.

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), "utf8");

test("npm start and npm run serve (the Procfile's web:) run the server with --expose-gc", () => {
  const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
  expect(scripts.start).toMatch(/^node --expose-gc scripts\/serve\.mjs\b/);
  expect(scripts.serve).toMatch(/^node --expose-gc scripts\/serve\.mjs\b/);
  expect(read("Procfile")).toMatch(/^web: npm run serve$/m);
});

test("the container's command runs server.js with --expose-gc", () => {
  const cmd = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1];
  expect(JSON.parse(cmd ?? "[]")).toEqual(["node", "--expose-gc", "server.js"]);
});
