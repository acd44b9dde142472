"use client";
import { useState } from "react";
import { Eye, EyeOff, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { messageOf } from "@/lib/client/api";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { JobProgress } from "@/lib/shared/schemas/passwords";
import {
  emailStatusQuery,
  passwordStatusQuery,
  recentSignInQuery,
} from "@/components/hr/passwords/password-queries";
import { useRefreshAfterJob, useSendAllEmails } from "@/components/hr/passwords/password-mutations";
import { StatusCards } from "@/components/hr/passwords/status-cards";
import { EmailSetupBanner } from "@/components/hr/passwords/email-setup-banner";
import { GeneratePasswordsButton } from "@/components/hr/passwords/generate-passwords-button";
import { GenerateMissingButton } from "@/components/hr/passwords/generate-missing-button";
import { GenerationProgress } from "@/components/hr/passwords/generation-progress";
import { EmailProgress } from "@/components/hr/passwords/email-progress";
import { CredentialsSection } from "@/components/hr/passwords/credentials-section";
import { PasswordDownloads } from "@/components/hr/passwords/password-downloads";
import { useRecentSignIn } from "@/components/hr/passwords/recent-sign-in";
import { LoadError } from "@/components/shell/load-error";
import { PasswordSignInSwitch } from "@/components/hr/sign-in-settings/password-sign-in-switch";

// Password Management (spec 1 §2), at "/" and "/hr-dashboard" for HR.
export function PasswordManagement() {
  const queryClient = useQueryClient();
  const status = useQuery(passwordStatusQuery());
  const email = useQuery(emailStatusQuery());
  const refreshAfterJob = useRefreshAfterJob();
  const { mutateAsync: sendAllEmails } = useSendAllEmails();
  const { withRecentSignIn, confirm, dialog } = useRecentSignIn();
  const [showPasswords, setShowPasswords] = useState(false);
  const [revealing, setRevealing] = useState(false);
  const [sending, setSending] = useState(false);

  const hasGenerated = status.data?.hasGenerated;
  const job = status.data?.job;
  const jobRunning = job?.status === "Running" || job?.status === "Pending";
  const emailReady = !!email.data?.isConfigured;

  function onJobFinished(finished: JobProgress) {
    if (finished.status === "Completed" && finished.kind !== "RegenerateAll") {
      toast({
        title: "Passwords generated",
        description: "Employee passwords have been generated successfully",
      });
    }
    refreshAfterJob();
  }

  // Show flips only once the server will show them: a sign-in older than 15 minutes is confirmed
  // in the password dialog first, so the button never reads Hide Passwords over hidden ones, and
  // Cancel or a refused password leave it as it was. Hiding needs nothing.
  async function togglePasswords() {
    if (showPasswords) return setShowPasswords(false);
    setRevealing(true);
    try {
      if (await withRecentSignIn(() => queryClient.fetchQuery(recentSignInQuery()))) setShowPasswords(true);
    } catch (error) {
      toast({
        title: "Error",
        description: messageOf(error, "The passwords could not be shown."),
        variant: "destructive",
      });
    } finally {
      setRevealing(false);
    }
  }

  async function sendAll() {
    setSending(true);
    try {
      const answer = await withRecentSignIn(() => sendAllEmails());
      if (answer) toast({ title: "Send All Login Emails", description: answer.message });
    } catch (error) {
      toast({
        title: "Send All Login Emails",
        description: messageOf(error, "The login emails could not be queued."),
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-6">
      {dialog}
      <div>
        <h2 className="text-2xl font-semibold">Password Management</h2>
        <p className="text-sm text-muted-foreground">
          Generate, distribute and manage employee login passwords.
        </p>
      </div>
      {status.error ? (
        <LoadError
          title="Failed to load the password status"
          message={messageOf(status.error, "Please try again.")}
          onRetry={() => void status.refetch()}
        />
      ) : null}
      <StatusCards
        hasGenerated={hasGenerated}
        isConfigured={email.data?.isConfigured}
        totalPasswords={status.data?.totalPasswords}
      />
      {email.data && !email.data.isConfigured && <EmailSetupBanner />}
      <PasswordSignInSwitch />
      <Card>
        <CardHeader>
          <CardTitle>
            <h3>Actions</h3>
          </CardTitle>
          <CardDescription>
            {hasGenerated
              ? `Passwords were generated${status.data?.generatedBy ? ` by ${status.data.generatedBy}` : ""}${
                  status.data?.generatedAt
                    ? ` on ${new Date(status.data.generatedAt).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}`
                    : ""
                }. ${
                  status.data?.missingPasswords
                    ? "Employees imported since have none until you generate theirs."
                    : "Only per-employee regeneration is possible now."
                }`
              : "Generate a password for every employee once; then download or email them."}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {status.data && !hasGenerated && !jobRunning && <GeneratePasswordsButton />}
          {hasGenerated && !jobRunning && !!status.data?.missingPasswords && (
            <GenerateMissingButton missing={status.data.missingPasswords} />
          )}
          <PasswordDownloads disabled={!hasGenerated} withRecentSignIn={withRecentSignIn} />
          <Button
            variant="outline"
            disabled={!hasGenerated}
            softDisabled={revealing}
            onClick={() => void togglePasswords()}
            aria-pressed={showPasswords}
          >
            {showPasswords ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {showPasswords ? "Hide Passwords" : "Show Passwords"}
          </Button>
          <Button
            variant="outline"
            disabled={!hasGenerated || !emailReady || jobRunning}
            softDisabled={sending}
            onClick={() => void sendAll()}
          >
            <Send aria-hidden />
            {sending ? "Queueing..." : "Send All Login Emails"}
          </Button>
        </CardContent>
      </Card>
      {job && jobRunning && <GenerationProgress key={job.id} initial={job} onFinished={onJobFinished} />}
      {hasGenerated && emailReady && <EmailProgress />}
      {hasGenerated ? (
        <CredentialsSection
          showPasswords={showPasswords}
          emailReady={emailReady}
          withRecentSignIn={withRecentSignIn}
          confirm={confirm}
        />
      ) : (
        status.data &&
        !jobRunning && (
          <Card>
            <CardContent className="py-6 text-center text-sm text-muted-foreground">
              No passwords have been generated yet. Generate employee passwords to create a login for every
              employee.
            </CardContent>
          </Card>
        )
      )}
    </div>
  );
}
