import { KeyRound, Mail, Users } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";

type Props = { hasGenerated?: boolean; isConfigured?: boolean; totalPasswords?: number };

// Spec 1 §2: Password Status (Generated / Not Generated), Email Service (Ready / Not Configured),
// Total Employee Passwords. Undefined means still loading.
export function StatusCards({ hasGenerated, isConfigured, totalPasswords }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatusCard title="Password Status" icon={<KeyRound className="size-4" aria-hidden />}>
        {hasGenerated === undefined ? (
          <Skeleton className="h-6 w-28" />
        ) : (
          <Badge variant={hasGenerated ? "success" : "secondary"} className="text-sm">
            {hasGenerated ? "Generated" : "Not Generated"}
          </Badge>
        )}
      </StatusCard>
      <StatusCard title="Email Service" icon={<Mail className="size-4" aria-hidden />}>
        {isConfigured === undefined ? (
          <Skeleton className="h-6 w-28" />
        ) : (
          <Badge variant={isConfigured ? "success" : "warning"} className="text-sm">
            {isConfigured ? "Ready" : "Not Configured"}
          </Badge>
        )}
      </StatusCard>
      <StatusCard title="Total Employee Passwords" icon={<Users className="size-4" aria-hidden />}>
        {totalPasswords === undefined ? (
          <Skeleton className="h-7 w-16" />
        ) : (
          <p className="text-2xl font-semibold tabular-nums">{totalPasswords.toLocaleString("en-US")}</p>
        )}
      </StatusCard>
    </div>
  );
}

function StatusCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">
          <h3>{title}</h3>
        </CardTitle>
        <span className="text-muted-foreground">{icon}</span>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
