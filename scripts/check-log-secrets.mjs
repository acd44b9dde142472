// Reads the output of a run (CI: the whole Playwright run, the server's logs included) and fails
// when it holds a secret: a demo or test password, a session cookie or a session token.
//   node scripts/check-log-secrets.mjs e2e-output.log
import fs from "node:fs";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/check-log-secrets.mjs <output file>");
  process.exit(2);
}
const text = fs.readFileSync(file, "utf8");
const secrets = [
  ["the demo manager password", process.env.DEMO_PASSWORD ?? "demo-password"],
  ["the demo HR password", process.env.HR_ADMIN_PASSWORD ?? "hradmin-demo"],
  ["a password the e2e suite types", "quiet-meadow-ladder-19"],
  ["a password the e2e suite types", "violet-harbour-lamp-42"],
  ["the session cookie", /yardstick\.session=/],
  // next-auth's session token: a JWE whose header is {"alg":"dir","enc":"A256GCM"}
  ["a session token", /eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0\.\./],
];
const found = secrets.filter(([, pattern]) =>
  typeof pattern === "string" ? text.includes(pattern) : pattern.test(text),
);
if (found.length) {
  console.error(`${file} holds ${found.map(([what]) => what).join(", ")}.`);
  process.exit(1);
}
console.log(`${file}: no passwords, session cookies or tokens (${text.split("\n").length} lines checked).`);
