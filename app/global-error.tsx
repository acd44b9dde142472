"use client";
import "./globals.css";
import { PageFailure } from "@/components/shell/page-failure";

// The root layout itself failed: this replaces it, so it brings its own <html> and <body>.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <PageFailure error={error} reset={reset} />
      </body>
    </html>
  );
}
