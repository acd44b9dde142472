// The shared frame of the CSV importers: read the file named on the command line, apply pending
// migrations, run the import in the database, print the summary or every problem by line number.
import fs from "node:fs";
import { deploy } from "./migrate.mjs";
import type { PrismaClient } from "@/generated/prisma/client";
import { createPrismaClient } from "@/lib/server/db/db-connect";
import { getEnv } from "@/lib/server/env";

type Outcome = { ok: true; summary: string } | { ok: false; problems: { line: number; message: string }[] };

/** The command line's `--flag`s and `--option value`s after the file (each importer names its own). */
export type ImportFlags = Record<string, string | undefined>;

/** Reads `<file> [--flag] [--option value]`; null when the line has anything else. */
function parseArgs(args: string[], accepts: { flags: string[]; options: string[] }) {
  const [file, ...rest] = args;
  if (!file || file.startsWith("--")) return null;
  const flags: ImportFlags = {};
  for (let i = 0; i < rest.length; i++) {
    const name = rest[i].replace(/^--/, "");
    if (!rest[i].startsWith("--")) return null;
    if (accepts.flags.includes(name)) flags[name] = "yes";
    else if (accepts.options.includes(name) && rest[i + 1] !== undefined) flags[name] = rest[++i];
    else return null;
  }
  return { file, flags };
}

export async function runImport(
  name: string,
  run: (db: PrismaClient, text: string, file: string, flags: ImportFlags) => Promise<Outcome>,
  accepts: { flags: string[]; options: string[] } = { flags: [], options: [] },
): Promise<never> {
  try {
    const parsed = parseArgs(process.argv.slice(2), accepts);
    if (!parsed) {
      const extra = [
        ...accepts.flags.map((f) => `[--${f}]`),
        ...accepts.options.map((o) => `[--${o} <${o}>]`),
      ];
      console.error(`usage: npm run ${name} -- <file.csv>${extra.length ? ` ${extra.join(" ")}` : ""}`);
      process.exit(2);
    }
    const { file, flags } = parsed;
    const text = fs.readFileSync(file, "utf8");
    const env = getEnv();
    await deploy(env.DATABASE_URL);
    const handle = createPrismaClient(env.DATABASE_URL);
    let code = 0;
    try {
      const outcome = await run(handle.prisma, text, file, flags);
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
