import type * as Channel from "@/lib/client/session-channel";

// Issue 31 item 27: HR's sign-out went to /hr-login instead of / (spec 1 §2: a logout clears the
// keys and goes to /). The signing-out tab's own session watcher heard its own "signed-out" and
// sent the tab to its sign-in page, over the sign-out's own redirect. A tab is a page load: each
// has its own copy of the module, as each copy here.

const openTab = () => {
  let tab!: typeof Channel;
  jest.isolateModules(() => {
    tab = jest.requireActual<typeof Channel>("@/lib/client/session-channel");
  });
  return tab;
};
const delivered = () => new Promise((resolve) => setTimeout(resolve, 50));

it("other tabs hear a sign-out; the tab that signed out does not hear itself", async () => {
  const signingOut = openTab();
  const other = openTab();
  const heardHere = jest.fn();
  const heardThere = jest.fn();
  const stops = [signingOut.listenForSession(heardHere), other.listenForSession(heardThere)];
  signingOut.announceSession({ type: "signed-out" });
  await delivered();
  stops.forEach((stop) => stop());
  expect(heardThere).toHaveBeenCalledWith({ type: "signed-out" });
  expect(heardHere).not.toHaveBeenCalled();
});
