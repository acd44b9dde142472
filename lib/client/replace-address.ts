"use client";

/**
 * Puts a list's state (filters, search, page) in the address without a server round trip: Next's
 * router takes up history.replaceState, and the list's own query fetches the rows (docs/decisions/0008).
 */
export function replaceAddress(pathname: string, query: string) {
  window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
}
