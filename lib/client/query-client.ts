"use client";
import { QueryClient } from "@tanstack/react-query";

// The one read layer (docs/decisions/0008): TanStack Query, configured as spec 1 §7 says. Reads
// never refetch on an interval, on window focus or on reconnect, never become stale by time, and
// are not retried; neither are writes. A write is a useMutation that invalidates by key prefix,
// with the keys the feature's queryOptions define (*-queries.ts), which refetches what is on
// screen; TanStack cancels a fetch that a newer one replaces, so an older answer can never
// overwrite a newer one.

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The tab's query client (one per browser tab; a fresh one per server render, never shared). */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}
