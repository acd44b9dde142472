import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { CLASS_MERGE_CONFIG } from "@/generated/class-merge";

// tailwind-merge's engine with only the class groups the source uses (ADR 0090): the full
// configuration was 8.5 KB gzip of every page's first load.
const twMerge = createTailwindMerge(() => CLASS_MERGE_CONFIG);

/** Merge conditional class names, letting later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
