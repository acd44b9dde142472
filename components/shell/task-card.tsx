import Link from "next/link";
import type { ComponentType, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * One of the person's own tasks on the home ("My review", "My self-review"): a title, a line, and
 * the way in. Rendered on the server, so a task card adds no script to the home's first load
 * (ADR 0090); what a task needs in the browser belongs on its own page.
 */
export function TaskCard({
  title,
  description,
  href,
  action,
  icon: Icon,
  children,
}: {
  title: string;
  description: ReactNode;
  href: string;
  /** The link's text. */
  action: string;
  icon: ComponentType<{ "aria-hidden"?: boolean }>;
  /** More about the task (a due date, a state), above the link. */
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {children}
        <Button asChild variant="outline">
          <Link href={href}>
            <Icon aria-hidden />
            {action}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
