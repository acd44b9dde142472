"use client";
import { useMemo, useState } from "react";
import { AlertCircle, Inbox } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadingBars } from "@/components/ui/loading-bars";
import { toast } from "@/hooks/use-toast";
import { messageOf } from "@/lib/client/api";
import { useQuery } from "@tanstack/react-query";
import { feedbackListQuery } from "@/components/feedback/feedback-queries";
import { useSetFeedbackStatus } from "@/components/feedback/feedback-mutations";
import type { FeedbackStatus } from "@/lib/shared/feedback-labels";
import {
  NO_FEEDBACK_FILTERS,
  hasActiveFeedbackFilters,
  type FeedbackFilters,
  type FeedbackItem,
} from "@/lib/shared/schemas/feedback";
import { FeedbackCard } from "@/components/feedback/feedback-card";
import { FeedbackCounters } from "@/components/feedback/feedback-counters";
import { FeedbackDetailsDialog } from "@/components/feedback/feedback-details-dialog";
import { FeedbackFiltersBar } from "@/components/feedback/feedback-filters";
import { PaginationBar } from "@/components/shell/pagination-bar";
import { useDebouncedValue } from "@/components/shell/use-debounced-value";

/**
 * The HR User Feedback dashboard (spec 1 §2): counters, filters, cards, details. The server
 * filters and pages the list (20 a page); typing in the search asks once per pause.
 */
export function FeedbackDashboard() {
  const { mutateAsync: setStatus } = useSetFeedbackStatus();
  const [filters, setFilters] = useState<FeedbackFilters>(NO_FEEDBACK_FILTERS);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search, 300);
  const {
    data,
    error,
    isPending: isLoading,
    isPlaceholderData: isPaging,
    dataUpdatedAt,
    refetch: reload,
  } = useQuery(feedbackListQuery({ ...filters, search }, page));
  // Statuses saved from this page, shown over the list they were saved from until the list is
  // read again: the next answer is the stored truth (another HR user may have changed it since).
  // (keyed by when the list was read: a re-read that returns the same items is still a new read)
  const [saved, setSaved] = useState<{ over: number; statuses: Record<number, FeedbackStatus> }>({
    over: -1,
    statuses: {},
  });
  const [saving, setSaving] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);

  const items = useMemo(() => {
    const statuses = saved.over === dataUpdatedAt ? saved.statuses : {};
    return (data?.data ?? []).map((i) => (statuses[i.id] ? { ...i, status: statuses[i.id]! } : i));
  }, [data, dataUpdatedAt, saved]);
  const openItem = items.find((i) => i.id === openId) ?? null;
  const onFilters = (next: FeedbackFilters) => {
    setFilters(next);
    setPage(1);
  };

  async function changeStatus(item: FeedbackItem, status: FeedbackStatus) {
    if (status === item.status) return;
    setSaving((s) => [...s, item.id]);
    try {
      const updated = await setStatus({ id: item.id, status });
      setSaved((s) => ({
        over: dataUpdatedAt,
        statuses: { ...(s.over === dataUpdatedAt ? s.statuses : {}), [item.id]: updated.status },
      }));
    } catch (e) {
      toast({
        title: "Error",
        description: messageOf(e, "Failed to update the feedback status. Please try again."),
        variant: "destructive",
      });
    } finally {
      setSaving((s) => s.filter((id) => id !== item.id));
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold">User Feedback</h2>
        <p className="text-sm text-muted-foreground">
          Read and triage the feedback sent from every page of the product.
        </p>
      </div>
      {error ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertTitle>Failed to load feedback</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {messageOf(error, "Please try refreshing the page.")}
            <Button size="sm" variant="outline" onClick={() => void reload()}>
              Try Again
            </Button>
          </AlertDescription>
        </Alert>
      ) : isLoading || !data ? (
        <LoadingBars
          label="Loading feedback"
          className="space-y-4"
          bars={["h-24 w-full", "h-16 w-full", "h-32 w-full", "h-32 w-full"]}
        />
      ) : (
        <>
          <FeedbackCounters counts={data.counts} />
          <FeedbackFiltersBar filters={filters} onChange={onFilters} />
          {/* What a search or filter found, read out as it changes (the list itself is silent). */}
          <p role="status" className="sr-only">
            {`${data.pagination.totalCount} feedback item${data.pagination.totalCount === 1 ? "" : "s"} found`}
          </p>
          {items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-background p-10 text-center">
              <Inbox className="size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium">No feedback found</p>
              <p className="text-sm text-muted-foreground">
                {data.counts.total === 0 && !hasActiveFeedbackFilters(filters)
                  ? "No feedback has been submitted yet"
                  : "No feedback matches your filters"}
              </p>
            </div>
          ) : (
            <ul className="space-y-3" aria-label="Feedback" aria-busy={isPaging}>
              {items.map((item) => (
                <li key={item.id}>
                  <FeedbackCard
                    item={item}
                    isSaving={saving.includes(item.id)}
                    onOpen={() => setOpenId(item.id)}
                    onStatusChange={(status) => void changeStatus(item, status)}
                  />
                </li>
              ))}
            </ul>
          )}
          {data.pagination.totalCount > 0 && (
            <PaginationBar
              label="Feedback pages"
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={setPage}
              disabled={isPaging}
            />
          )}
        </>
      )}
      <FeedbackDetailsDialog item={openItem} onClose={() => setOpenId(null)} />
    </div>
  );
}
