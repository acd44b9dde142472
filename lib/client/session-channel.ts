"use client";

// Tabs share one session cookie; this tells the other tabs at once when it changes.
const CHANNEL = "yardstick-session";
export type SessionEvent = { type: "signed-out" } | { type: "signed-in"; kind: "manager" | "hr"; id: number };

export function announceSession(event: SessionEvent) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(event);
  channel.close();
}

export function listenForSession(handler: (event: SessionEvent) => void) {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent<SessionEvent>) => handler(e.data);
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
