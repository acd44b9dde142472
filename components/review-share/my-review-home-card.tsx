import Link from "next/link";
import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The home's way to "My review" (issue 34 §7), for everyone: a manager is reviewed too. */
export function MyReviewHomeCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">My review</h2>
        </CardTitle>
        <CardDescription>Read the review your manager shared with you, and acknowledge it.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href="/my-review">
            <FileText aria-hidden />
            Open my review
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
