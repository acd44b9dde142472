import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AssessmentState } from "@/lib/shared/team-types";

const VARIANT = { none: "secondary", draft: "warning", complete: "success" } as const;

type Props = {
  title: string;
  description: string;
  state: AssessmentState;
  stateLabel: string;
  actionLabel: string;
  href: string;
  children?: React.ReactNode;
};

/** One of the three assessments on the profile: its state, details and the one action. */
export function AssessmentCard({
  title,
  description,
  state,
  stateLabel,
  actionLabel,
  href,
  children,
}: Props) {
  return (
    <Card className="gap-4" aria-label={title} role="region">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <Badge variant={VARIANT[state]}>{stateLabel}</Badge>
        <div className="flex-1 text-sm">{children}</div>
        <Button asChild variant={state === "complete" ? "outline" : "default"} className="w-full">
          <Link href={href}>
            {actionLabel}
            {/* Three cards, three "Start"s: the name says which assessment each one starts. */}
            <span className="sr-only"> {title}</span>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
