import type { AcknowledgementDto } from "@/lib/shared/schemas/review-share";
import { formatDateTime } from "@/lib/shared/format-date";

/** Acknowledgements as the employee, their manager and HR read them: version, time, comment. */
export function AcknowledgementList({
  title,
  acknowledgements,
  level = 2,
}: {
  title: string;
  acknowledgements: AcknowledgementDto[];
  /** Its heading's level under the page's outline. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="space-y-2">
      <Heading className="text-base font-semibold">{title}</Heading>
      <ul className="space-y-2">
        {acknowledgements.map((a) => (
          <li key={a.version} className="rounded-md border p-2 text-sm">
            <p>
              Version {a.version}: acknowledged {formatDateTime(a.acknowledgedAt)}
            </p>
            <p className="whitespace-pre-wrap wrap-anywhere">
              {a.comment ? (
                <>Comment: {a.comment}</>
              ) : (
                <span className="text-muted-foreground">No comment.</span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
