export function lockDataDir(dataDir: string): () => void;
