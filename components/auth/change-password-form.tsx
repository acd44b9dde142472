"use client";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/hooks/use-hydrated";
import { messageOf } from "@/lib/client/api";
import { submitPasswordChange } from "@/components/auth/submit-password-change";
import {
  changePasswordSchema,
  MIN_NEW_PASSWORD_LENGTH,
  type ChangePasswordInput,
} from "@/lib/shared/schemas/passwords";

export function ChangePasswordForm({ name }: { name: string }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const { register, handleSubmit, formState, setError } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors } = formState;

  async function onSubmit(values: ChangePasswordInput) {
    const result = await submitPasswordChange(router, {
      url: "/api/auth/change-password",
      body: values,
      home: "/",
      signIn: "/login",
    });
    if (!result.ok)
      setError("newPassword", {
        message: messageOf(result.error, "The password could not be changed. Please try again."),
      });
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">
          <h1>Choose a new password</h1>
        </CardTitle>
        <CardDescription>
          Welcome, {name}. You signed in with a password from HR; choose your own before going on.
        </CardDescription>
      </CardHeader>
      <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
        <CardContent className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="new-password">New password</Label>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              autoFocus
              aria-invalid={!!errors.newPassword}
              aria-describedby="new-password-hint"
              {...register("newPassword")}
            />
            <p
              id="new-password-hint"
              className={errors.newPassword ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
            >
              {errors.newPassword?.message ??
                `At least ${MIN_NEW_PASSWORD_LENGTH} characters; not a common password and not the one HR sent you.`}
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="confirm-password">Confirm new password</Label>
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.confirmPassword}
              aria-describedby={errors.confirmPassword ? "confirm-password-error" : undefined}
              {...register("confirmPassword")}
            />
            {errors.confirmPassword && (
              <p id="confirm-password-error" className="text-sm text-destructive">
                {errors.confirmPassword.message}
              </p>
            )}
          </div>
        </CardContent>
        <CardFooter className="mt-6">
          <Button type="submit" className="w-full" disabled={!hydrated || formState.isSubmitting}>
            {formState.isSubmitting ? "Saving..." : "Change Password"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
