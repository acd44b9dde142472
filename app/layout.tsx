import type { Metadata } from "next";
import { headers } from "next/headers";
import "./globals.css";
import { ToasterOnDemand } from "@/components/shell/toaster-on-demand";
import { FeedbackLauncher } from "@/components/feedback/feedback-launcher";
import { CspNonce } from "@/components/providers/csp-nonce";

export const metadata: Metadata = {
  title: "Yardstick — Performance Review",
  description: "Performance and career reviews for managers and HR",
};

// Every page is rendered per request (reading the headers makes it so): a prerendered page would
// carry no CSP nonce on its scripts and never hydrate (docs/decisions/0047).
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get("x-nonce");
  return (
    <html lang="en">
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <CspNonce nonce={nonce} />
        {children}
        <FeedbackLauncher />
        <ToasterOnDemand />
      </body>
    </html>
  );
}
