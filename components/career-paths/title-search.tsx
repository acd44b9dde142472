"use client";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useQuery } from "@tanstack/react-query";
import { messageOf } from "@/lib/client/api";
import { CAREER_TEXTS, FIRST_DIALOG_TITLE_LIMIT } from "@/lib/shared/career-paths/texts";
import type { TitleRef } from "@/lib/shared/career-paths/types";
import { titlesQuery } from "@/components/career-paths/career-path-queries";
import { useDebouncedValue } from "@/components/shell/use-debounced-value";

type Props = {
  label: string;
  /** 20 in the progression dialog (with the spec's hint), 15 in the path builder. */
  limit: number;
  /** Titles already in the path: not offered again. */
  excludeIds: number[];
  onPick: (title: TitleRef) => void;
  /** False hides the results (the builder shows one position's list at a time); left out, always shown. */
  expanded?: boolean;
  /** The search was focused or typed in: asks for its results to show. */
  onExpand?: () => void;
};

/** Title search on the server: case-insensitive substring, at most `limit` results. */
export function TitleSearch({ label, limit, excludeIds, onPick, expanded = true, onExpand }: Props) {
  const id = useId();
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search.trim());
  // Ask for the excluded ones too, so the list still holds up to `limit` offers.
  const query = useQuery({
    ...titlesQuery(settled, Math.min(50, limit + excludeIds.length)),
    enabled: expanded,
  });
  const offers = (query.data ?? []).filter((t) => !excludeIds.includes(t.titleId)).slice(0, limit);
  const showHint = limit === FIRST_DIALOG_TITLE_LIMIT && offers.length === FIRST_DIALOG_TITLE_LIMIT;

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        data-action="search"
        value={search}
        placeholder="Type to search titles"
        autoComplete="off"
        onFocus={onExpand}
        onChange={(e) => {
          setSearch(e.target.value);
          onExpand?.();
        }}
      />
      {!expanded ? null : query.error ? (
        <p role="alert" className="text-sm text-destructive">
          {messageOf(query.error, "Failed to load titles.")}
        </p>
      ) : query.isPending ? (
        <p className="text-sm text-muted-foreground">Loading titles...</p>
      ) : offers.length === 0 ? (
        <p className="text-sm text-muted-foreground">No titles match your search.</p>
      ) : (
        <ul
          aria-label={`${label} results`}
          className="max-h-48 space-y-1 overflow-y-auto rounded-md border p-1"
        >
          {offers.map((t) => (
            <li key={t.titleId}>
              <button
                type="button"
                className="w-full rounded-sm px-2 py-1 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
                onClick={() => {
                  // The picked title leaves the offers: a search kept for it would offer nothing.
                  setSearch("");
                  onPick({ titleId: t.titleId, titleName: t.title });
                }}
              >
                {t.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      {expanded && showHint && (
        <p className="text-xs text-muted-foreground">{CAREER_TEXTS.firstSearchHint}</p>
      )}
    </div>
  );
}
