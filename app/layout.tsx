import type { Metadata } from "next";
import "./globals.css";
import { Toaster } from "@/components/ui/toaster";
import { FeedbackLauncher } from "@/components/feedback/feedback-launcher";
import { QueryProvider } from "@/components/providers/query-provider";

export const metadata: Metadata = {
  title: "Yardstick — Performance Review",
  description: "Performance and career reviews for managers and HR",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <QueryProvider>
          {children}
          <FeedbackLauncher />
          <Toaster />
        </QueryProvider>
      </body>
    </html>
  );
}
