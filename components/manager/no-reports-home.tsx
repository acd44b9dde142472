import Link from "next/link";
import { ClipboardCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The home of someone with nobody reporting to them: instead of empty team lists, say what they can
 * do here (their own self-assessment) and why there is nobody to evaluate.
 */
export function NoReportsHome({ hrisId }: { hrisId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Nobody reports to you</h2>
        </CardTitle>
        <CardDescription>
          Evaluations are written by managers about the people who report to them, and no one reports to you
          in the organisation&apos;s records. If that is wrong, ask HR to update your team.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm">You can still complete your own self-assessment for this review cycle.</p>
        <Button asChild>
          <Link href={`/manager-self-questionnaire/${encodeURIComponent(hrisId)}`}>
            <ClipboardCheck aria-hidden />
            Start your self-assessment
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
