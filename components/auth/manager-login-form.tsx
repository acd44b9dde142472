"use client";
import { isHrReturnPath, withReturnPath } from "@/lib/shared/routes";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { apiJson, messageOf } from "@/lib/client/api";
import { announceSession, clearSessionKeys } from "@/lib/client/session-channel";
import type { ManagerLoginInput } from "@/lib/shared/schemas/auth";
import { SignInFooter } from "@/components/auth/sign-in-footer";
import { useHydrated } from "@/hooks/use-hydrated";

// The sign-in schema (and with it zod, 30 KB gzipped) loads when the form is first used, not with
// the page: the login is every user's first page. The same schema checks the call on the server.
const loadSchema = () => import("@/lib/shared/schemas/auth").then((m) => m.managerLoginSchema);

type LoginAnswer = {
  user: { mustChangePassword?: boolean };
  manager: { id: number; name: string; hrisId: string };
};

export function ManagerLoginForm({
  supportEmail,
  returnTo = "/",
}: {
  supportEmail: string;
  returnTo?: string;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const { register, handleSubmit, formState, setError } = useForm<ManagerLoginInput>({
    defaultValues: { email: "", password: "" },
  });

  async function onSubmit(values: ManagerLoginInput) {
    const parsed = (await loadSchema()).safeParse(values);
    if (!parsed.success) {
      if (parsed.error.issues.some((i) => i.path[0] === "password")) {
        toast({
          title: "Password required",
          description: "Please enter your password",
          variant: "destructive",
        });
      }
      const emailIssue = parsed.error.issues.find((i) => i.path[0] === "email");
      if (emailIssue) setError("email", { message: emailIssue.message });
      return;
    }
    try {
      const { user, manager } = await apiJson<LoginAnswer>("POST", "/api/auth/login", parsed.data);
      clearSessionKeys();
      announceSession({ type: "signed-in", kind: "manager", id: manager.id });
      toast({ title: "Login successful", description: `Welcome, ${manager.name}` });
      // A distributed password must be replaced before going on.
      // (and the page asked for still follows it)
      router.replace(user.mustChangePassword ? withReturnPath("/change-password", returnTo) : returnTo);
      router.refresh();
    } catch (error) {
      toast({
        title: "Login failed",
        description: messageOf(error, "Invalid credentials"),
        variant: "destructive",
      });
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">
          <h1>Performance Review Process</h1>
        </CardTitle>
        <CardDescription>Sign in with your email or HRIS ID to review your team.</CardDescription>
      </CardHeader>
      <form method="post" onSubmit={handleSubmit(onSubmit)} onFocus={() => void loadSchema()} noValidate>
        <CardContent className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="login-email">Email or HRIS ID</Label>
            <Input
              id="login-email"
              autoComplete="username"
              autoFocus
              aria-invalid={!!formState.errors.email}
              aria-describedby={formState.errors.email ? "login-email-error" : undefined}
              {...register("email")}
            />
            {formState.errors.email && (
              <p id="login-email-error" className="text-sm text-destructive">
                {formState.errors.email.message}
              </p>
            )}
          </div>
          <div className="space-y-2">
            <Label htmlFor="login-password">Manager Password</Label>
            <Input
              id="login-password"
              type="password"
              autoComplete="current-password"
              {...register("password")}
            />
          </div>
        </CardContent>
        <SignInFooter
          disabled={!hydrated}
          submitting={formState.isSubmitting}
          other={{
            label: "HR Administration",
            // An HR page asked for while signed out is where HR's sign-in goes on to.
            href: withReturnPath("/hr-login", isHrReturnPath(returnTo) ? returnTo : null),
          }}
          supportEmail={supportEmail}
        />
      </form>
    </Card>
  );
}
