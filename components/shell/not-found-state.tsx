import { SearchX } from "lucide-react";

/**
 * Something an address names does not exist (the 404 page, HR's employee page): a heading, why,
 * and the way back, not a bare line of text. `heading` is h1 when it is the page's own title.
 */
export function NotFoundState({
  title,
  children,
  action,
  heading: Heading = "h2",
}: {
  title: string;
  children: React.ReactNode;
  action: React.ReactNode;
  heading?: "h1" | "h2";
}) {
  return (
    <section
      aria-labelledby="not-found-title"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center shadow-sm"
    >
      <SearchX className="size-10 text-muted-foreground" aria-hidden />
      <Heading id="not-found-title" className="text-2xl font-semibold">
        {title}
      </Heading>
      <p className="text-muted-foreground">{children}</p>
      {action}
    </section>
  );
}
