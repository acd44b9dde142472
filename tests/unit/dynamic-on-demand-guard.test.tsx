/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Component, type ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import dynamic from "next/dynamic";
import { allowConsoleError } from "@/tests/helpers/console-guard";

// docs/decisions/0066: a `dynamic()` whose loader rejects throws into the render (React.lazy) and
// sends the page to its error screen, so every one goes through componentOnDemand, which never
// rejects. The tests of that must meet the `next/dynamic` a client component of the App Router
// gets (jest.config.mjs maps it), not the Pages router's, which swallows the rejection.

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render = () => (this.state.failed ? <p>Something went wrong</p> : this.props.children);
}

it("next/dynamic in the tests is the App Router's: a loader that rejects reaches the error boundary", async () => {
  allowConsoleError("Failed to load chunk");
  const Part = dynamic(() => Promise.reject(new Error("Failed to load chunk")), { ssr: false });
  render(
    <Boundary>
      <Part />
    </Boundary>,
  );
  expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
});

const root = path.join(__dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

it("every dynamic() in components/ and app/ gets its loader from componentOnDemand", () => {
  const calls = ["components", "app"].flatMap(sourceFiles).flatMap((file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    if (!/from "next\/dynamic"/.test(source)) return [];
    const found = [...source.matchAll(/\bdynamic\(\s*([\w.]+|\S)/g)].map((match) => `${file}: ${match[1]}`);
    // A file importing next/dynamic that no pattern above catches (an alias, a spread) is looked at by hand.
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => !call.endsWith(": componentOnDemand"))).toEqual([]);
});
