// npm run generate (and dev, build): the source files the app imports from generated/ besides
// Prisma's client: `cn()`'s class groups (ADR 0090) and the server's list of assessment kinds (ADR 0092).
import fs from "node:fs";
import path from "node:path";
import { classMergeConfig, classMergeModule, scanClasses } from "./class-merge-config";
import { writeServerKindList } from "./kind-registry";

const file = path.join(process.cwd(), "generated", "class-merge.ts");
const text = classMergeModule(classMergeConfig(scanClasses()));
fs.mkdirSync(path.dirname(file), { recursive: true });
if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) fs.writeFileSync(file, text);
writeServerKindList();
