import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { INVALID_PARAMETERS_MESSAGE } from "@/lib/shared/schemas/performance-questionnaire";

/** The address does not name an employee and the signed-in manager (spec 2 §2, §8). */
export function InvalidReviewParameters() {
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/employees">
          <ArrowLeft aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
      <Alert variant="destructive">
        <AlertDescription>
          <p>{INVALID_PARAMETERS_MESSAGE}</p>
        </AlertDescription>
      </Alert>
    </div>
  );
}
