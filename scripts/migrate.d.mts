export function deploy(url?: string, options?: { locked?: boolean }): Promise<string[]>;
export function withStartLock<T>(url: string | undefined, fn: () => Promise<T>): Promise<T>;
export function readMigrationsList(dir?: string): {
  migrationDirectories: { path: string }[];
  [key: string]: unknown;
};
