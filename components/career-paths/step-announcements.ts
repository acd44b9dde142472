import { useCallback, useState } from "react";

// What the path builders say in their live region after a step changes (ours: the spec has none).
// Said because the change itself happens away from where focus is.

export const addedText = (title: string, step: number) => `Added ${title} as step ${step}`;
export const movedText = (title: string, step: number) => `Moved ${title} to step ${step}`;
export const removedText = (title: string, step: number) => `Removed ${title} from step ${step}`;
export const removedPositionText = (step: number) => `Removed position ${step}`;

/**
 * The builders' live region: `say(words)` has it read out. The same words twice in a row (a second
 * "Removed position 3") would not change the region, so nothing would be said: a no-break space
 * is added every other time.
 */
export function useAnnouncement() {
  const [said, setSaid] = useState({ text: "", count: 0 });
  const say = useCallback((text: string) => setSaid((last) => ({ text, count: last.count + 1 })), []);
  return [said.count % 2 ? `${said.text}\u00a0` : said.text, say] as const;
}
