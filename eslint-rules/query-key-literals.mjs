// A query key is written once, in the feature's queryOptions definition file (`*-queries.ts`);
// a write invalidates or reads the cache with the key taken from there (ADR 0008), never a
// retyped array literal that can drift from the read it means.
const CACHE_CALLS = new Set([
  "invalidateQueries",
  "refetchQueries",
  "resetQueries",
  "removeQueries",
  "cancelQueries",
  "setQueryData",
  "getQueryData",
  "setQueriesData",
  "getQueriesData",
]);
const DEFINITION_FILE = /-queries\.tsx?$/;

const keyLiteralIn = (arg) => {
  if (!arg) return undefined;
  if (arg.type === "ArrayExpression") return arg;
  if (arg.type !== "ObjectExpression") return undefined;
  const key = arg.properties.find(
    (p) => p.type === "Property" && !p.computed && (p.key.name ?? p.key.value) === "queryKey",
  );
  return key?.value.type === "ArrayExpression" ? key.value : undefined;
};

export const queryKeyLiterals = {
  meta: {
    type: "problem",
    docs: { description: "No array literal as a query key outside a queryOptions definition file." },
    messages: {
      literal:
        "Take this key from the feature's queryOptions (e.g. teamStatusQuery(id).queryKey) instead of an array literal: keys are written once, in a *-queries.ts file.",
    },
    schema: [],
  },
  create(context) {
    if (DEFINITION_FILE.test(context.filename)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === "MemberExpression" ? callee.property?.name : undefined;
        if (!CACHE_CALLS.has(name)) return;
        const literal = keyLiteralIn(node.arguments[0]);
        if (literal) context.report({ node: literal, messageId: "literal" });
      },
    };
  },
};
