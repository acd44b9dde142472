// Every TypeScript file under lib/server imports "server-only" (ADR 0074): a client component that
// reaches one, however indirectly, then fails `next build` instead of shipping it to the browser.
// The .mjs files there run in plain Node (the migration script, the bcrypt worker thread), where
// "server-only" throws outside the react-server condition: they are not checked.
import path from "node:path";

const SERVER_TS = /^lib\/server\/.+(?<!\.d)\.tsx?$/;

export const serverOnlyImport = {
  meta: {
    type: "problem",
    docs: { description: 'A lib/server TypeScript file must import "server-only".' },
    messages: {
      missing: 'lib/server runs on the server only: start this file with import "server-only".',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    if (!SERVER_TS.test(file)) return {};
    return {
      Program(program) {
        const imports = program.body.some(
          (node) => node.type === "ImportDeclaration" && node.source.value === "server-only",
        );
        if (!imports) context.report({ node: program, loc: { line: 1, column: 0 }, messageId: "missing" });
      },
    };
  },
};
