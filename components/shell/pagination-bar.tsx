import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** What the navigation pages through, for screen readers ("Feedback pages"). */
  label?: string;
};

/**
 * Previous, Next and "Page X of Y" (spec 1 §2): the one pager of every paged HR list. While a page
 * loads, and at either end, a button is unavailable but keeps the focus it has (softDisabled).
 */
export function PaginationBar({ page, totalPages, onPage, disabled, label = "Pagination" }: Props) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page - 1)}
        softDisabled={disabled || page <= 1}
      >
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
        softDisabled={disabled || page >= totalPages}
      >
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
