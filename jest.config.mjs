import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/helpers/empty-module.js",
    // `next/dynamic` is the Pages router's react-loadable, which never throws into the render; a
    // client component of the App Router gets `app-dynamic` (React.lazy) from Next's bundler, and
    // the tests should meet the same one (docs/decisions/0066).
    "^next/dynamic$": "<rootDir>/node_modules/next/dist/shared/lib/app-dynamic.js",
  },
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)", "<rootDir>/tests/integration/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["<rootDir>/tests/e2e/", "<rootDir>/.next/"],
  // The standalone build holds a copy of package.json.
  modulePathIgnorePatterns: ["<rootDir>/.next/"],
  // The migrated test-database template is built here, once, before the workers start (ADR 0068).
  globalSetup: "<rootDir>/tests/helpers/global-setup.ts",
  globalTeardown: "<rootDir>/tests/helpers/global-teardown.ts",
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/setup.ts"],
  testTimeout: 30_000,
  // A worker's event loop is empty within ~100 ms of the end message (nothing leaks), but Node's
  // own exit after it (the test files' contexts, the hash pool's threads) took more than Jest's
  // default 500 ms on the loaded 2-core machine: "A worker process has failed to exit gracefully".
  workerGracefulExitTimeout: 3_000,
  // One worker per core. Jest's default leaves a core to its main thread, which mostly waits: on
  // the 2-core CI machine that was one worker, and npm test took 7.6 min against 4.4 min with two.
  // (npm run test:postgres runs in band: its files time server shutdowns and database outages.)
  maxWorkers: "100%",
  // Jest 30 tears down globals between files; our lazily created DB handle and hash pool live on
  // globalThis and tripped "Maximum call stack size exceeded" in that cleanup.
  testEnvironmentOptions: { globalsCleanup: "off" },
};
export default createJestConfig(config);
