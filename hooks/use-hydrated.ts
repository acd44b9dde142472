"use client";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has hydrated, then true. A form that carries a secret
 * keeps its submit disabled until then, so a press before the JavaScript runs cannot fall back to a
 * native submission (which would put the password in the URL).
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
