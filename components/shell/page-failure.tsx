"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * What app/error.tsx and app/global-error.tsx show for a page that failed on the server. When the
 * database cannot be reached (readiness says so), it says so as a temporary outage. The reference
 * is Next's digest of the error, which the server logged together with the request's X-Request-Id
 * (instrumentation.ts onRequestError → logPageError), so a user can quote it and support can find
 * the request (ADR 0051).
 */
export function PageFailure({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [outage, setOutage] = useState(false);
  useEffect(() => {
    let live = true;
    fetch("/api/health/ready", { cache: "no-store" })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as { failing?: string[] } | null;
        if (live) setOutage(res.status === 503 && !!body?.failing?.includes("database"));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [error]);

  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-4 text-center">
      {outage ? (
        <>
          <h1 className="text-2xl font-semibold">Temporarily unavailable</h1>
          <p className="text-muted-foreground">
            Yardstick cannot reach its database right now. Please try again in a moment.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">Something went wrong</h1>
          <p className="text-muted-foreground">The page could not be loaded. Please try again.</p>
        </>
      )}
      {error.digest ? (
        <p className="text-sm text-muted-foreground">
          Reference: <code className="font-mono select-all">{error.digest}</code>
          <span className="block">Quote it when you contact support.</span>
        </p>
      ) : null}
      <Button onClick={reset}>Try again</Button>
    </main>
  );
}
