// npm run generate (and every build): writes generated/class-merge.ts, `cn()`'s class groups.
import fs from "node:fs";
import path from "node:path";
import { classMergeConfig, classMergeModule, scanClasses } from "./class-merge-config";

const file = path.join(process.cwd(), "generated", "class-merge.ts");
const text = classMergeModule(classMergeConfig(scanClasses()));
fs.mkdirSync(path.dirname(file), { recursive: true });
if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) fs.writeFileSync(file, text);
