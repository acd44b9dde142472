"use client";
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { LoadError } from "@/components/shell/load-error";

// `next/dynamic` hands its loader to React.lazy, which keeps a rejection for good and throws it into
// the render: the page's error screen, and what was on it lost. The loader below never rejects.
// When the code could not load (after loadOnDemand's retries) it resolves to a stand-in that shows
// `unavailable` in its place and loads again on request, when the browser comes back online, or as
// `unavailable` decides; once loaded, the stand-in renders the real component with the same props.

/** What a stand-in for code that could not load receives: the real component's props and a way to load again. */
export type UnavailableProps<P> = { props: P; retry: () => void };

/** The loader for `dynamic()`: the component, or a stand-in (`unavailable`) when its code could not load. */
export function componentOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    unavailable: Unavailable,
    loading = null,
  }: {
    unavailable: ComponentType<UnavailableProps<P>>;
    /** Shown while a new try is under way. */
    loading?: ReactNode;
  },
): () => Promise<ComponentType<P>> {
  function LoadAgain(props: P) {
    const [loaded, setLoaded] = useState<{ Component: ComponentType<P> } | null>(null);
    const [isLoading, setIsLoading] = useState(false);
    const retry = useCallback(() => {
      setIsLoading(true);
      load().then(
        (Component) => setLoaded({ Component }),
        () => setIsLoading(false),
      );
    }, []);
    useEffect(() => {
      window.addEventListener("online", retry);
      return () => window.removeEventListener("online", retry);
    }, [retry]);
    if (loaded) return <loaded.Component {...props} />;
    if (isLoading) return loading;
    return <Unavailable props={props} retry={retry} />;
  }
  return () => load().catch(() => LoadAgain);
}

/** For pieces nobody asked for (the toaster, the session warning): nothing shown, another try in a minute. */
export function LoadLater({ retry }: UnavailableProps<unknown>) {
  useEffect(() => {
    const timer = setTimeout(retry, 60_000);
    return () => clearTimeout(timer);
  }, [retry]);
  return null;
}

/** For a part of the page someone chose (the Organization view): a message in its place, and Try again. */
export function PartUnavailable({ retry, children }: UnavailableProps<unknown> & { children?: ReactNode }) {
  return (
    <LoadError
      title="This part of the page could not be loaded"
      message="Check your connection and try again."
      onRetry={retry}
    >
      {children}
    </LoadError>
  );
}
