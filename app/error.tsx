"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

// A page that failed on the server. When this instance's database cannot be reached (readiness
// says so), say it is a temporary outage rather than an error. The reference is the digest the
// server logged with the request id (instrumentation.ts), so a user can quote it.
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
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
      {error.digest ? <p className="text-sm text-muted-foreground">Reference: {error.digest}</p> : null}
      <Button onClick={reset}>Try again</Button>
    </main>
  );
}
