// npm run generate (and dev, build): the source files the app imports from generated/ besides
// Prisma's client: `cn()`'s class groups (ADR 0090) and the server's list of assessment kinds (ADR 0092).
import fs from "node:fs";
import path from "node:path";
import { classMergeConfig, classMergeModule, scanClasses } from "./class-merge-config";
import { SERVER_KIND_LIST, serverKindListText } from "./kind-registry";

/** Writes `text` to `file` under the project, only when it changed (a dev server watches these). */
function writeIfChanged(file: string, text: string) {
  const full = path.join(process.cwd(), file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  if (!fs.existsSync(full) || fs.readFileSync(full, "utf8") !== text) fs.writeFileSync(full, text);
}

writeIfChanged("generated/class-merge.ts", classMergeModule(classMergeConfig(scanClasses())));
writeIfChanged(SERVER_KIND_LIST, serverKindListText());
