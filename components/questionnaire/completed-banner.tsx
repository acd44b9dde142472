import { CheckCircle2 } from "lucide-react";
import { formatDate } from "@/lib/shared/format-date";

/** The green banner of a submitted questionnaire, with the date it was submitted. */
export function CompletedBanner({
  title,
  submittedAt,
  children,
}: {
  title: string;
  submittedAt: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 text-sm"
    >
      <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="space-y-1">
        <h2 className="font-semibold">{title}</h2>
        <p>
          Submitted on <time dateTime={submittedAt}>{formatDate(submittedAt)}</time>
        </p>
        {children}
      </div>
    </section>
  );
}
