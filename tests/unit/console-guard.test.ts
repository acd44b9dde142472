import { allowConsoleError, allowConsoleWarn, takeConsoleProblems } from "@/tests/helpers/console-guard";

// The guard setup.ts installs: what it reports after a test is what fails that test.

test("an undeclared console.error or console.warn is reported", () => {
  console.error("Warning: Each child in a list should have a unique %s prop.", '"key"');
  console.warn("something odd");
  const problems = takeConsoleProblems();
  expect(problems).toHaveLength(2);
  expect(problems[0]).toContain(
    'console.error: Warning: Each child in a list should have a unique "key" prop.',
  );
  expect(problems[1]).toContain("console.warn: something odd");
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
  console.error("first");
  expect(takeConsoleProblems()).toHaveLength(1);
});
