import "server-only";
import { db } from "@/lib/server/db/client";
import type { PathType, TitleOption } from "@/lib/shared/career-paths/types";

/**
 * GET /api/titles: titles whose name contains `search`, case-insensitively, by name, at most
 * `limit` (bounded by the query schema). strpos() treats the search as plain text: `%` and `_`
 * are not wildcards.
 */
export async function searchTitles(search: string, limit: number): Promise<TitleOption[]> {
  const needle = search.toLowerCase();
  const rows = await db.$queryRaw<{ id: number; name: string; level: number }[]>`
    SELECT id, name, level FROM "Title"
    WHERE ${needle} = '' OR strpos(lower(name), ${needle}) > 0
    ORDER BY name, id
    LIMIT ${limit}`;
  return rows.map((r) => ({ titleId: Number(r.id), title: r.name, titleLevel: Number(r.level) }));
}

/** GET /api/path-types */
export async function listPathTypes(): Promise<PathType[]> {
  const rows = await db.pathType.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true } });
  return rows.map((r) => ({ pathTypeId: r.id, name: r.name }));
}
