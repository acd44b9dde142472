import type { AcknowledgementDto } from "@/lib/shared/schemas/review-share";
import { formatDateTime } from "@/lib/shared/format-date";

/** Acknowledgements as the employee, their manager and HR read them: version, time, comment. */
export function AcknowledgementList({
  title,
  acknowledgements,
}: {
  title: string;
  acknowledgements: AcknowledgementDto[];
}) {
  return (
    <div className="space-y-2">
      <h2 className="text-base font-semibold">{title}</h2>
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
