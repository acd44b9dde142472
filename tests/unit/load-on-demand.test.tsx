/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { componentOnDemand, LoadLater, PartUnavailable } from "@/components/shell/component-on-demand";
import {
  DialogLoading,
  DialogOnDemandUnavailable,
  useDialogOnDemand,
  type DialogOnDemandProps,
} from "@/components/shell/dialog-on-demand";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { FeedbackLauncher } from "@/components/feedback/feedback-launcher";
import { loadOnDemand } from "@/lib/client/load-on-demand";
import { allowConsoleWarn } from "@/tests/helpers/console-guard";

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

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Fake timers for a test whose loads pause as in the app (300 ms, 1.5 s): no real wait. */
function userWithFakeTimers() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

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
    jest.useFakeTimers();
    const loaded = loadOnDemand(importModule, { retryDelaysMs: [1], offlineWaitMs: Infinity })();
    await jest.advanceTimersByTimeAsync(60_000);
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
    allowConsoleWarn("Code loaded in the background could not be loaded; trying again in 60 s");
    jest.useFakeTimers();
    const { container } = render(<Piece name="Ada" />);
    // Its tries given up, the stand-in in place (and listening), before the network comes back.
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(container).toBeEmptyDOMElement();
    act(() => setOnline(true));
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
  });
});

describe("a background piece whose code could not load", () => {
  const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
  const setVisible = (visible: boolean) => {
    jest.spyOn(document, "visibilityState", "get").mockReturnValue(visible ? "visible" : "hidden");
    document.dispatchEvent(new Event("visibilitychange"));
  };

  it("tries again only while the tab is visible, each pause twice the last, and says so in the console", async () => {
    allowConsoleWarn("trying again in 60 s");
    allowConsoleWarn("trying again in 120 s");
    jest.useFakeTimers();
    const importModule = flakyImport(4, Greeting);
    const Piece = dynamic(
      componentOnDemand(loadOnDemand(importModule, { retryDelaysMs: [], offlineWaitMs: Infinity }), {
        unavailable: LoadLater,
      }),
      { ssr: false },
    );
    render(<Piece name="Ada" />);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(importModule).toHaveBeenCalledTimes(1);
    act(() => setVisible(false));
    await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
    expect(importModule).toHaveBeenCalledTimes(1);
    await act(async () => setVisible(true));
    expect(importModule).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(importModule).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(importModule).toHaveBeenCalledTimes(3);
  });
});

