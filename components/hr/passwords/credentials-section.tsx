"use client";
import { useState } from "react";
import { Lock } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { apiJson, messageOf } from "@/lib/client/api";
import { useApiQuery } from "@/lib/client/use-api-query";
import type { PasswordRow } from "@/lib/shared/schemas/passwords";
import { CredentialsTable } from "@/components/hr/passwords/credentials-table";
import { isReauthRequired } from "@/components/hr/passwords/recent-sign-in";
import { LoadError } from "@/components/shell/load-error";

type Props = {
  showPasswords: boolean;
  emailReady: boolean;
  withRecentSignIn: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  confirm: () => Promise<boolean>;
  onChanged: () => void;
};

// The credentials list is fetched only once passwords exist (the parent mounts this then). Fetching
// it reveals passwords, so it needs a recent sign-in like the other secret-revealing calls.
export function CredentialsSection({
  showPasswords,
  emailReady,
  withRecentSignIn,
  confirm,
  onChanged,
}: Props) {
  const list = useApiQuery<{ passwords: PasswordRow[] }>("/api/hr/passwords");
  const [patches, setPatches] = useState<Record<string, Partial<PasswordRow>>>({});
  const [busy, setBusy] = useState<Record<string, "regenerate" | "email" | undefined>>({});
  const rows = (list.data?.passwords ?? []).map((r) =>
    patches[r.hrisId] ? { ...r, ...patches[r.hrisId] } : r,
  );
  const mark = (hrisId: string, what: "regenerate" | "email" | undefined) =>
    setBusy((b) => ({ ...b, [hrisId]: what }));

  async function regenerate(row: PasswordRow) {
    mark(row.hrisId, "regenerate");
    try {
      const answer = await withRecentSignIn(() =>
        apiJson<{ employeeId: string; plainPassword: string }>("POST", "/api/hr/regeneratePassword", {
          employeeId: row.hrisId,
        }),
      );
      if (!answer) return;
      setPatches((p) => ({
        ...p,
        [row.hrisId]: { password: answer.plainPassword, status: "Regenerated", updated: true },
      }));
      toast({
        title: "Password regenerated",
        description: `New password for ${row.name}: ${answer.plainPassword}`,
        duration: 15_000,
      });
      onChanged();
    } catch {
      toast({ title: "Error", description: "Please refresh and try again.", variant: "destructive" });
    } finally {
      mark(row.hrisId, undefined);
    }
  }

  async function sendEmail(row: PasswordRow) {
    mark(row.hrisId, "email");
    try {
      await apiJson("POST", "/api/hr/send-email", { hrisId: row.hrisId });
      toast({ title: "Login email sent successfully", description: `${row.name} (${row.email})` });
    } catch (error) {
      toast({
        title: "Error",
        description: messageOf(error, "The login email could not be sent."),
        variant: "destructive",
      });
    } finally {
      mark(row.hrisId, undefined);
    }
  }

  async function unlock() {
    if (await confirm()) await list.reload();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3>Employee Credentials</h3>
        </CardTitle>
        <CardDescription>
          Login details for every employee. Passwords stay hidden until you choose Show Passwords.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.isLoading ? (
          <div className="space-y-2" aria-label="Loading credentials">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : isReauthRequired(list.error) ? (
          <Alert>
            <Lock className="size-4" aria-hidden />
            <AlertTitle>Confirm your password to see employee credentials</AlertTitle>
            <AlertDescription>
              <p>Passwords are shown only within 15 minutes of signing in.</p>
              <Button size="sm" className="mt-2" onClick={() => void unlock()}>
                Confirm Password
              </Button>
            </AlertDescription>
          </Alert>
        ) : list.error ? (
          <LoadError
            title="Failed to load employee credentials"
            message={messageOf(list.error, "Please try again.")}
            onRetry={() => void list.reload()}
          />
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No employees found.</p>
        ) : (
          <CredentialsTable
            rows={rows}
            showPasswords={showPasswords}
            emailReady={emailReady}
            busy={busy}
            onRegenerate={(row) => void regenerate(row)}
            onSendEmail={(row) => void sendEmail(row)}
          />
        )}
      </CardContent>
    </Card>
  );
}
