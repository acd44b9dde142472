import { format } from "node:util";

// A test fails when the code under test logs console.error or console.warn it did not declare:
// React reports its mistakes there (act(), keys, hydration), and so does the server when something
// it did not expect goes wrong. setup.ts installs the guard for every test file. A test that provokes
// an error on purpose declares it with allowConsoleError / allowConsoleWarn, which also asserts that
// it was logged.

type Level = "error" | "warn";
type Allowance = { level: Level; pattern: RegExp | string; seen: number };

const state = { allowances: [] as Allowance[], unexpected: [] as string[] };

const matches = (pattern: RegExp | string, text: string) =>
  typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);

export function installConsoleGuard() {
  for (const level of ["error", "warn"] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const text = format(...args);
      const allowance = state.allowances.find((a) => a.level === level && matches(a.pattern, text));
      if (allowance) {
        allowance.seen++;
        return;
      }
      state.unexpected.push(`console.${level}: ${text.length > 1500 ? `${text.slice(0, 1500)}…` : text}`);
      // Printed as well: a log after the file's last test (an afterAll, a late callback) fails
      // nothing, but is still seen.
      original(...args);
    };
  }
  afterEach(() => {
    const problems = takeConsoleProblems();
    if (problems.length > 0) {
      throw new Error(
        `${problems.join("\n\n")}\n\nFix the cause, or declare a deliberate one with allowConsoleError/allowConsoleWarn (tests/helpers/console-guard.ts).`,
      );
    }
  });
}

/** What the current test logged without declaring it, and the declared logs it did not make (then clears both). */
export function takeConsoleProblems(): string[] {
  const problems = [
    ...state.unexpected.splice(0),
    ...state.allowances
      .filter((a) => a.seen === 0)
      .map((a) => `expected a console.${a.level} matching ${String(a.pattern)}, but none was logged`),
  ];
  state.allowances = [];
  return problems;
}

function allow(level: Level, pattern: RegExp | string) {
  state.allowances.push({ level, pattern, seen: 0 });
}

/** This test logs a console.error matching `pattern` on purpose: silence it, and fail if it is not logged. */
export const allowConsoleError = (pattern: RegExp | string) => allow("error", pattern);

/** This test logs a console.warn matching `pattern` on purpose: silence it, and fail if it is not logged. */
export const allowConsoleWarn = (pattern: RegExp | string) => allow("warn", pattern);
