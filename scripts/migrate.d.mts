export function deploy(url?: string): Promise<string[]>;
