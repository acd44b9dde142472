import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { featureBoundaries } from "./eslint-rules/feature-boundaries.mjs";
import { noNextInternals } from "./eslint-rules/no-next-internals.mjs";
import { queryKeyLiterals } from "./eslint-rules/query-key-literals.mjs";
import { serverOnlyImport } from "./eslint-rules/server-only-import.mjs";

// Boundaries (docs/decisions/0004): lib/shared is imported by both sides, so it imports neither;
// lib/server never imports UI code; a client component never imports lib/server. The path zones
// catch the first two; no path rule can see 'use client', so a small local rule checks files
// that start with the directive. `import "server-only"` in lib/server catches indirect imports
// at build time.
const CLIENT_DIRECTIVE = /^\s*(?:(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)\s*)*["']use client["']/;
const SERVER_PATH = /^(?:@\/|(?:\.\.?\/)+)lib\/server(?:\/|$)/;

const clientImportsServer = {
  meta: {
    type: "problem",
    docs: {
      description:
        "A 'use client' file must not import lib/server (secrets and SQL would ship to the browser).",
    },
    messages: {
      serverImport:
        "A 'use client' file may not import {{source}}: lib/server runs on the server only. Pass the data as props or read it through the API.",
    },
    schema: [],
  },
  create(context) {
    if (!CLIENT_DIRECTIVE.test(context.sourceCode.getText())) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source === "string" && SERVER_PATH.test(source))
        context.report({ node, messageId: "serverImport", data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      "generated/**",
      ".next/**",
      ".data/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  {
    // Test files call setup helpers named use… (useTestDatabase) at the top level of a suite.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "@typescript-eslint/no-require-imports": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    plugins: {
      yardstick: {
        rules: {
          "client-imports-server": clientImportsServer,
          "server-only-import": serverOnlyImport,
          "no-next-internals": noNextInternals,
          "feature-boundaries": featureBoundaries,
          "query-key-literals": queryKeyLiterals,
        },
      },
    },
    rules: {
      "yardstick/client-imports-server": "error",
      // ADR 0074: every lib/server TypeScript file imports "server-only"; no components/<feature>
      // imports another feature; ADR 0071: nothing imports Next's build output (next/dist/…).
      "yardstick/server-only-import": "error",
      "yardstick/no-next-internals": "error",
      "yardstick/feature-boundaries": "error",
      // ADR 0008: cache keys come from the feature's queryOptions (*-queries.ts), not literals.
      "yardstick/query-key-literals": "error",
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./lib/shared",
              from: ["./lib/server", "./lib/client", "./components", "./app", "./hooks"],
              message: "lib/shared is imported by the server and the browser: it may import neither side.",
            },
            {
              target: "./lib/server",
              from: ["./components", "./app", "./hooks", "./lib/client"],
              message: "lib/server holds services: it never imports UI or browser code.",
            },
            {
              target: "./lib/client",
              from: ["./lib/server"],
              message: "lib/client runs in the browser: it may not import lib/server.",
            },
          ],
        },
      ],
    },
  },
];
export default config;
