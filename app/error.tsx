"use client";
import { PageFailure } from "@/components/shell/page-failure";

// A page that failed inside the root layout (the layout itself still renders).
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <PageFailure error={error} reset={reset} />;
}
