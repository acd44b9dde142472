"use client";
import { useEffect } from "react";
import { listenForSession } from "@/lib/client/session-channel";

type Props = { kind: "manager" | "hr"; id: number };

// A full page load, so nothing of the old session survives in this tab's memory.
const goTo = (path: string) => window.location.assign(path);

/** How often typing or clicking tells the server the session is in use (it renews after 5 min). */
export const KEEP_ALIVE_MS = 5 * 60 * 1000;

/**
 * Signing out (or in as someone else) in one tab ends this tab's view of the session at once;
 * a tab that was asleep checks again when it regains focus. A person typing is using their
 * session even when nothing reaches the server (half an hour of notes on a scorecard): their
 * keys and clicks renew it now and then, so only a session nobody uses reaches the 30-minute
 * idle timeout, not one whose form is being written.
 */
export function SessionWatcher({ kind, id }: Props) {
  useEffect(() => {
    const stop = listenForSession((event) => {
      if (event.type === "signed-out") goTo("/login");
      else if (event.kind !== kind || event.id !== id) goTo("/");
    });
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      const res = await fetch("/api/session", { credentials: "include" }).catch(() => null);
      if (!res?.ok) return;
      const { session } = (await res.json()) as { session: Props | null };
      if (!session) goTo("/login");
      else if (session.kind !== kind || session.id !== id) goTo("/");
    };
    let lastKeptAlive = Date.now();
    const keepAlive = () => {
      if (Date.now() - lastKeptAlive < KEEP_ALIVE_MS) return;
      lastKeptAlive = Date.now();
      // Only renews the cookie; an ended session is found by the next call or focus check.
      void fetch("/api/session", { credentials: "include" }).catch(() => null);
    };
    document.addEventListener("visibilitychange", check);
    window.addEventListener("focus", check);
    document.addEventListener("keydown", keepAlive, { capture: true, passive: true });
    document.addEventListener("pointerdown", keepAlive, { capture: true, passive: true });
    return () => {
      stop();
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("focus", check);
      document.removeEventListener("keydown", keepAlive, { capture: true });
      document.removeEventListener("pointerdown", keepAlive, { capture: true });
    };
  }, [kind, id]);
  return null;
}
