"use client";
import { useCallback, useEffect, useState } from "react";
import { apiJson } from "@/lib/client/api";

// The one read layer: a GET to the key, no refetch on focus or interval, no retries (spec 1 §7).
// `reload()` refetches after a write; listeners let other components see the new data.
type Entry = { data?: unknown; error?: unknown; promise?: Promise<unknown> };
const cache = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();

function notify(key: string) {
  listeners.get(key)?.forEach((fn) => fn());
}

function load(key: string) {
  const entry: Entry = cache.get(key) ?? {};
  entry.promise = apiJson<unknown>("GET", key).then(
    (data) => {
      cache.set(key, { data });
      notify(key);
    },
    (error) => {
      cache.set(key, { error });
      notify(key);
    },
  );
  cache.set(key, entry);
  return entry.promise;
}

/** Refetches every mounted query whose key starts with `prefix`. */
export function invalidateQueries(prefix: string) {
  for (const key of [...cache.keys()]) {
    if (key.startsWith(prefix)) {
      if (listeners.get(key)?.size) void load(key);
      else cache.delete(key);
    }
  }
}

export function useApiQuery<T>(key: string | null) {
  const [, force] = useState(0);
  useEffect(() => {
    if (!key) return;
    const set = listeners.get(key) ?? new Set();
    const fn = () => force((n) => n + 1);
    set.add(fn);
    listeners.set(key, set);
    if (!cache.has(key)) void load(key);
    return () => {
      set.delete(fn);
    };
  }, [key]);
  const entry = key ? cache.get(key) : undefined;
  const reload = useCallback(() => (key ? load(key) : Promise.resolve()), [key]);
  return {
    data: entry?.data as T | undefined,
    error: entry?.error,
    isLoading: !!key && !entry?.data && !entry?.error,
    reload,
  };
}
