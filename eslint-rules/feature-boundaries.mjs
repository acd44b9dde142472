// components/<feature> folders do not import each other (ADR 0074): a page in app/ composes them.
// Shared folders are not features: anyone may import them. A dependency between two features that
// the product needs is declared in ALLOWED, with its reason.
import path from "node:path";

/** Imported by every feature: primitives, the page frame, providers and the shared assessment parts. */
export const SHARED = new Set(["ui", "shell", "providers", "assessment", "questionnaire"]);

/** feature → the features it may import, each with the reason. */
export const ALLOWED = {
  // The team views (list, indirect rows, profile) open the career-paths dialog on demand.
  team: ["career-paths"],
  // The manager home is the team workspace under the manager's profile card.
  manager: ["team"],
  // The behavioral scorecard shows the employee's status from the team's query (one cache entry).
  behavioral: ["team"],
  // An assessment save refreshes the team's status and profile reads, by the keys team-queries defines.
  "values-review": ["team"],
  "performance-questionnaire": ["team"],
  // A career path write refreshes the employee's activity (HR's audit trail), by its query key.
  "career-paths": ["hr"],
  // HR's excuse from the self phase is a cycle action: it asks for its reason in the cycles' dialog.
  // A self-review submitted (or HR's excuse) changes the self phase's completion counts and HR's
  // review gaps: its writes refresh them by the keys completion-queries and review-gaps-queries define.
  "self-review": ["review-cycles", "completion", "review-gaps"],
};

const featureOf = (file) => /^components\/([^/]+)\//.exec(file)?.[1];

export const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "No import between components/<feature> folders." },
    messages: {
      crossFeature:
        "components/{{from}} may not import components/{{to}}: move the shared part to a shared folder, or compose both in the page.",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const from = featureOf(file);
    if (!from || SHARED.has(from)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const target = source.startsWith("@/")
        ? source.slice(2)
        : source.startsWith(".")
          ? path.posix.normalize(path.posix.join(path.posix.dirname(file), source))
          : undefined;
      const to = target && featureOf(`${target}/`);
      if (!to || to === from || SHARED.has(to) || ALLOWED[from]?.includes(to)) return;
      context.report({ node, messageId: "crossFeature", data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
