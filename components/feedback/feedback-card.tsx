"use client";
import { Paperclip } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { FeedbackStatus } from "@/lib/shared/feedback-labels";
import type { FeedbackItem } from "@/lib/shared/schemas/feedback";
import { PriorityBadge, StatusBadge } from "@/components/feedback/feedback-badges";
import { FeedbackStatusSelect } from "@/components/feedback/feedback-status-select";
import { formatDate } from "@/lib/shared/format-date";

type Props = {
  item: FeedbackItem;
  isSaving: boolean;
  onOpen: () => void;
  onStatusChange: (status: FeedbackStatus) => void;
};

/** One feedback item; clicking it (or its title, from the keyboard) opens the details. */
export function FeedbackCard({ item, isSaving, onOpen, onStatusChange }: Props) {
  return (
    <Card
      className="cursor-pointer gap-3 p-4 transition-colors hover:bg-muted/40"
      onClick={onOpen}
      data-testid="feedback-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={item.status} />
            <PriorityBadge priority={item.priority} />
            <Badge variant="outline">{item.feedbackType}</Badge>
          </div>
          <h3 className="text-base font-semibold break-words">
            <button
              type="button"
              className="rounded-sm text-left hover:underline focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
              onClick={(e) => {
                e.stopPropagation();
                onOpen();
              }}
            >
              {item.title}
            </button>
          </h3>
        </div>
        <FeedbackStatusSelect
          value={item.status}
          label={`Status of ${item.title}`}
          disabled={isSaving}
          onChange={onStatusChange}
        />
      </div>
      <p className="line-clamp-2 text-sm whitespace-pre-line text-muted-foreground">{item.description}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>By {item.userName}</span>
        {item.hrisId && <span>HRIS ID {item.hrisId}</span>}
        <span>{formatDate(item.submittedAt)}</span>
        {item.location && <span>{item.location}</span>}
        {item.attachmentCount > 0 && (
          <span className="inline-flex items-center gap-1">
            <Paperclip className="size-3" aria-hidden />
            {item.attachmentCount} {item.attachmentCount === 1 ? "image" : "images"}
          </span>
        )}
      </p>
    </Card>
  );
}
