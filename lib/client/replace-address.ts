"use client";

/**
 * Puts a list's state (filters, search, page) in the address without asking the server for the
 * page again: Next's router takes up history.replaceState (useSearchParams reads the new query),
 * and the list's own call fetches the rows. With router.replace each change was a server round
 * trip, and when the server could not be reached Next fell back to a full page load: the browser's
 * "This site can't be reached" page, and whatever was typed lost, instead of the list's error.
 * Replaced, not pushed: filtering and typing are not a trail of history entries.
 */
export function replaceAddress(pathname: string, query: string) {
  window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
}
