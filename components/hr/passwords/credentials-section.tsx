"use client";
import { useEffect, useState } from "react";
import { Lock } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingBars } from "@/components/ui/loading-bars";
import { toast } from "@/hooks/use-toast";
import { messageOf, ApiError } from "@/lib/client/api";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PasswordRow } from "@/lib/shared/schemas/passwords";
import { passwordPageQuery } from "@/components/hr/passwords/password-queries";
import { useRegeneratePassword, useSendLoginEmail } from "@/components/hr/passwords/password-mutations";
import { CredentialsTable } from "@/components/hr/passwords/credentials-table";
import { RegenerateConfirmDialog } from "@/components/hr/passwords/regenerate-confirm-dialog";
import { isReauthRequired } from "@/components/hr/passwords/recent-sign-in";
import { LoadError } from "@/components/shell/load-error";

type Props = {
  showPasswords: boolean;
  emailReady: boolean;
  withRecentSignIn: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  confirm: () => Promise<boolean>;
};

// The credentials list is fetched only once passwords exist (the parent mounts this then), a page
// at a time, searched on the server; passwords are decrypted (and audited) only for the page on
// screen and only while Show Passwords is on. The list needs a recent sign-in like the other
// secret-revealing calls.
const SEARCH_DELAY_MS = 250;

export function CredentialsSection({ showPasswords, emailReady, withRecentSignIn, confirm }: Props) {
  const { mutateAsync: regeneratePassword } = useRegeneratePassword();
  const { mutateAsync: sendLoginEmail } = useSendLoginEmail();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  // The last page stays on screen while the next one loads, so the search box and table stay put.
  const list = useQuery({
    ...passwordPageQuery({ page, search: query, reveal: showPasswords }),
    placeholderData: keepPreviousData,
  });
  const current = list.data;
  const [patches, setPatches] = useState<Record<string, Partial<PasswordRow>>>({});
  const [confirming, setConfirming] = useState<PasswordRow | null>(null);
  const [busy, setBusy] = useState<Record<string, "regenerate" | "email" | undefined>>({});
  const rows = (current?.passwords ?? []).map((r) =>
    patches[r.hrisId] ? { ...r, ...patches[r.hrisId] } : r,
  );
  const mark = (hrisId: string, what: "regenerate" | "email" | undefined) =>
    setBusy((b) => ({ ...b, [hrisId]: what }));

  async function regenerate(row: PasswordRow) {
    mark(row.hrisId, "regenerate");
    try {
      const answer = await withRecentSignIn(() => regeneratePassword(row.hrisId));
      if (!answer) return;
      setPatches((p) => ({
        ...p,
        [row.hrisId]: {
          password: answer.plainPassword,
          hasPassword: true,
          status: "Regenerated",
          updated: true,
        },
      }));
      toast({
        title: "Password regenerated",
        description: `New password for ${row.name}: ${answer.plainPassword}`,
        duration: 15_000,
      });
    } catch {
      toast({ title: "Error", description: "Please refresh and try again.", variant: "destructive" });
    } finally {
      mark(row.hrisId, undefined);
    }
  }

  async function sendEmail(row: PasswordRow) {
    mark(row.hrisId, "email");
    try {
      await sendLoginEmail(row.hrisId);
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
    if (await confirm()) await list.refetch();
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
        {list.isPending ? (
          <LoadingBars label="Loading credentials" bars={Array(6).fill("h-9 w-full")} />
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
            onRetry={() => {
              // A search or page the server refused fails the same way again: start over instead
              // (the search box is inside the table this error replaces).
              if (list.error instanceof ApiError && list.error.code === "invalid_input") {
                setSearch("");
                setQuery("");
                setPage(1);
              } else void list.refetch();
            }}
          />
        ) : !current || current.total === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No employees found.</p>
        ) : (
          <CredentialsTable
            rows={rows}
            page={current.page}
            pageSize={current.pageSize}
            matching={current.matching}
            total={current.total}
            loading={list.isPlaceholderData}
            revealed={current.revealed}
            search={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            onPage={setPage}
            showPasswords={showPasswords}
            emailReady={emailReady}
            busy={busy}
            onRegenerate={setConfirming}
            onSendEmail={(row) => void sendEmail(row)}
          />
        )}
        <RegenerateConfirmDialog
          row={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={(row) => {
            setConfirming(null);
            void regenerate(row);
          }}
        />
      </CardContent>
    </Card>
  );
}
