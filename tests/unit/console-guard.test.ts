import { allowConsoleError, allowConsoleWarn, takeConsoleProblems } from "@/tests/helpers/console-guard";

// The guard setup.ts installs: what it reports after a test is what fails that test.

test("an undeclared console.error or console.warn is reported", () => {
  // (These two are printed as well: the guard never hides an undeclared log.)
  console.error("console-guard test: an undeclared %s", "error");
  console.warn("console-guard test: an undeclared warning");
  const problems = takeConsoleProblems();
  expect(problems).toHaveLength(2);
  expect(problems[0]).toContain("console.error: console-guard test: an undeclared error");
  expect(problems[1]).toContain("console.warn: console-guard test: an undeclared warning");
});

test("a declared error is silenced and not reported", () => {
  allowConsoleError(/job \d+ stopped/);
  allowConsoleWarn("could not be decrypted");
  console.error("[passwords] job 7 stopped and will be retried:", "boom");
  console.warn("[passwords] the distribution copy of login account 3 could not be decrypted");
  expect(takeConsoleProblems()).toEqual([]);
});

test("a declared error that is never logged is reported", () => {
  allowConsoleError("never happens");
  expect(takeConsoleProblems()).toEqual([
    "expected a console.error matching never happens, but none was logged",
  ]);
});

test("a declaration covers its own test only", () => {
  allowConsoleError("first");
  console.error("first");
  expect(takeConsoleProblems()).toEqual([]);
  console.error("console-guard test: first, again");
  expect(takeConsoleProblems()).toHaveLength(1);
});
