import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FeatureUnavailable } from "@/components/shell/feature-unavailable";

/** An assessment screen that is not in this build yet, with a way back. */
export function NotAvailableYet({ title }: { title: string }) {
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm">
        <Link href="/employees">
          <ArrowLeft aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
      <FeatureUnavailable title={title} />
    </div>
  );
}
