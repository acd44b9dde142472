// npm run import:employees -- <file.csv>
// Applies pending migrations, then imports an HRIS export
// (hrisId,name,email,title,department,managerHrisId,startDate, optional endDate: whoever's has
// passed leaves the running review cycle). Every row is checked first:
// with any problem nothing is written, each problem is printed as `line N: message` and the
// exit code is 1.
import fs from "node:fs";
import { deploy } from "./migrate.mjs";
import { createPrismaClient } from "@/lib/server/db/db-connect";
import { getEnv } from "@/lib/server/env";
import { importOrgCsv } from "@/lib/server/employees/import-csv";
import { runCli } from "./run-cli";

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error("usage: npm run import:employees -- <file.csv>");
    return 2;
  }
  const text = fs.readFileSync(file, "utf8");
  const env = getEnv();
  await deploy(env.DATABASE_URL);

  const handle = createPrismaClient(env.DATABASE_URL);
  try {
    const result = await importOrgCsv(handle.prisma, text);
    if (!result.ok) {
      for (const p of result.problems) console.error(`line ${p.line}: ${p.message}`);
      console.error(`${result.problems.length} problem(s) in ${file}: nothing was imported.`);
      return 1;
    }
    const c = result.counts;
    console.log(
      `Imported ${file}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ` +
        `${c.titlesCreated} new title(s), ${c.leavers} leaver(s) out of the running review cycle.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main);
