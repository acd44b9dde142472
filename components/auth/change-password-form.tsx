"use client";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useHydrated } from "@/hooks/use-hydrated";
import { messageOf } from "@/lib/client/api";
import { submitPasswordChange } from "@/components/auth/submit-password-change";
import { PasswordField } from "@/components/auth/password-field";
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
          <PasswordField
            id="new-password"
            label="New password"
            autoComplete="new-password"
            autoFocus
            error={errors.newPassword?.message}
            hint={`At least ${MIN_NEW_PASSWORD_LENGTH} characters; not a common password and not the one HR sent you.`}
            registration={register("newPassword")}
          />
          <PasswordField
            id="confirm-password"
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            registration={register("confirmPassword")}
          />
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
