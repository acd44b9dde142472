"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { AlertCircle } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiJson, messageOf } from "@/lib/client/api";
import { announceSession, clearSessionKeys } from "@/lib/client/session-channel";
import type { HrLoginInput } from "@/lib/shared/schemas/auth";
import { SignInFooter } from "@/components/auth/sign-in-footer";
import { useHydrated } from "@/hooks/use-hydrated";

type HrLoginAnswer = { user: { id: number; username: string } };

export function HrLoginForm({
  supportEmail,
  returnTo = "/hr-dashboard",
}: {
  supportEmail: string;
  /** The HR page asked for while signed out (app/(auth)/hr-login/page.tsx), else Password Management. */
  returnTo?: string;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<HrLoginInput>({
    defaultValues: { username: "", password: "" },
  });
  const [username, password] = useWatch({ control, name: ["username", "password"] });
  const hydrated = useHydrated();
  const canSubmit = hydrated && username.trim().length > 0 && password.length > 0;

  async function onSubmit(values: HrLoginInput) {
    if (!values.username.trim() || !values.password) return; // spec 1 §5: does nothing
    setError(null);
    try {
      const { user } = await apiJson<HrLoginAnswer>("POST", "/api/hr/login", values);
      clearSessionKeys();
      announceSession({ type: "signed-in", kind: "hr", id: user.id });
      router.replace(returnTo);
      router.refresh();
    } catch (e) {
      setError(messageOf(e, "Login failed"));
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">
          <h1>Admin</h1>
        </CardTitle>
        <CardDescription>HR administration sign-in</CardDescription>
      </CardHeader>
      <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
        <CardContent className="space-y-4">
          {error && (
            <Alert variant="destructive">
              <AlertCircle className="size-4" aria-hidden />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div className="space-y-2">
            <Label htmlFor="hr-username">Username</Label>
            <Input id="hr-username" autoComplete="username" autoFocus {...register("username")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="hr-password">Password</Label>
            <Input
              id="hr-password"
              type="password"
              autoComplete="current-password"
              {...register("password")}
            />
          </div>
        </CardContent>
        <SignInFooter
          disabled={!canSubmit}
          submitting={formState.isSubmitting}
          other={{ label: "Employee Login", href: "/login" }}
          supportEmail={supportEmail}
        />
      </form>
    </Card>
  );
}
