"use client";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { LoadError } from "@/components/shell/load-error";

// `next/dynamic` hands its loader to React.lazy, which keeps a rejection for good and throws it into
// the render: the page's error screen, and what was on it lost. The loader below never rejects.
// When the code could not load (after loadOnDemand's retries) it resolves to a stand-in, and
// React.lazy keeps that stand-in for the rest of the page's life: every copy mounted later is the
// stand-in too. So what loaded is kept here, once for every copy: a copy renders the real component
// as soon as any copy (or the prefetch) has loaded it, and a copy mounted after the failure it was
// born of tries again at once. Until then `unavailable` shows in its place and decides when to try
// again (on request, when the browser comes back online, when a dialog is opened again...).

/** What a stand-in for code that could not load receives: the real component's props and ways to load again. */
export type UnavailableProps<P> = {
  props: P;
  /** Tries again with the stand-in left in place (Try again, the browser back online). */
  retry: () => void;
  /** Tries again showing the component's loading state, as a first load does (a dialog opened again). */
  reload: () => void;
  /** A try started by `retry` is under way. */
  isRetrying: boolean;
};

/** The loader for `dynamic()`: the component, or a stand-in (`unavailable`) when its code could not load. */
export function componentOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    unavailable: Unavailable,
    loading = null,
  }: {
    unavailable: ComponentType<UnavailableProps<P>>;
    /** Shown while a copy mounted after a failure (or `reload`) tries again. */
    loading?: ReactNode;
  },
): () => Promise<ComponentType<P>> {
  let loaded: { Component: ComponentType<P> } | null = null;
  // The load that failed just now resolved React.lazy to the stand-in: its first copy shows that
  // failure rather than try a fourth time.
  let hasJustFailed = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getLoaded = () => loaded;
  const loadAndKeep = () =>
    load().then((Component) => {
      if (!loaded) {
        loaded = { Component };
        for (const listener of listeners) listener();
      }
      return Component;
    });

  function LoadAgain(props: P) {
    const loadedHere = useSyncExternalStore(subscribe, getLoaded, getLoaded);
    const [state, setState] = useState<"failed" | "retrying" | "loading">(() =>
      hasJustFailed ? "failed" : "loading",
    );
    // Once loaded, the store re-renders every copy with the real component.
    const tryAgain = useCallback((next: "retrying" | "loading") => {
      setState(next);
      void loadAndKeep().catch(() => setState("failed"));
    }, []);
    const retry = useCallback(() => tryAgain("retrying"), [tryAgain]);
    const reload = useCallback(() => tryAgain("loading"), [tryAgain]);
    // Decided once, on mount: later tries are the stand-in's to decide.
    const [triesOnMount] = useState(state === "loading");
    useEffect(() => {
      hasJustFailed = false;
      // Already in the "loading" state.
      if (triesOnMount) void loadAndKeep().catch(() => setState("failed"));
    }, [triesOnMount]);
    if (loadedHere) return <loadedHere.Component {...props} />;
    if (state === "loading") return loading;
    return <Unavailable props={props} retry={retry} reload={reload} isRetrying={state === "retrying"} />;
  }

  return () =>
    loadAndKeep().catch(() => {
      hasJustFailed = true;
      return LoadAgain;
    });
}

/** Calls `retry` when the browser comes back online, while `isWanted`. */
export function useRetryWhenOnline(retry: () => void, isWanted = true) {
  useEffect(() => {
    if (!isWanted) return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [retry, isWanted]);
}

/**
 * For pieces nobody asked for (the toaster, the session warning): nothing shown; another try when
 * the browser comes back online, or after a pause that doubles from a minute up to a quarter of an
 * hour, taken only while the tab is visible (a tab left in the background asks nothing).
 */
export function LoadLater({ retry, isRetrying }: UnavailableProps<unknown>) {
  const failures = useRef(0);
  useRetryWhenOnline(retry);
  useEffect(() => {
    if (isRetrying) return;
    failures.current++;
    const pauseMs = Math.min(
      LOAD_LATER_FIRST_PAUSE_MS * 2 ** (failures.current - 1),
      LOAD_LATER_LONGEST_PAUSE_MS,
    );
    // Nothing is shown, so the console is the one place that says it.
    console.warn(`Code loaded in the background could not be loaded; trying again in ${pauseMs / 1000} s`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retryWhenVisible = () => {
      if (document.visibilityState !== "visible") return;
      document.removeEventListener("visibilitychange", retryWhenVisible);
      retry();
    };
    timer = setTimeout(() => {
      timer = undefined;
      document.addEventListener("visibilitychange", retryWhenVisible);
      retryWhenVisible();
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", retryWhenVisible);
    };
  }, [retry, isRetrying]);
  return null;
}

const LOAD_LATER_FIRST_PAUSE_MS = 60_000;
const LOAD_LATER_LONGEST_PAUSE_MS = 15 * 60_000;

/** For a part of the page someone chose (the Organization view): a message in its place, and Try again. */
export function PartUnavailable({ retry, isRetrying }: UnavailableProps<unknown>) {
  useRetryWhenOnline(retry);
  return <CouldNotLoad retry={retry} isRetrying={isRetrying} />;
}

export const COULD_NOT_LOAD = "This part of the page could not be loaded";

/** The alert of code that could not load; Try again stays in place (busy) while it tries. */
export function CouldNotLoad({ retry, isRetrying }: { retry: () => void; isRetrying: boolean }) {
  return (
    <LoadError
      title={COULD_NOT_LOAD}
      message="Check your connection and try again."
      onRetry={retry}
      isRetrying={isRetrying}
    />
  );
}
