"use client";
import { useEffect, useRef } from "react";

export const UNSAVED_CHANGES_MESSAGE = "You have unsaved changes. Are you sure you want to leave?";

/** Asks before leaving; true when the user agrees (or nothing is unsaved). */
export function confirmLeave(isDirty: boolean) {
  return !isDirty || window.confirm(UNSAVED_CHANGES_MESSAGE);
}

/** Marks the extra history entry the Back guard keeps on top of the page. */
const GUARD_ENTRY = "__yardstickUnsavedGuard";

/**
 * For a page that changes its own address in place (the scorecard's ?evaluationId= after its
 * first draft): replaces the current history entry's address, keeping the Back guard's mark on it.
 */
export function replaceAddressKeepingGuard(url: string) {
  const marked = (window.history.state as Record<string, unknown> | null)?.[GUARD_ENTRY] === true;
  window.history.replaceState(marked ? { [GUARD_ENTRY]: true } : null, "", url);
}

/** How long after agreeing to follow a link its page load may start without asking again. */
const AGREED_LEAVE_MS = 3000;

const onGuardEntryNow = () =>
  (window.history.state as Record<string, unknown> | null)?.[GUARD_ENTRY] === true;

/**
 * Leaving with unsaved changes asks first (spec 2 §2): closing or reloading the tab through
 * beforeunload, in-app links through a capture-phase click listener that runs before Next's
 * <Link> handler, so a cancelled click never reaches the router, and the browser's Back button
 * through the history (useBackButtonGuard).
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  useBackButtonGuard(isDirty, dirty);

  useEffect(() => {
    // A link the user has just agreed to follow may load a whole page (a plain <a>, such as
    // "Sign in again"): its beforeunload must not ask a second time.
    let agreedAt = 0;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current || Date.now() - agreedAt < AGREED_LEAVE_MS) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
    };
    const onClick = (event: MouseEvent) => {
      if (!dirty.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (!window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      agreedAt = Date.now();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, []);
}

/**
 * Back is a client-side navigation in the App Router: neither beforeunload nor a link click sees
 * it, and a popstate cannot be cancelled. So once the form has changes, one extra entry for this
 * same page goes on top of the history (Next's patched pushState copies its own state into it).
 * Back then lands on the page's own entry, where nothing changes, and asks: staying puts the
 * extra entry back (at the address the page had, in case it changed it in place); leaving (or
 * nothing unsaved by then) goes on back for real. A page opened again on its extra entry (Back
 * from the next page) knows the entry is there, so one Back still leaves it.
 */
function useBackButtonGuard(isDirty: boolean, dirty: { current: boolean }) {
  const armed = useRef(false);
  const address = useRef("");
  useEffect(() => {
    if (onGuardEntryNow()) armed.current = true;
  }, []);
  useEffect(() => {
    if (onGuardEntryNow()) address.current = window.location.href;
  });
  useEffect(() => {
    if (!isDirty || armed.current) return;
    armed.current = true;
    address.current = window.location.href;
    window.history.pushState({ [GUARD_ENTRY]: true }, "");
  }, [isDirty]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const onGuardEntry = (event.state as Record<string, unknown> | null)?.[GUARD_ENTRY] === true;
      if (!armed.current || onGuardEntry) return;
      if (dirty.current && !window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        const here =
          address.current && address.current !== window.location.href ? address.current : undefined;
        window.history.pushState({ [GUARD_ENTRY]: true }, "", here);
        return;
      }
      armed.current = false;
      window.history.back();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [dirty]);
}
