"use client";
import { useEffect } from "react";
import { listenForSession } from "@/lib/client/session-channel";

type Props = { kind: "manager" | "hr"; id: number };

/**
 * Signing out (or in as someone else) in one tab ends this tab's view of the session at once;
 * a tab that was asleep checks again when it regains focus.
 */
export function SessionWatcher({ kind, id }: Props) {
  useEffect(() => {
    const leave = () => window.location.assign("/login");
    const stop = listenForSession((event) => {
      if (event.type === "signed-out") leave();
      else if (event.kind !== kind || event.id !== id) window.location.assign("/");
    });
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      const res = await fetch("/api/session", { credentials: "include" }).catch(() => null);
      if (!res?.ok) return;
      const { session } = (await res.json()) as { session: Props | null };
      if (!session) leave();
      else if (session.kind !== kind || session.id !== id) window.location.assign("/");
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
