import Link from "next/link";
import { ClipboardCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ManagerProfile } from "@/lib/server/employees/manager-profile";

/** The signed-in manager's card (spec 2 §2): title defaults to 'Manager'. */
export function ManagerProfileCard({ profile }: { profile: ManagerProfile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{profile.name}</h2>
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
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">HRIS ID</dt>
            <dd className="font-medium">{profile.hrisId}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-medium break-all">{profile.email ?? "No email available"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Department</dt>
            <dd className="font-medium">{profile.department ?? "No department assigned"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Direct reports</dt>
            <dd className="font-medium" data-testid="direct-report-count">
              {profile.directReportCount}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
