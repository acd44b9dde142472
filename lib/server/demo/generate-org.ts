import "server-only";
import type { OrgRow } from "@/lib/server/employees/employee-row";
import {
  CEO_TITLE,
  DEPARTMENTS,
  EXECUTIVE_DEPARTMENT,
  altLadder,
  icLadder,
  managementLadder,
  type DepartmentSpec,
} from "@/lib/server/demo/catalog";
import { FIRST_NAMES, LAST_NAMES, emailLocalPart } from "@/lib/server/demo/names";
import { deriveRandom, type Random } from "@/lib/server/demo/random";

// The demo org, as rows for upsertOrg. Pure and deterministic: the same seed and size give the
// same org on every machine. The CEO (E00001) has one VP per department; below them teams of
// 3–8 people, some of whom manage teams of their own. The largest department always reaches
// at least five levels below the CEO so the hierarchy screens have depth to show.

export const EMAIL_DOMAIN = "yardstick.example";
export const MIN_SPAN = 3;
export const MAX_SPAN = 8;
/** Levels below the CEO that the deepest chain must reach (when the org is big enough). */
export const MIN_CHAIN_DEPTH = 5;

export type GenerateOrgOptions = { employees: number; seed: number };

type Node = { children: Node[]; size: number };

/** E00001, E00002, …: five digits, growing to six past 99,999. */
export function demoHrisId(index: number) {
  return `E${String(index + 1).padStart(5, "0")}`;
}

/** A subtree of `1 + budget` people whose deepest chain is at least `need` levels when it can be. */
function buildTeam(random: Random, budget: number, need: number): Node {
  if (budget <= 0) return { children: [], size: 1 };
  let span = Math.min(random.int(MIN_SPAN, MAX_SPAN), budget);
  let rest = budget - span;
  // A remainder too small to be a team of its own joins this team, or grows into one.
  if (rest > 0 && rest < MIN_SPAN) {
    const merge = span + rest <= MAX_SPAN;
    span = merge ? span + rest : span - (MIN_SPAN - rest);
    rest = merge ? 0 : MIN_SPAN;
  }
  const budgets = new Array<number>(span).fill(0);
  if (rest > 0) {
    // Child 0 carries the required depth: it first gets enough people for a chain of full teams.
    const reserved = need > 1 ? Math.min(rest, MAX_SPAN * (need - 1)) : 0;
    let free = rest - reserved;
    // Team leads get at least MIN_SPAN reports each, then a random share of what is left.
    const maxLeads = Math.min(span, Math.floor(free / MIN_SPAN));
    const leads = maxLeads ? random.int(Math.ceil(maxLeads / 2), maxLeads) : 0;
    free -= leads * MIN_SPAN;
    const weights = Array.from({ length: leads }, () => 0.2 + random.next());
    const total = weights.reduce((a, b) => a + b, 0);
    const pool = free;
    for (let i = 0; i < leads; i++) {
      const share = i === leads - 1 ? free : Math.min(free, Math.round((pool * weights[i]) / total));
      budgets[i] = MIN_SPAN + share;
      free -= share;
    }
    budgets[0] += reserved + free;
  }
  const children = budgets.map((b, i) => buildTeam(random, b, i === 0 ? need - 1 : 0));
  return { children, size: 1 + budget };
}

function pickTitle(random: Random, dept: DepartmentSpec, depth: number, node: Node): string {
  const ladder = managementLadder(dept); // Team Lead, Manager, Senior Manager, Director, Senior Director, VP
  if (depth === 1) return ladder[5];
  if (node.children.length) {
    const below = node.size - 1;
    if (below >= 1000) return ladder[4];
    if (below >= 150) return ladder[3];
    if (below >= 40) return ladder[2];
    return below >= 8 ? ladder[1] : random.chance(0.5) ? ladder[0] : ladder[1];
  }
  if (random.chance(0.12)) return random.weighted(altLadder(dept), [50, 35, 15]);
  return random.weighted(icLadder(dept), [15, 35, 30, 13, 7]);
}

function randomStartDate(random: Random, fromYear: number, toYear = 2025) {
  const from = Date.UTC(fromYear, 0, 1);
  const to = Math.min(Date.UTC(toYear, 11, 31), Date.UTC(2025, 4, 31)); // before the demo review cycle
  return new Date(from + Math.floor(random.next() * (to - from))).toISOString().slice(0, 10);
}

export function generateOrg({ employees, seed }: GenerateOrgOptions): OrgRow[] {
  const count = Math.max(1, Math.floor(employees));
  const shape = deriveRandom(seed, "shape");
  const people = deriveRandom(seed, "people");
  const titles = deriveRandom(seed, "titles");

  // One VP per department (as many as fit), the rest of the org shared out by department weight.
  const vps = Math.min(DEPARTMENTS.length, count - 1);
  const rest = count - 1 - vps;
  const totalWeight = DEPARTMENTS.slice(0, vps).reduce((a, d) => a + d.weight, 0);
  const shares = DEPARTMENTS.slice(0, vps).map((d) => Math.floor((rest * d.weight) / totalWeight));
  if (vps) shares[0] += rest - shares.reduce((a, b) => a + b, 0);
  const root: Node = {
    children: shares.map((s, i) => buildTeam(shape, s, i === 0 ? MIN_CHAIN_DEPTH - 1 : 0)),
    size: count,
  };

  // Breadth-first numbering: the CEO is E00001, the VPs come next, managers precede their reports.
  const rows: OrgRow[] = [];
  const emailsUsed = new Map<string, number>();
  const queue: { node: Node; depth: number; dept: DepartmentSpec | null; manager: string | null }[] = [
    { node: root, depth: 0, dept: null, manager: null },
  ];
  for (let head = 0; head < queue.length; head++) {
    const { node, depth, dept, manager } = queue[head];
    const hrisId = demoHrisId(rows.length);
    const first = people.pick(FIRST_NAMES);
    const last = people.pick(LAST_NAMES);
    const local = emailLocalPart(first, last);
    const seen = (emailsUsed.get(local) ?? 0) + 1;
    emailsUsed.set(local, seen);
    rows.push({
      hrisId,
      name: `${first} ${last}`,
      email: `${seen === 1 ? local : `${local}${seen}`}@${EMAIL_DOMAIN}`,
      title: dept ? pickTitle(titles, dept, depth, node) : CEO_TITLE,
      department: dept ? dept.name : EXECUTIVE_DEPARTMENT,
      managerHrisId: manager,
      startDate:
        depth === 0
          ? randomStartDate(people, 2008, 2009)
          : randomStartDate(people, depth === 1 ? 2010 : 2014),
    });
    node.children.forEach((child, i) => {
      queue.push({ node: child, depth: depth + 1, dept: dept ?? DEPARTMENTS[i], manager: hrisId });
    });
  }
  return rows;
}
