import { SearchX } from "lucide-react";

/**
 * Something a page's address names does not exist (HR's employee page): said as the 404 page says
 * it, a heading, why, and the way back, not as a bare line of text.
 */
export function NotFoundState({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="not-found-title"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center shadow-sm"
    >
      <SearchX className="size-10 text-muted-foreground" aria-hidden />
      <h2 id="not-found-title" className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="text-muted-foreground">{children}</p>
      {action}
    </section>
  );
}
