"use client";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useHydrated } from "@/hooks/use-hydrated";
import { apiJson, messageOf } from "@/lib/client/api";
import { submitPasswordChange } from "@/components/auth/submit-password-change";
import { ChangePasswordFooter, NewPasswordFields } from "@/components/auth/new-password-fields";
import {
  changePasswordSchema,
  MIN_NEW_PASSWORD_LENGTH,
  type ChangePasswordInput,
} from "@/lib/shared/schemas/passwords";

export function ChangePasswordForm({ name, returnTo = "/" }: { name: string; returnTo?: string }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const { register, handleSubmit, formState, setError } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors } = formState;

  async function onSubmit(values: ChangePasswordInput) {
    const result = await submitPasswordChange(router, {
      // A plain call, not a mutation: this sign-in page has no query client (and no cache to refresh).
      send: () => apiJson("POST", "/api/auth/change-password", values),
      home: returnTo,
      signIn: "/login",
    });
    if (!result.ok)
      // The field gets the focus, so a screen reader reads out the server's reason with it.
      setError(
        "newPassword",
        { message: messageOf(result.error, "The password could not be changed. Please try again.") },
        { shouldFocus: true },
      );
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
          <NewPasswordFields
            autoFocus
            newPassword={{
              registration: register("newPassword", { deps: "confirmPassword" }),
              error: errors.newPassword?.message,
            }}
            confirmPassword={{
              registration: register("confirmPassword"),
              error: errors.confirmPassword?.message,
            }}
            hint={`At least ${MIN_NEW_PASSWORD_LENGTH} characters; not a common password and not the one HR sent you.`}
          />
        </CardContent>
        <ChangePasswordFooter disabled={!hydrated} submitting={formState.isSubmitting} />
      </form>
    </Card>
  );
}
