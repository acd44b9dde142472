import type { CareerPathResponse } from "@/lib/shared/career-paths/types";
import { orDash } from "@/lib/shared/scores";

/** The career-path form summary (spec 2 §2): employee id, employee, title, the path strings, notes. */
export function CareerFormSummary({ data }: { data: CareerPathResponse }) {
  const f = data.cpForm;
  const rows: [string, string | null][] = [
    ["Employee ID", data.employee.hrisId],
    ["Employee", data.employee.name],
    ["Title", data.employee.title],
    ["Standard Path", f.standardPath],
    ["IC Path", f.icPath],
    ["ALT Path", f.altPath],
    ["Custom Path", f.customPath],
    ["Notes", f.notes],
  ];
  return (
    <section aria-labelledby="career-form-summary" className="space-y-2 rounded-md border p-3">
      <h3 id="career-form-summary" className="font-semibold">
        Career Path Form
      </h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 wrap-anywhere">{orDash(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
