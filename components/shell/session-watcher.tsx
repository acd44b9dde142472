"use client";
import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { componentOnDemand, LoadLater } from "@/components/shell/component-on-demand";
import { IN_THE_BACKGROUND, loadOnDemand } from "@/lib/client/load-on-demand";
import { listenForSession } from "@/lib/client/session-channel";
import type { SessionTimeout, SessionTimeoutView } from "@/lib/client/session-timeout";
import { whenIdleAfterLoad } from "@/lib/client/when-idle-after-load";

type Props = { kind: "manager" | "hr"; id: number };

// A full page load, so nothing of the old session survives in this tab's memory.
const goTo = (path: string) => window.location.assign(path);

// The warning's dialog loads when it may be needed, not with every page (docs/decisions/0062).
// Code that cannot load yet (offline) is tried again quietly, for as long as it takes, and nothing
// stands in for it meanwhile (no loading overlay over the person's work): the warning shows when
// its code arrives, and the server ends the session regardless.
const loadWarning = loadOnDemand(
  () => import("@/components/shell/session-timeout-warning"),
  IN_THE_BACKGROUND,
);
const SessionTimeoutWarning = dynamic(
  componentOnDemand(() => loadWarning().then((m) => m.SessionTimeoutWarning), { unavailable: LoadLater }),
  { ssr: false },
);
const loadSessionTimeout = loadOnDemand(() => import("@/lib/client/session-timeout"), IN_THE_BACKGROUND);
// The timer's code never arrived (the server kept refusing it): this page shows no warning, and the
// server still ends the idle session.
const timerNeverLoaded = () => undefined;

/** How often typing or clicking tells the server the session is in use (it renews after 5 min). */
export const KEEP_ALIVE_MS = 5 * 60 * 1000;

/**
 * Signing out (or in as someone else) in one tab ends this tab's view of the session at once;
 * a tab that was asleep checks again when it regains focus. A person typing is using their
 * session even when nothing reaches the server (half an hour of notes on a scorecard): their
 * keys and clicks renew it now and then, so only a session nobody uses reaches the 30-minute
 * idle timeout, not one whose form is being written. Someone reading, not typing, is warned two
 * minutes before it ends and may stay signed in (WCAG 2.2.1); an ended session leaves the page
 * on screen, to copy from, with a link to sign in again.
 */
export function SessionWatcher({ kind, id }: Props) {
  const [view, setView] = useState<SessionTimeoutView | null>(null);
  const timeout = useRef<SessionTimeout | null>(null);
  const signInPath = kind === "hr" ? "/hr-login" : "/login";
  useEffect(() => {
    // The timer on the session's end (and its reads) loads after the page (first-load JS,
    // docs/benchmarks.md); until then the server's render of this page is the fresh word.
    let session: SessionTimeout | null = null;
    let stopped = false;
    const stop = listenForSession((event) => {
      if (event.type === "signed-out") goTo(signInPath);
      else if (event.kind !== kind || event.id !== id) goTo("/");
    });
    const check = async () => {
      if (!session || document.visibilityState !== "visible") return;
      const reading = await session.read({ peek: false });
      if (!reading) return;
      if (!reading.session) session.gone();
      else if (reading.session.kind !== kind || reading.session.id !== id) goTo("/");
    };
    let lastKeptAlive = Date.now();
    const keepAlive = () => {
      // While the warning is up only its Stay signed in renews: a Tab to Sign out, or a press on
      // it, must not extend the session and close the dialog under the user's hands.
      if (!session || session.showing()) return;
      if (Date.now() - lastKeptAlive < KEEP_ALIVE_MS) return;
      lastKeptAlive = Date.now();
      // Renews the cookie and moves the warning's timer; an ended session is found by the timer,
      // the next call or the focus check.
      void session.read({ peek: false });
    };
    // When the session ends is learnt once the page has loaded; looking does not renew it.
    const cancelFirstLook = whenIdleAfterLoad(() => {
      void loadSessionTimeout().then(({ createSessionTimeout }) => {
        if (stopped) return;
        session = createSessionTimeout({
          show: setView,
          signedOut: () => goTo(signInPath),
          prepare: loadWarning,
        });
        timeout.current = session;
        const watched = session;
        void watched.read({ peek: true }).then((reading) => {
          if (reading && !reading.session) watched.gone();
        });
      }, timerNeverLoaded);
    });
    document.addEventListener("visibilitychange", check);
    window.addEventListener("focus", check);
    document.addEventListener("keydown", keepAlive, { capture: true, passive: true });
    document.addEventListener("pointerdown", keepAlive, { capture: true, passive: true });
    return () => {
      stopped = true;
      stop();
      cancelFirstLook();
      session?.stop();
      timeout.current = null;
      setView(null);
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("focus", check);
      document.removeEventListener("keydown", keepAlive, { capture: true });
      document.removeEventListener("pointerdown", keepAlive, { capture: true });
    };
  }, [kind, id, signInPath]);
  if (!view) return null;
  return (
    <SessionTimeoutWarning
      view={view}
      signInPath={signInPath}
      onStay={() => void timeout.current?.stay()}
      onAcknowledge={() => timeout.current?.acknowledge()}
    />
  );
}
