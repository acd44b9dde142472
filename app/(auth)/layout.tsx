import { connection } from "next/server";
import { FeedbackNavButton } from "@/components/feedback/feedback-nav-button";

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  await connection(); // SUPPORT_EMAIL is read at request time, not baked in at build time
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="border-b bg-background">
        <nav aria-label="Site" className="mx-auto flex max-w-7xl items-center justify-between px-4 py-2">
          <span className="text-sm font-semibold">Yardstick</span>
          <FeedbackNavButton />
        </nav>
      </header>
      <main className="flex flex-1 items-center justify-center p-4">{children}</main>
    </div>
  );
}
