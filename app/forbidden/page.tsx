import { ShieldX } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ForbiddenActions } from "@/components/shell/forbidden-actions";

export const metadata = { title: "Access Denied" };

export default function ForbiddenPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-lg text-center">
        <CardHeader>
          <ShieldX className="mx-auto size-10 text-destructive" aria-hidden />
          <CardTitle>
            <h1 className="text-2xl">Access Denied</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <p>You don&apos;t have permission to view this employee&apos;s information.</p>
          <p className="text-sm text-muted-foreground">
            You can only access employees within your management hierarchy.
          </p>
          <ForbiddenActions />
        </CardContent>
      </Card>
    </main>
  );
}
