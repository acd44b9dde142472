import type { CareerPathForm, CustomPathRow, StandardPath, StandardPathType, TitleRef } from "./types";

// How a path reads as text (the form summary's path strings) and how stored custom rows become
// paths. Pure: used by the server for cpForm and by the dialog.

export const PATH_ARROW = " → ";
const PATH_SEPARATOR = " | ";

export function formatPath(titles: readonly { titleName: string }[]): string {
  return titles.map((t) => t.titleName).join(PATH_ARROW);
}

/** One custom path: the rows of one session, in step order. */
export type CustomPath = {
  sessionId: string;
  /** The first row's id: what the delete and edit calls name. */
  customCareerPathId: number;
  rowIds: number[];
  titles: TitleRef[];
  notes: string | null;
  verified: boolean;
  isVerified: boolean;
  verifiedBy: string | null;
  verifiedAt: string | null;
};

/**
 * Groups rows by session id (order of first appearance) and chains each session's steps by
 * position: A→B, B→C gives A, B, C.
 */
export function groupCustomPaths(rows: readonly CustomPathRow[]): CustomPath[] {
  const sessions = new Map<string, CustomPathRow[]>();
  for (const row of rows) sessions.set(row.sessionId, [...(sessions.get(row.sessionId) ?? []), row]);
  return [...sessions.entries()].map(([sessionId, list]) => {
    const steps = [...list].sort(
      (a, b) => a.position - b.position || a.customCareerPathId - b.customCareerPathId,
    );
    const first = steps[0]!;
    const titles: TitleRef[] = [{ titleId: first.titleId, titleName: first.fromTitleName }];
    for (const s of steps) titles.push({ titleId: s.nextTitleId, titleName: s.toTitleName });
    return {
      sessionId,
      customCareerPathId: first.customCareerPathId,
      rowIds: steps.map((s) => s.customCareerPathId),
      titles,
      notes: steps.find((s) => s.notes)?.notes ?? null,
      verified: steps.every((s) => s.verified),
      isVerified: steps.every((s) => s.isVerified),
      verifiedBy: first.verifiedBy,
      verifiedAt: first.verifiedAt,
    };
  });
}

function joinPaths(paths: string[]): string | null {
  return paths.length ? paths.join(PATH_SEPARATOR) : null;
}

const ofType = (paths: readonly StandardPath[], type: StandardPathType) =>
  joinPaths(paths.filter((p) => p.pathType === type).map((p) => formatPath(p.progression)));

/**
 * The career-path form summary: the standard (management), IC, ALT and custom path strings and
 * notes. A stored form's fields (an HR import) win over the ones formatted from the paths.
 */
export function buildCareerPathForm(
  standard: readonly StandardPath[],
  custom: readonly CustomPath[],
  stored?: Partial<CareerPathForm> | null,
): CareerPathForm {
  const notes = custom.map((c) => c.notes).filter((n): n is string => !!n);
  return {
    standardPath: stored?.standardPath ?? ofType(standard, "Management"),
    icPath: stored?.icPath ?? ofType(standard, "IC"),
    altPath: stored?.altPath ?? ofType(standard, "Alternative"),
    customPath: stored?.customPath ?? joinPaths(custom.map((c) => formatPath(c.titles))),
    notes: stored?.notes ?? joinPaths(notes),
  };
}
