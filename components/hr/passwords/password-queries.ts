import { queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import {
  CREDENTIALS_PAGE_SIZE,
  type EmailProgressAnswer,
  type JobProgress,
  type PasswordPage,
  type PasswordStatusAnswer,
} from "@/lib/shared/schemas/passwords";

// Password Management's reads (docs/decisions/0008). Everything HR reads here lives under ["hr"];
// the writes are in password-mutations.ts.

/** The prefix of every page of the credentials list. */
export const allPasswordPagesKey = ["hr", "passwords"] as const;

export const passwordStatusQuery = () =>
  queryOptions({
    queryKey: ["hr", "passwords-status"],
    queryFn: getJson<PasswordStatusAnswer>("/api/hr/passwords-status"),
  });

export const emailStatusQuery = () =>
  queryOptions({
    queryKey: ["hr", "email-status"],
    queryFn: getJson<{ isConfigured: boolean }>("/api/hr/email-status"),
  });

export type PasswordPageWanted = { page: number; search: string; reveal: boolean };

/** One page of the credentials table, searched on the server; passwords only when `reveal`. */
export const passwordPageQuery = ({ page, search, reveal }: PasswordPageWanted) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(CREDENTIALS_PAGE_SIZE) });
  if (search) params.set("search", search);
  if (reveal) params.set("reveal", "1");
  return queryOptions({
    queryKey: [...allPasswordPagesKey, { page, search, reveal }],
    queryFn: getJson<PasswordPage>(`/api/hr/passwords?${params}`),
    // Passwords are never shown from the tab's memory: each Show asks the server, which checks the
    // 15-minute sign-in and audits who saw which; hidden, they are dropped at once.
    ...(reveal ? { staleTime: 0, gcTime: 0 } : {}),
  });
};

/**
 * Whether the server would show passwords now, asked before Show Passwords turns on: one masked
 * row of the list, which needs the same 15-minute sign-in as revealing but decrypts and audits
 * nothing. Fails with 401 recent_sign_in_required when the sign-in is older. Asked afresh each time.
 */
export const recentSignInQuery = () =>
  queryOptions({
    queryKey: ["hr", "recent-sign-in"],
    queryFn: getJson<PasswordPage>("/api/hr/passwords?page=1&pageSize=1"),
    staleTime: 0,
    gcTime: 0,
  });

const GENERATION_POLL_MS = 1000;
const EMAIL_POLL_MS = 2000;

const isRunning = (job: JobProgress | null | undefined) =>
  job?.status === "Running" || job?.status === "Pending";

/** The bulk password job, polled once a second while it runs (the progress bar's only poll). */
export const generationProgressQuery = () =>
  queryOptions({
    queryKey: ["hr", "generation-progress"],
    queryFn: getJson<{ job: JobProgress | null }>("/api/hr/generation-progress"),
    refetchInterval: (query) =>
      query.state.error || isRunning(query.state.data?.job) ? GENERATION_POLL_MS : false,
    staleTime: 0,
  });

/** The latest bulk email send, polled every 2 s while messages are pending. */
export const emailProgressQuery = () =>
  queryOptions({
    queryKey: ["hr", "email-progress"],
    queryFn: getJson<EmailProgressAnswer>("/api/hr/email-progress"),
    refetchInterval: (query) =>
      query.state.error || query.state.data?.batch?.pending ? EMAIL_POLL_MS : false,
    staleTime: 0,
  });
