// npm run hr:create-admin [-- --username <name>]
// Creates an HR administrator, or sets a new password for an existing one (sessions then end).
// The password is asked twice without echo in a terminal; for automation it is read from
// HR_ADMIN_NEW_PASSWORD instead (never from the command line). It is never printed or logged.
// Reads DATABASE_URL (or the embedded database) like the app and applies pending migrations first.
import { parseArgs } from "node:util";
import { deploy } from "./migrate.mjs";
import { readLine, readSecret } from "./read-secret";
import { createPrismaClient } from "@/lib/server/db/db-connect";
import { getEnv } from "@/lib/server/env";
import { setHrAdmin } from "@/lib/server/hr-users/set-hr-admin";
import { runCli } from "./run-cli";

const USAGE = "usage: npm run hr:create-admin [-- --username <name>]";

async function readInput(username: string | undefined, fromEnv: string | undefined) {
  const interactive = process.stdin.isTTY;
  if (!username && !interactive) throw new Error(`No terminal: pass --username. ${USAGE}`);
  const name = username ?? (await readLine("HR username: "));
  if (fromEnv !== undefined) return { username: name, password: fromEnv, confirmPassword: fromEnv };
  if (!interactive)
    throw new Error("No terminal to ask for the password: set HR_ADMIN_NEW_PASSWORD for automation.");
  console.log("At least 12 characters; not a common password, not the username.");
  const password = await readSecret("New password: ");
  const confirmPassword = await readSecret("Type the new password again: ");
  return { username: name, password, confirmPassword };
}

async function main(): Promise<number> {
  let username: string | undefined;
  try {
    username = parseArgs({ options: { username: { type: "string" } } }).values.username;
  } catch {
    console.error(USAGE);
    return 2;
  }
  const env = getEnv();
  const input = await readInput(username, env.HR_ADMIN_NEW_PASSWORD);
  await deploy(env.DATABASE_URL);
  const handle = createPrismaClient(env.DATABASE_URL);
  try {
    const result = await setHrAdmin(handle.prisma, input);
    if (!result.ok) {
      for (const problem of result.problems) console.error(problem);
      console.error("Nothing was changed.");
      return 1;
    }
    const url = env.PUBLIC_URL ?? env.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? "3000"}`;
    console.log(
      result.created
        ? `HR administrator "${result.username}" created. Sign in at ${url}/hr-login.`
        : `New password set for the HR administrator "${result.username}"; their other sessions have ended.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main);
