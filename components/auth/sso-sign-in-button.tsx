"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useHydrated } from "@/hooks/use-hydrated";
import { signInWithLabel } from "@/lib/shared/sign-in-texts";

/**
 * Starts the identity provider's sign-in (next-auth's flow); the provider sends the browser back.
 * next-auth's client loads on the click, not with the sign-in page (its first-load budget, ADR 0060).
 */
export function SsoSignInButton({ providerName, returnTo }: { providerName: string; returnTo: string }) {
  const hydrated = useHydrated();
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      const { signIn } = await import("next-auth/react");
      await signIn("oidc", { callbackUrl: returnTo });
    } catch {
      setStarting(false);
      toast({
        title: "Login failed",
        description: `${providerName} could not be reached. Please try again.`,
        variant: "destructive",
      });
    }
  }

  return (
    <Button type="button" className="w-full" disabled={!hydrated || starting} onClick={() => void start()}>
      {starting ? "Redirecting..." : signInWithLabel(providerName)}
    </Button>
  );
}
