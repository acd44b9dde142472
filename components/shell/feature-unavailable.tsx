import { Construction } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Said plainly, with no link anywhere: the section exists in the spec but not yet in this build. */
export function FeatureUnavailable({ title }: { title: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <Construction className="size-5 text-muted-foreground" aria-hidden />
            {title}
          </h2>
        </CardTitle>
        <CardDescription>This section is not available yet in this version of Yardstick.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        It will appear here in a coming release. Everything else in the dashboard works as usual.
      </CardContent>
    </Card>
  );
}
