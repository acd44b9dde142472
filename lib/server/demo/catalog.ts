import "server-only";
import type { TitleFamily } from "@/generated/prisma/client";
import { guessTitle } from "@/lib/server/employees/upsert-org";
import SEED_CYCLE from "@/prisma/seed-data/review-cycle.json";

// What the demo company is made of: departments, title ladders, competencies, the six company
// values, career path types and paths, and the review cycle. Pure data and lookups; the writes
// are in seed-catalog.ts. Title families and levels come from the same guessTitle() rule the
// importer uses, so a demo title and an imported one of the same name always agree.

export const CEO_TITLE = "Chief Executive Officer";
export const EXECUTIVE_DEPARTMENT = "Executive";
/** The demo's review cycle (seed data). */
export const REVIEW_CYCLE: { name: string; timeZone: string } = SEED_CYCLE;

/** `area` names the management titles, `ic` and `alt` the two non-management ladders. */
export type DepartmentSpec = { name: string; area: string; ic: string; alt: string; weight: number };

// name | management area | IC ladder | alternative ladder | share of the org (%)
export const DEPARTMENTS: DepartmentSpec[] = `
Engineering | Engineering | Software Engineer | Solutions Architect | 30
Sales | Sales | Account Executive | Sales Consultant | 17
Customer Success | Customer Success | Support Representative | Implementation Consultant | 14
Operations | Operations | Operations Analyst | Supply Chain Specialist | 10
Product | Product | Product Designer | User Research Specialist | 9
Marketing | Marketing | Marketing Analyst | Brand Specialist | 8
Finance | Finance | Financial Analyst | Tax Advisor | 6
People | People | HR Generalist | Talent Advisor | 6`
  .trim()
  .split("\n")
  .map((line) => {
    const [name, area, ic, alt, weight] = line.split(" | ");
    return { name, area, ic, alt, weight: Number(weight) };
  });

const IC_PREFIXES = ["Junior ", "", "Senior ", "Staff ", "Principal "];
const ALT_PREFIXES = ["", "Senior ", "Principal "];
export const icLadder = (d: DepartmentSpec) => IC_PREFIXES.map((p) => `${p}${d.ic}`);
export const altLadder = (d: DepartmentSpec) => ALT_PREFIXES.map((p) => `${p}${d.alt}`);
/** Team Lead, Manager, Senior Manager, Director, Senior Director, VP. */
export const managementLadder = (d: DepartmentSpec) => [
  `${d.area} Team Lead`,
  `${d.area} Manager`,
  `Senior ${d.area} Manager`,
  `Director of ${d.area}`,
  `Senior Director of ${d.area}`,
  `VP of ${d.area}`,
];

export type TitleSpec = { name: string; family: TitleFamily; level: number; department: string };

export function listTitles(): TitleSpec[] {
  const named = [
    { name: CEO_TITLE, department: EXECUTIVE_DEPARTMENT },
    ...DEPARTMENTS.flatMap((d) =>
      [...icLadder(d), ...altLadder(d), ...managementLadder(d)].map((name) => ({ name, department: d.name })),
    ),
  ];
  return named.map((t) => ({ ...t, ...guessTitle(t.name) }));
}

/**
 * An outline, one item per line: "Name | description", its parts indented below it. Text rather
 * than object literals keeps the catalog readable at a glance (and a formatter leaves it alone).
 */
function parseOutline(text: string) {
  const items: { name: string; description: string; parts: [name: string, description: string][] }[] = [];
  for (const line of text.split("\n").filter((l) => l.trim())) {
    const [name, description] = line.trim().split(" | ");
    if (line.startsWith(" ")) items[items.length - 1].parts.push([name, description]);
    else items.push({ name, description, parts: [] });
  }
  return items;
}

