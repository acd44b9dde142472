// npm run audit:trail -- <hrisId> [--since YYYY-MM-DD]
// Prints one employee's audit trail, oldest first: what HR's Activity section shows, newest first
// (docs/decisions/0050). Reads DATABASE_URL (or the embedded database) like the app.
import { parseArgs } from "node:util";
import { deploy } from "./migrate.mjs";
import { createPrismaClient } from "@/lib/server/db/db-connect";
import { getEnv } from "@/lib/server/env";
import { auditTrailFor } from "@/lib/server/audit/audit-trail";
import { runCli } from "./run-cli";

const USAGE = "usage: npm run audit:trail -- <hrisId> [--since YYYY-MM-DD]";

function readArgs() {
  const { values, positionals } = parseArgs({
    options: { since: { type: "string" } },
    allowPositionals: true,
  });
  const hrisId = positionals[0]?.trim();
  if (positionals.length !== 1 || !hrisId || hrisId.length > 50) return null;
  if (values.since === undefined) return { hrisId };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(Date.parse(values.since))) return null;
  return { hrisId, since: new Date(`${values.since}T00:00:00Z`) };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof readArgs>;
  try {
    args = readArgs();
  } catch {
    args = null;
  }
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const env = getEnv();
  await deploy(env.DATABASE_URL);
  const handle = createPrismaClient(env.DATABASE_URL);
  try {
    const employee = await handle.prisma.employee.findUnique({
      where: { hrisId: args.hrisId },
      select: { name: true },
    });
    if (!employee) {
      console.error(`No employee with HRIS ID ${args.hrisId}.`);
      return 1;
    }
    const trail = await auditTrailFor(handle.prisma, args.hrisId, args.since);
    const from = args.since ? ` since ${args.since.toISOString().slice(0, 10)}` : "";
    console.log(`${args.hrisId} (${employee.name}): ${trail.length} audit event(s)${from}.`);
    for (const e of trail) {
      const scope = e.employeeCount > 1 ? ` [covered ${e.employeeCount} employees]` : "";
      console.log(
        `${e.at.toISOString()}  ${e.actorKind} ${e.actorName} ${e.what}` +
          `${e.ipAddress ? ` from ${e.ipAddress}` : ""}${scope}`,
      );
    }
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main);
