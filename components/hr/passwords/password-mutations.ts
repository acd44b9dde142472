"use client";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import { allPasswordPagesKey, emailProgressQuery, passwordStatusQuery } from "./password-queries";

// Password Management's writes (docs/decisions/0008), each refreshing the reads it changes by the
// keys password-queries.ts defines.

function useRefresh() {
  const queryClient = useQueryClient();
  return (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
}

/** Starts a password job (first generation, or the employees without one); the status is read
 * again whether the start worked or not, since it may have moved on meanwhile. */
export function useStartPasswordJob(url: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiJson("POST", url),
    onSettled: () => refresh(passwordStatusQuery().queryKey),
  });
}

/** A new password for one employee, shown once; the status counts change with it. */
export function useRegeneratePassword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (employeeId: string) =>
      apiJson<{ employeeId: string; plainPassword: string }>("POST", "/api/hr/regeneratePassword", {
        employeeId,
      }),
    onSuccess: () => refresh(passwordStatusQuery().queryKey),
  });
}

/** One employee's login email (nothing cached changes). */
export function useSendLoginEmail() {
  return useMutation({ mutationFn: (hrisId: string) => apiJson("POST", "/api/hr/send-email", { hrisId }) });
}

/** Queues every login email; the email progress card then polls the batch. */
export function useSendAllEmails() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>("POST", "/api/hr/send-all-emails"),
    onSuccess: () => refresh(emailProgressQuery().queryKey),
  });
}

/** The password check that renews the 15-minute sign-in. */
export function useReauth() {
  return useMutation({ mutationFn: (password: string) => apiJson("POST", "/api/hr/reauth", { password }) });
}

/** After a bulk job: the status and every page of the credentials list are read again. */
export function useRefreshAfterJob() {
  const refresh = useRefresh();
  return () => {
    refresh(passwordStatusQuery().queryKey);
    refresh(allPasswordPagesKey);
  };
}
