import Link from "next/link";
import { ClipboardCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PersonFacts } from "@/components/team/person-facts";
import type { ManagerProfile } from "@/lib/server/employees/manager-profile";

/** The signed-in manager's card (spec 2 §2): title defaults to 'Manager'. */
export function ManagerProfileCard({ profile }: { profile: ManagerProfile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">{profile.name}</h1>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{profile.title}</p>
        <CardAction>
          <Button asChild variant="outline" size="sm">
            <Link href={`/manager-self-questionnaire/${encodeURIComponent(profile.hrisId)}`}>
              <ClipboardCheck aria-hidden />
              Self-Assessment
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <PersonFacts
          person={profile}
          extra={{
            label: "Direct reports",
            value: <span data-testid="direct-report-count">{profile.directReportCount}</span>,
          }}
        />
      </CardContent>
    </Card>
  );
}
