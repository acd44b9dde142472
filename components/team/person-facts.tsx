import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type Person = { hrisId: string; email: string | null; department: string | null };

/** The facts under a person's name on a profile card (spec 2 §2 fallbacks), plus one of the card's own. */
export function PersonFacts({
  person,
  extra,
}: {
  person: Person;
  extra: { label: string; value: ReactNode };
}) {
  const facts: { label: string; value: ReactNode; className?: string }[] = [
    { label: "HRIS ID", value: person.hrisId },
    { label: "Email", value: person.email ?? "No email available", className: "break-all" },
    { label: "Department", value: person.department ?? "No department assigned" },
    extra,
  ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {facts.map((f) => (
        <div key={f.label}>
          <dt className="text-muted-foreground">{f.label}</dt>
          <dd className={cn("font-medium", f.className)}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
