"use client";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { CardFooter } from "@/components/ui/card";
import { SupportLine } from "@/components/auth/support-line";

/** Both sign-in cards end alike: Sign In, the way to the other sign-in screen, and whom to ask. */
export function SignInFooter({
  disabled,
  submitting,
  other,
  supportEmail,
}: {
  disabled: boolean;
  submitting: boolean;
  other: { label: string; href: string };
  supportEmail: string;
}) {
  const router = useRouter();
  return (
    <CardFooter className="mt-6 flex flex-col gap-3">
      <Button type="submit" className="w-full" disabled={disabled || submitting}>
        {submitting ? "Signing in..." : "Sign In"}
      </Button>
      <Button type="button" variant="outline" className="w-full" onClick={() => router.push(other.href)}>
        {other.label}
      </Button>
      <SupportLine email={supportEmail} />
    </CardFooter>
  );
}
