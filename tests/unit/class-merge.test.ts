import { twMerge } from "tailwind-merge";
import { CLASS_MERGE_CONFIG } from "@/generated/class-merge";
import { cn } from "@/lib/utils";
import { classMergeConfig, scanClasses } from "@/scripts/class-merge-config";

// `cn()` merges with tailwind-merge's engine and only the class groups the source uses (ADR 0090).
// It must decide as the full merge does for every class the source names.
const candidates = scanClasses();
const config = classMergeConfig(candidates);
const known = new Set(Object.values(config.classGroups).flat() as string[]);
/** The source's Tailwind classes as written (with their variants and postfixes). */
const classes = candidates.filter((c) => {
  const base = c.split(":").pop()!.replace(/^!|!$/g, "").replace(/^-/, "");
  return known.has(base) || known.has(base.split("/")[0]);
});

describe("cn()", () => {
  it("uses class groups made from the current source (npm run generate makes them)", () => {
    expect(CLASS_MERGE_CONFIG).toEqual(config);
  });

  it("finds the source's classes", () => {
    expect(classes).toEqual(expect.arrayContaining(["px-3", "pl-8", "gap-0", "py-6", "hover:bg-primary/90"]));
  });

  it("merges every pair of the source's classes as the full tailwind-merge does", () => {
    const differ: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const expected = twMerge(`${a} ${b}`);
        if (cn(a, b) !== expected) differ.push(`${a} ${b} → ${cn(a, b)}, not ${expected}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("keeps what a variant's caller gives over the variant's own class", () => {
    expect(cn("gap-6 rounded-xl py-6", "gap-0 py-0")).toBe("rounded-xl gap-0 py-0");
    expect(cn("h-9 w-full px-3 py-1", "pl-8")).toBe("h-9 w-full px-3 py-1 pl-8");
    expect(cn("px-3 pl-8", "px-4")).toBe("px-4");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe("text-sm text-destructive");
  });
});
