import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { page: number; totalPages: number; onPage: (page: number) => void; disabled?: boolean };

/** Previous, Next and "Page X of Y" (spec 1 §2). */
export function PaginationBar({ page, totalPages, onPage, disabled }: Props) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={disabled || page >= totalPages}
      >
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
