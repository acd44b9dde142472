/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dynamic from "next/dynamic";
import { componentOnDemand, LoadLater, PartUnavailable } from "@/components/shell/component-on-demand";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { loadOnDemand } from "@/lib/client/load-on-demand";

// Code loaded on demand must survive a dropped network (docs/decisions/0066): the loader retries,
// shares one attempt between a prefetch and the load, forgets an attempt that gave up, waits for
// the browser to be online; a component whose code still cannot load shows a stand-in, never the
// page's error screen.

const FAST = { retryDelaysMs: [1, 1], offlineWaitMs: 50 };
const chunkError = () => Object.assign(new Error("Failed to load chunk"), { name: "ChunkLoadError" });

/** An import() that fails `failures` times, then answers `value`. */
function flakyImport<T>(failures: number, value: T) {
  const importModule = jest.fn(async () => {
    if (importModule.mock.calls.length <= failures) throw chunkError();
    return value;
  });
  return importModule;
}

function setOnline(online: boolean) {
  jest.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  if (online) window.dispatchEvent(new Event("online"));
}

afterEach(() => jest.restoreAllMocks());

describe("loadOnDemand", () => {
  it("tries again after failures and answers the module", async () => {
    const importModule = flakyImport(2, "module");
    await expect(loadOnDemand(importModule, FAST)()).resolves.toBe("module");
    expect(importModule).toHaveBeenCalledTimes(3);
  });

  it("gives up after its retries; a failed prefetch does not poison the next load", async () => {
    const importModule = flakyImport(3, "module");
    const load = loadOnDemand(importModule, FAST);
    // The prefetch (a pointer on the button) gives up, unhandled by anyone.
    load();
    await expect(load()).rejects.toThrow("Failed to load chunk");
    expect(importModule).toHaveBeenCalledTimes(3);
    await expect(load()).resolves.toBe("module");
    expect(importModule).toHaveBeenCalledTimes(4);
  });

  it("shares one attempt between a prefetch and the load, and keeps what loaded", async () => {
    const importModule = flakyImport(1, "module");
    const load = loadOnDemand(importModule, FAST);
    const [prefetched, loaded] = await Promise.all([load(), load()]);
    expect([prefetched, loaded, await load()]).toEqual(["module", "module", "module"]);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it("offline, waits for the browser's online event before trying again", async () => {
    setOnline(false);
    const importModule = flakyImport(1, "module");
    const loaded = loadOnDemand(importModule, { retryDelaysMs: [1], offlineWaitMs: Infinity })();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(importModule).toHaveBeenCalledTimes(1);
    setOnline(true);
    await expect(loaded).resolves.toBe("module");
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it("offline for longer than it waits, gives up without using up its tries", async () => {
    setOnline(false);
    const importModule = flakyImport(5, "module");
    await expect(loadOnDemand(importModule, FAST)()).rejects.toThrow("Failed to load chunk");
    expect(importModule).toHaveBeenCalledTimes(1);
  });
});

describe("componentOnDemand", () => {
  const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

  it("a part whose code cannot load says so with Try again, and shows once it loads", async () => {
    const load = loadOnDemand(flakyImport(3, Greeting), FAST);
    const Part = dynamic(componentOnDemand(load, { unavailable: PartUnavailable }), { ssr: false });
    render(
      <>
        <h1>The page</h1>
        <Part name="Ada" />
      </>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This part of the page could not be loaded");
    expect(alert).toHaveTextContent("Check your connection and try again.");
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a background piece whose code cannot load shows nothing and loads when the browser is back online", async () => {
    const load = loadOnDemand(flakyImport(3, Greeting), FAST);
    const Piece = dynamic(componentOnDemand(load, { unavailable: LoadLater }), { ssr: false });
    const { container } = render(<Piece name="Ada" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    act(() => setOnline(true));
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
  });
});

// The sign-out dialog's code fails three times (the first try and both retries), then loads.
let mockSignOutDialogImports = 0;
jest.mock("@/components/shell/sign-out-dialog", () => {
  if (++mockSignOutDialogImports <= 3) throw new Error("Failed to load chunk");
  return jest.requireActual("@/components/shell/sign-out-dialog");
});

it("Sign Out whose dialog could not load offers Try again and Close, then opens the dialog", async () => {
  const user = userEvent.setup();
  render(<SignOutButton label="Sign Out" description="Are you sure you want to sign out?" />);
  const button = screen.getByRole("button", { name: "Sign Out" });
  await user.click(button);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("This part of the page could not be loaded");
  await user.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute("aria-expanded", "false");
  // Opened again, it loads again.
  await user.click(button);
  expect(await screen.findByRole("alertdialog", { name: "Confirm Sign Out" })).toBeInTheDocument();
});
