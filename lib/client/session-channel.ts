"use client";

// Tabs share one session cookie; this tells the other tabs at once when it changes.
const CHANNEL = "yardstick-session";
export type SessionEvent = { type: "signed-out" } | { type: "signed-in"; kind: "manager" | "hr"; id: number };

// BroadcastChannel also delivers to the sending tab's own listeners: without this mark, the tab
// that signs out heard itself and its watcher's redirect (to its sign-in page) overrode the
// sign-out's own (to /). Not a secret: it only tells this tab's messages apart.
const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
type Message = { from: string; event: SessionEvent };

export function announceSession(event: SessionEvent) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ from: THIS_TAB, event } satisfies Message);
  channel.close();
}

/** Calls `handler` for what other tabs announce (never for this tab's own announcements). */
export function listenForSession(handler: (event: SessionEvent) => void) {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent<Message>) => {
    if (e.data?.from !== THIS_TAB && e.data?.event) handler(e.data.event);
  };
  return () => channel.close();
}

/** The spec's session keys (spec 1 §2): a logout clears them. */
export const SESSION_KEYS = [
  "currentUser",
  "currentManager",
  "currentEmployee",
  "loggedInManager",
  "viewingManager",
];

export function clearSessionKeys() {
  try {
    SESSION_KEYS.forEach((k) => sessionStorage.removeItem(k));
  } catch {
    /* storage unavailable */
  }
}
