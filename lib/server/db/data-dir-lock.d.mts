// Types for data-dir-lock.mjs (script-only, see there).
export function lockDataDir(dataDir: string): () => void;
