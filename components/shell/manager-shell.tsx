import Link from "next/link";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { SessionWatcher } from "@/components/shell/session-watcher";
import { FeedbackNavButton } from "@/components/feedback/feedback-nav-button";
import { QueryProvider } from "@/components/providers/query-provider";
import type { ManagerSession } from "@/lib/server/auth/session";

// The manager pages' header and frame: the session's name, the navigation and sign-out.
export function ManagerShell({ session, children }: { session: ManagerSession; children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-muted/30">
      <SessionWatcher kind="manager" id={session.employeeId} />
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-4">
          <Link href="/" className="text-lg font-semibold">
            Performance Review
          </Link>
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
            <FeedbackNavButton />
            <span className="max-w-full truncate text-sm font-medium" data-testid="manager-name">
              {session.name}
            </span>
            <SignOutButton
              label="Sign Out"
              description="Are you sure you want to sign out? You will need to log in again to access the evaluation system."
            />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <QueryProvider>{children}</QueryProvider>
      </main>
    </div>
  );
}
