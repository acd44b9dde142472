"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export function ForbiddenActions() {
  return (
    <div className="flex justify-center gap-3 pt-4">
      <Button asChild>
        <Link href="/">Return to Dashboard</Link>
      </Button>
      <Button variant="outline" onClick={() => window.history.back()}>
        Go Back
      </Button>
    </div>
  );
}