describe("a component whose code failed, shown again", () => {
  const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

  // React.lazy keeps the stand-in it resolved to for the rest of the page's life: every later copy
  // is that stand-in, and must not start at the alert.
  it("once loaded by Try again, is the real component when mounted again", async () => {
    const load = loadOnDemand(flakyImport(3, Greeting), FAST);
    const Part = dynamic(componentOnDemand(load, { unavailable: PartUnavailable }), { ssr: false });
    const { unmount } = render(<Part name="Ada" />);
    await screen.findByRole("alert");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
    unmount();
    render(<Part name="Grace" />);
    expect(await screen.findByText("Hello Grace")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("mounted again after the failure, tries again at once and shows its loading state meanwhile", async () => {
    const importModule = flakyImport(3, Greeting);
    const load = loadOnDemand(importModule, FAST);
    const Part = dynamic(
      componentOnDemand(load, { unavailable: PartUnavailable, loading: <p>Loading...</p> }),
      { ssr: false },
    );
    const { unmount } = render(<Part name="Ada" />);
    await screen.findByRole("alert");
    unmount();
    render(<Part name="Grace" />);
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await screen.findByText("Hello Grace")).toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(4);
  });

  it("a dialog that could not load for one employee opens for the next", async () => {
    const user = userEvent.setup();
    const Dialog = dynamic(
      componentOnDemand(loadOnDemand(flakyImport(3, TestDialog), FAST), {
        unavailable: DialogOnDemandUnavailable,
        loading: <DialogLoading />,
      }),
      { ssr: false },
    );
    render(
      <>
        <DialogEntry name="Ada" Dialog={Dialog} />
        <DialogEntry name="Grace" Dialog={Dialog} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Open for Ada" }));
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Open for Grace" }));
    expect(await screen.findByRole("dialog", { name: "For Grace" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("the stand-in of a dialog whose code could not load", () => {
  function renderFailedDialog(importModule: () => Promise<unknown>) {
    const Dialog = dynamic(
      componentOnDemand(loadOnDemand(importModule as () => Promise<typeof TestDialog>, FAST), {
        unavailable: DialogOnDemandUnavailable,
        loading: <DialogLoading />,
      }),
      { ssr: false },
    );
    render(
      <>
        <DialogEntry name="Ada" Dialog={Dialog} />
        <input aria-label="Notes" />
      </>,
    );
    return screen.getByRole("button", { name: "Open for Ada" });
  }

  it("takes the focus when it appears; Escape anywhere closes it and gives focus back to the button", async () => {
    const user = userEvent.setup();
    const button = renderFailedDialog(flakyImport(99, TestDialog));
    await user.click(button);
    const alert = await screen.findByRole("alert");
    // The panel, a non-modal dialog (no focus trap, the page stays usable) as the button's
    // aria-haspopup="dialog" says, holds the alert and Close.
    const panel = alert.parentElement!;
    expect(screen.getByRole("dialog", { name: "This part of the page could not be loaded" })).toBe(panel);
    expect(panel).not.toHaveAttribute("aria-modal");
    expect(panel).toHaveFocus();
    expect(within(alert).queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("button", { name: "Try again" })).toHaveFocus();
    await user.click(screen.getByRole("textbox", { name: "Notes" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("Try again stays in place, busy, while it tries: a try that fails again leaves the focus on it", async () => {
    const user = userEvent.setup();
    const importModule = flakyImport(99, TestDialog);
    await user.click(renderFailedDialog(importModule));
    await screen.findByRole("alert");
    const tryAgain = screen.getByRole("button", { name: "Try again" });
    tryAgain.focus();
    await user.keyboard("{Enter}");
    expect(tryAgain).toHaveAttribute("aria-busy", "true");
    expect(tryAgain).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(tryAgain).not.toHaveAttribute("aria-busy"));
    expect(importModule).toHaveBeenCalledTimes(6);
    expect(tryAgain).toHaveFocus();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("closed, is not tried again when the browser comes back online (no loading overlay on the page)", async () => {
    const user = userEvent.setup();
    const importModule = flakyImport(3, TestDialog);
    await user.click(renderFailedDialog(importModule));
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Close" }));
    act(() => setOnline(true));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(3);
    // Opened again, it tries again, and opens.
    await user.click(screen.getByRole("button", { name: "Open for Ada" }));
    expect(await screen.findByRole("dialog", { name: "For Ada" })).toBeInTheDocument();
  });
});

/** A dialog loaded on demand, opened from a button (as Career Paths on each employee card). */
function TestDialog({ name, dialog }: { name: string; dialog: DialogOnDemandProps }) {
  if (!dialog.open) return null;
  return (
    <div role="dialog" aria-label={`For ${name}`}>
      <button onClick={() => dialog.onOpenChange(false)}>Done</button>
    </div>
  );
}

function DialogEntry({
  name,
  Dialog,
}: {
  name: string;
  Dialog: ComponentType<{ name: string; dialog: DialogOnDemandProps }>;
}) {
  const { mounted, trigger, dialog } = useDialogOnDemand(() => undefined);
  return (
    <>
      <button {...trigger}>Open for {name}</button>
      {mounted && <Dialog name={name} dialog={dialog} />}
    </>
  );
}

// The sign-out dialog's code fails three times (the first try and both retries), then loads.
let mockSignOutDialogImports = 0;
jest.mock("@/components/shell/sign-out-dialog", () => {
  if (++mockSignOutDialogImports <= 3) throw new Error("Failed to load chunk");
  return jest.requireActual("@/components/shell/sign-out-dialog");
});

it("Sign Out whose dialog could not load offers Try again and Close, then opens the dialog", async () => {
  const user = userWithFakeTimers();
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

// The feedback dialog's code never loads.
jest.mock("@/components/feedback/feedback-dialog", () => {
  throw new Error("Failed to load chunk");
});

it("Submit Feedback whose dialog could not load gives focus back to its button on Close", async () => {
  const user = userWithFakeTimers();
  render(<FeedbackLauncher />);
  const button = screen.getByRole("button", { name: "Submit Feedback" });
  await user.click(button);
  await screen.findByRole("alert");
  await user.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});
