"use client";
import { useSyncExternalStore } from "react";
import { hrCareerSearchQuery } from "@/lib/shared/career-paths/schemas";

// Career Path Management keeps its search and page in the address (?q=, ?page=): a reload, the
// browser's Back and "Back to Career Path Management" all return to the same list. The employee
// view's own address stays /hr/employee/{hrisId}; the list's last address waits in the tab's
// session storage for its Back link.

export const CAREER_LIST_PATH = "/hr/career-paths";
const STORAGE_KEY = "hrCareerPathList";

export type ListAddress = { q: string; page: number };

/** The list's search and page; a hand-edited, invalid value falls back to its default. */
export function readListAddress(params: URLSearchParams): ListAddress {
  const q = hrCareerSearchQuery.shape.search.safeParse(params.get("q") ?? undefined);
  const page = hrCareerSearchQuery.shape.page.safeParse(params.get("page") ?? undefined);
  return { q: q.success ? q.data : "", page: page.success ? page.data : 1 };
}

/** "q=…&page=…", leaving out an empty search and the first page. */
export function listQueryString({ q, page }: ListAddress): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

export const listHref = (query: string) => (query ? `${CAREER_LIST_PATH}?${query}` : CAREER_LIST_PATH);

/** Called by the list whenever its address changes. */
export function rememberListAddress(query: string) {
  try {
    sessionStorage.setItem(STORAGE_KEY, query);
  } catch {
    /* storage unavailable: Back goes to the first page */
  }
}

function readRemembered(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}
const unchanging = () => () => {};

/** Where "Back to Career Path Management" goes: the list as HR left it in this tab. */
export function useListHref(): string {
  // The server (and the first render) cannot see the tab's storage: the plain list until then.
  return listHref(useSyncExternalStore(unchanging, readRemembered, () => ""));
}
