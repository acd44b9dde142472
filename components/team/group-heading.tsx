import { ChevronDown, ChevronRight } from "lucide-react";

/** The heading of a collapsible group of people (a department, a team under a manager): a toggle. */
export function GroupHeading({
  open,
  onToggle,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  return (
    <h2 className="text-base font-semibold">
      <button
        type="button"
        className="flex items-center gap-1 rounded-sm hover:underline"
        aria-expanded={open}
        onClick={onToggle}
      >
        {open ? (
          <ChevronDown className="size-4" aria-hidden />
        ) : (
          <ChevronRight className="size-4" aria-hidden />
        )}
        {children}
      </button>
    </h2>
  );
}
