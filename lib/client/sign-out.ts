"use client";
import { apiRequest } from "@/lib/client/api";
import { announceSession, clearSessionKeys } from "@/lib/client/session-channel";

/**
 * Ends the session for every tab, clears the spec's keys and goes to /. With `mustReachServer`, a
 * call that cannot reach the server changes nothing and answers false (docs/decisions/0002).
 */
export async function signOut({ mustReachServer = false } = {}): Promise<boolean> {
  const reached = await apiRequest("POST", "/api/auth/logout").then(
    () => true,
    () => false,
  );
  if (!reached && mustReachServer) return false;
  clearSessionKeys();
  announceSession({ type: "signed-out" });
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load, so nothing of the old session survives in memory
  window.location.assign("/");
  return true;
}
