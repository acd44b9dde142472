import { AlertCircle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A failed read: what failed, why, and a way to try again (every list and screen uses this). */
export function LoadError({
  title,
  message,
  onRetry,
  isRetrying = false,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  /**
   * A new try is under way: Try again stays where it is, busy (not disabled, which would drop the
   * keyboard focus on it), so a try that fails again leaves focus where it was.
   */
  isRetrying?: boolean;
}) {
  return (
    <Alert variant="destructive">
      <AlertCircle className="size-4" aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-2 aria-disabled:opacity-50"
          aria-disabled={isRetrying || undefined}
          aria-busy={isRetrying || undefined}
          onClick={isRetrying ? undefined : onRetry}
        >
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
