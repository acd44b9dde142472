import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { SessionWatcher } from "@/components/shell/session-watcher";
import { HrTabs } from "@/components/shell/hr-tabs";
import { FeedbackNavButton } from "@/components/feedback/feedback-nav-button";
import { QueryProvider } from "@/components/providers/query-provider";
import type { HrSession } from "@/lib/server/auth/session";

export function HrShell({ session, children }: { session: HrSession; children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-muted/30">
      <SessionWatcher kind="hr" id={session.hrUserId} />
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-4">
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <h1 className="text-xl font-semibold">HR Admin Dashboard</h1>
            <Badge variant="secondary" aria-label={`Signed in as ${session.name}`}>
              {session.name}
            </Badge>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <FeedbackNavButton />
            <Button asChild variant="ghost" size="sm">
              <Link href="/hr/change-password">Change password</Link>
            </Button>
            <SignOutButton
              label="Logout"
              description="Are you sure you want to sign out of the HR Admin Dashboard?"
            />
          </div>
        </div>
        <HrTabs />
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <QueryProvider>{children}</QueryProvider>
      </main>
    </div>
  );
}