export const COMPETENCIES = parseOutline(`
Communication | Shares information clearly and listens to understand.
  Clarity of Message | Explains ideas simply and adapts the message to the audience.
  Active Listening | Listens fully, asks questions and checks understanding before responding.
  Written Communication | Writes concise, well-structured emails, documents and updates.
  Keeping Others Informed | Shares progress, risks and decisions with the people affected, early.
Collaboration | Works with others across teams toward shared goals.
  Cross-Team Partnership | Builds productive working relationships beyond their own team.
  Knowledge Sharing | Documents and shares what they know so others can move faster.
  Constructive Disagreement | Raises concerns respectfully and commits once a decision is made.
Accountability | Owns commitments and their outcomes.
  Ownership of Outcomes | Takes responsibility for results, not just for tasks.
  Reliability | Delivers what was promised, when it was promised, or flags early.
  Learning from Mistakes | Acknowledges errors openly and puts fixes in place.
Problem Solving | Finds the real problem and solves it with sound judgement.
  Root-Cause Analysis | Looks past symptoms to find the underlying cause.
  Sound Judgement | Weighs options, risks and trade-offs before deciding.
  Creative Solutions | Proposes new approaches when the usual ones fall short.
  Data-Informed Decisions | Uses evidence and data, not only intuition, to decide.
Functional Expertise | Brings deep, current knowledge of their discipline.
  Depth of Knowledge | Masters the tools, methods and standards of the role.
  Quality of Work | Produces accurate, thorough work that rarely needs rework.
  Continuous Learning | Keeps skills current and applies what they learn.
Customer Focus | Understands and serves internal and external customers.
  Understanding Needs | Asks the right questions to learn what customers actually need.
  Service Quality | Responds promptly and follows through until the issue is resolved.
  Building Trust | Earns long-term confidence through honesty and consistency.
Leadership | Sets direction and brings people along.
  Setting Direction | Translates company strategy into clear goals and priorities for the team.
  Decision Making | Makes timely decisions with incomplete information and explains them.
  Leading Change | Guides the team through change and keeps it focused.
  Inspiring Others | Creates energy and commitment around the team's mission.
Coaching and Development | Grows the people around them.
  Regular Feedback | Gives specific, timely feedback, both positive and corrective.
  Growing Talent | Creates stretch opportunities and supports career growth.
  Delegation | Delegates meaningful work with the right context and support.
`);

/** Competency names for a title: three shared ones plus 1–3 for the title's family (4–6 in all). */
export function competenciesForTitle(title: Pick<TitleSpec, "family" | "level" | "department">): string[] {
  const core = ["Communication", "Collaboration", "Accountability"];
  const customerFacing = title.department === "Sales" || title.department === "Customer Success";
  if (title.family === "Management") {
    return [
      ...core,
      "Leadership",
      "Coaching and Development",
      ...(title.level >= 7 ? ["Problem Solving"] : []),
    ];
  }
  if (title.family === "Alternative") {
    return [
      ...core,
      "Functional Expertise",
      "Customer Focus",
      ...(title.level >= 5 ? ["Problem Solving"] : []),
    ];
  }
  const extra = customerFacing ? ["Customer Focus"] : title.level >= 4 ? ["Coaching and Development"] : [];
  return [...core, "Problem Solving", "Functional Expertise", ...extra];
}

/** The six company values, ids 1–6 (the spec's scDetailId), three parts each (positions 1–3). */
export const COMPANY_VALUES = parseOutline(`
Drive to Excellence | We hold ourselves to a high standard and keep raising it.
  Raises the Bar | Sets ambitious standards for their own work and the team's.
  Attention to Detail | Catches the small things that make a big difference.
  Continuous Improvement | Keeps looking for better ways of working.
Grit | We persevere through setbacks and finish what we start.
  Perseverance | Keeps going when the work gets hard or slow.
  Resilience | Recovers quickly from setbacks and helps others recover.
  Commitment | Sees commitments through to the end.
Humility | We stay curious, share credit and learn from everyone.
  Openness to Feedback | Asks for feedback and acts on it.
  Shares Credit | Gives credit to others generously and publicly.
  Learns from Others | Seeks out and values other people's expertise.
Integrity | We are honest, keep our word and do the right thing.
  Honesty | Tells the truth, including when it is uncomfortable.
  Keeps Commitments | Does what they say they will do.
  Does the Right Thing | Acts ethically when nobody is watching.
Results Orientation | We focus on outcomes that matter and deliver them.
  Focus on Outcomes | Measures success by results, not activity.
  Prioritisation | Works on what matters most first.
  Delivers on Time | Meets deadlines reliably.
Winning Attitude | We bring energy and optimism and play as one team.
  Positivity | Brings energy and optimism, especially in hard moments.
  Team First | Puts the team's success ahead of personal credit.
  Confidence | Approaches challenges believing they can be met.
`).map((value, i) => ({ id: i + 1, ...value }));

export const PATH_TYPES = [
  { id: 1, name: "Management" },
  { id: 2, name: "IC" },
  { id: 3, name: "Alternative" },
  { id: 4, name: "Custom" },
];

export type CareerPathSpec = { name: string; pathTypeId: number; steps: string[]; isVerified: boolean };

/** Three standard paths per department; every other department's are HR verified. */
export function listCareerPaths(): CareerPathSpec[] {
  return DEPARTMENTS.flatMap((d, i) => {
    const isVerified = i % 2 === 0;
    const [, ic, senior] = icLadder(d);
    return [
      {
        name: `${d.area} Management Track`,
        pathTypeId: 1,
        steps: [senior, ...managementLadder(d)],
        isVerified,
      },
      { name: `${d.area} IC Track`, pathTypeId: 2, steps: icLadder(d), isVerified },
      {
        name: `${d.area} Expert Track`,
        pathTypeId: 3,
        steps: [ic, ...altLadder(d)],
        isVerified: !isVerified && i % 3 === 0,
      },
    ];
  });
}
