import { AlertCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * A field's error in words, next to the field (WCAG 3.3.1, 1.4.1): an icon and text, not colour
 * alone. The field points at it with aria-describedby and sets aria-invalid.
 */
export function FieldError({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <p id={id} className={cn("flex items-center gap-1.5 text-sm font-medium text-destructive", className)}>
      <AlertCircle aria-hidden className="size-4 shrink-0" />
      {children}
    </p>
  );
}
