"use client";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { apiRequest } from "@/lib/client/api";
import { reviewCycleKeys } from "@/components/review-cycles/review-cycle-queries";

type Write<B> = { method: "POST" | "PUT" | "PATCH" | "DELETE"; url: string; body?: B };

/**
 * Every review-cycle write: one call, then the cycles' reads are invalidated by their common
 * prefix (the list's counts, the cycle's status, its preview and participants all may change),
 * with `alsoRefresh`, another feature's keys the write changes too. Errors stay with the caller,
 * which branches on their `code`.
 */
export function useCycleWrite<B = unknown, T = unknown>(alsoRefresh: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, url, body }: Write<B>) => {
      const res = await apiRequest(method, url, body);
      return (res.status === 204 ? undefined : await res.json()) as T;
    },
    onSettled: () =>
      Promise.all(
        [reviewCycleKeys.all, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
