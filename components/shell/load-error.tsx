import type { ReactNode } from "react";
import { AlertCircle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A failed read: what failed, why, and a way to try again (every list and screen uses this). */
export function LoadError({
  title,
  message,
  onRetry,
  children,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  /** More buttons beside Try again. */
  children?: ReactNode;
}) {
  return (
    <Alert variant="destructive">
      <AlertCircle className="size-4" aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <div className="mt-2 flex gap-2">
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
          {children}
        </div>
      </AlertDescription>
    </Alert>
  );
}
