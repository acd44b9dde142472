// Part of `npm run bench:manager`: picks the three managers it measures from the seeded org.
import type { PrismaClient } from "@/generated/prisma/client";

export type BenchRole = "top" | "mid" | "lead" | "hr";
export type BenchManager = { id: number; hrisId: string; name: string } & {
  role: BenchRole;
  label: string;
  sessionVersion: number;
  /** People in the manager's hierarchy (direct and indirect reports). */
  size: number;
};

const WANTED: { role: BenchRole; label: string; size: number }[] = [
  { role: "top", label: "Top of the org", size: Number.POSITIVE_INFINITY },
  { role: "mid", label: "Mid-level manager", size: 2000 },
  { role: "lead", label: "Team lead", size: 10 },
];

/** Hierarchy size of every employee, computed in memory from one read of the reporting lines. */
function hierarchySizes(rows: { hrisId: string; mgrId: string | null }[]) {
  const children = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.mgrId || r.mgrId === r.hrisId) continue;
    const list = children.get(r.mgrId);
    if (list) list.push(r.hrisId);
    else children.set(r.mgrId, [r.hrisId]);
  }
  const size = new Map<string, number>();
  // Iterative post-order walk from every root; `size` doubles as the visited set (cycles stop).
  for (const root of rows) {
    if (size.has(root.hrisId)) continue;
    const stack: { id: string; expanded: boolean }[] = [{ id: root.hrisId, expanded: false }];
    while (stack.length) {
      const top = stack[stack.length - 1];
      if (top.expanded) {
        stack.pop();
        const below = (children.get(top.id) ?? []).reduce((n, c) => n + 1 + (size.get(c) ?? 0), 0);
        size.set(top.id, below);
        continue;
      }
      top.expanded = true;
      size.set(top.id, size.get(top.id) ?? 0);
      for (const c of children.get(top.id) ?? []) if (!size.has(c)) stack.push({ id: c, expanded: false });
    }
  }
  return size;
}

/** The largest hierarchy, the one closest to 2,000 people and the one closest to 10 (managers with a sign-in). */
export async function pickManagers(prisma: PrismaClient): Promise<BenchManager[]> {
  const rows = await prisma.employee.findMany({ select: { hrisId: true, mgrId: true } });
  const sizes = hierarchySizes(rows);
  const accounts = await prisma.loginAccount.findMany({
    select: { sessionVersion: true, employee: { select: { id: true, hrisId: true, name: true } } },
  });
  const candidates = accounts
    .map((a) => ({
      ...a.employee,
      sessionVersion: a.sessionVersion,
      size: sizes.get(a.employee.hrisId) ?? 0,
    }))
    .filter((c) => c.size > 0)
    .sort((a, b) => a.hrisId.localeCompare(b.hrisId));
  if (!candidates.length) throw new Error("No manager with a sign-in account in the database.");
  const picked: BenchManager[] = [];
  for (const { role, label, size } of WANTED) {
    const distance = (n: number) => (size === Number.POSITIVE_INFINITY ? -n : Math.abs(n - size));
    // Three different managers, as long as the org has three.
    const pool = candidates.filter((c) => !picked.some((p) => p.id === c.id));
    const best = (pool.length ? pool : candidates).reduce((a, b) =>
      distance(b.size) < distance(a.size) ? b : a,
    );
    picked.push({ role, label, ...best });
  }
  return picked;
}
