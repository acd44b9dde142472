import { Badge } from "@/components/ui/badge";

/** One section of the dialog: its name, its count and, when empty, its empty message. */
export function PathSection({
  name,
  count,
  emptyText,
  action,
  children,
}: {
  name: string;
  count: number;
  emptyText: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = `path-section-${name.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="flex items-center gap-2 font-semibold">
          {name} Paths
          <Badge variant="outline" aria-label={`${count} ${count === 1 ? "path" : "paths"}`}>
            {count}
          </Badge>
        </h3>
        {action}
      </div>
      {count === 0 ? <p className="text-sm text-muted-foreground">{emptyText}</p> : children}
    </section>
  );
}
