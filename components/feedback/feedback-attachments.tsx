"use client";
import { useState } from "react";
import { ExternalLink } from "lucide-react";
import type { FeedbackAttachmentInfo } from "@/lib/shared/schemas/feedback";

/** The item's images, loaded from the HR-only attachment route; each opens full size in a new tab. */
export function FeedbackAttachments({ attachments }: { attachments: FeedbackAttachmentInfo[] }) {
  const [failed, setFailed] = useState<number[]>([]);
  if (attachments.length === 0) return <p className="text-sm text-muted-foreground">No attachments</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {attachments.map((a, index) => (
        <li key={a.position}>
          <a
            href={a.url}
            target="_blank"
            rel="noopener noreferrer"
            className="group block overflow-hidden rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={`View full size: attachment ${index + 1}`}
          >
            {failed.includes(a.position) ? (
              <span className="flex h-28 items-center justify-center p-2 text-center text-xs text-muted-foreground">
                Could not load this image
              </span>
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- served by our own HR-only route; next/image would proxy it
              <img
                src={a.url}
                alt={`Attachment ${index + 1}`}
                loading="lazy"
                className="h-28 w-full object-cover"
                onError={() => setFailed((f) => [...f, a.position])}
              />
            )}
            <span className="flex items-center gap-1 border-t px-2 py-1 text-xs text-muted-foreground group-hover:text-foreground">
              <ExternalLink className="size-3" aria-hidden />
              View full size
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
