"use client";
import { apiRequest } from "@/lib/client/api";
import { announceSession, clearSessionKeys } from "@/lib/client/session-channel";

/**
 * Ends the session for every tab (one shared cookie), clears the spec's keys and goes to /. With
 * `mustReachServer`, a call that fails (the server or its database is down) changes nothing and
 * answers false: the session is still alive on the server and in the cookie, and the person who
 * asked to sign out must not be told otherwise. The timeout warning's sign-out goes on regardless:
 * the server ends an idle session by itself.
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
