"use client";
import { useEffect } from "react";
import { listenForSession } from "@/lib/client/session-channel";

type Props = { kind: "manager" | "hr"; id: number };

// A full page load, so nothing of the old session survives in this tab's memory.
const goTo = (path: string) => window.location.assign(path);

/**
 * Signing out (or in as someone else) in one tab ends this tab's view of the session at once;
 * a tab that was asleep checks again when it regains focus.
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
    document.addEventListener("visibilitychange", check);
    window.addEventListener("focus", check);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("focus", check);
    };
  }, [kind, id]);
  return null;
}
