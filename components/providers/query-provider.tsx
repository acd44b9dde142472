"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/client/query-client";

/**
 * The tab's one query client, for the pages of the manager and HR shells (the only ones that read
 * through TanStack Query). Not in the root layout: the sign-in pages would carry TanStack's 9 KB
 * gzipped for nothing. The client is one per tab, so its cache outlives any one provider.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
