// The shared frame of the CSV importers: read the file named on the command line, apply pending
// migrations, run the import in the database, print the summary or every problem by line number.
import fs from "node:fs";
import { deploy } from "./migrate.mjs";
import type { PrismaClient } from "@/generated/prisma/client";
import { createPrismaClient } from "@/lib/server/db/db-connect";
import { getEnv } from "@/lib/server/env";

type Outcome = { ok: true; summary: string } | { ok: false; problems: { line: number; message: string }[] };

export async function runImport(
  name: string,
  run: (db: PrismaClient, text: string, file: string) => Promise<Outcome>,
): Promise<never> {
  try {
    const file = process.argv[2];
    if (!file || process.argv.length > 3) {
      console.error(`usage: npm run ${name} -- <file.csv>`);
      process.exit(2);
    }
    const text = fs.readFileSync(file, "utf8");
    const env = getEnv();
    await deploy(env.DATABASE_URL);
    const handle = createPrismaClient(env.DATABASE_URL);
    let code = 0;
    try {
      const outcome = await run(handle.prisma, text, file);
      if (outcome.ok) console.log(outcome.summary);
      else {
        for (const p of outcome.problems) console.error(`line ${p.line}: ${p.message}`);
        console.error(`${outcome.problems.length} problem(s) in ${file}: nothing was imported.`);
        code = 1;
      }
    } finally {
      await handle.close();
    }
    process.exit(code); // adapter-pg's pool would otherwise keep the process alive for a while
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
