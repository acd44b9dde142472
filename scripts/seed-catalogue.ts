// npm run db:seed-catalogue [-- --cycle Jun-26]
// Loads the catalogue a real organisation needs (titles, competencies by title, company values,
// career path types and paths, the current review cycle) and nothing else: no people, no
// accounts. Idempotent: run it again after an import brings new titles, it adds only what is
// missing. Reads DATABASE_URL (or the embedded database) and applies pending migrations first.
import { parseArgs } from "node:util";
import { deploy } from "./migrate.mjs";
import { createPrismaClient } from "@/lib/server/db/db-connect";
import { getEnv } from "@/lib/server/env";
import { loadCatalogue } from "@/lib/server/demo/load-catalogue";
import { runCli } from "./run-cli";

const USAGE = "usage: npm run db:seed-catalogue [-- --cycle <name, e.g. Jun-26>]";

async function main(): Promise<number> {
  let cycle: string | undefined;
  try {
    cycle = parseArgs({ options: { cycle: { type: "string" } } }).values.cycle?.trim();
  } catch {
    cycle = "";
  }
  if (cycle !== undefined && !/^[\w .-]{1,20}$/.test(cycle)) {
    console.error(USAGE);
    return 2;
  }
  const env = getEnv();
  await deploy(env.DATABASE_URL);
  const handle = createPrismaClient(env.DATABASE_URL);
  try {
    const result = await loadCatalogue(handle.prisma, { cycle });
    console.log(
      [
        `Catalogue loaded: ${result.titles} catalogue titles with their competencies, company values, career paths.`,
        ...(result.linkedTitles ? [`Competencies linked to ${result.linkedTitles} imported title(s).`] : []),
        `Current review cycle: ${result.cycle}.`,
      ].join("\n"),
    );
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main);
