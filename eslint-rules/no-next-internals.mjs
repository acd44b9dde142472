// Next's public modules only (ADR 0071, ADR 0074): `next/dist/…` is Next's build output, which changes
// between versions without a type error.
const INTERNAL = /^next\/dist(?:\/|$)/;
const LOADERS = new Set(["require", "requireActual", "requireMock", "mock", "doMock"]);

export const noNextInternals = {
  meta: {
    type: "problem",
    docs: { description: "No import of next/dist/… (Next's private build output)." },
    messages: {
      internal:
        "{{source}} is inside Next's build output: use Next's public API (next, next/server, next/headers…).",
    },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (typeof source === "string" && INTERNAL.test(source))
        context.report({ node, messageId: "internal", data: { source } });
    };
    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: fromSource,
      // require("…"), jest.requireActual("…"), jest.mock("…")
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === "Identifier" ? callee.name : callee.property?.name;
        if (LOADERS.has(name) && node.arguments[0]?.type === "Literal") check(node, node.arguments[0].value);
      },
    };
  },
};
