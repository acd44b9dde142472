"use client";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useHydrated } from "@/hooks/use-hydrated";
import { useMutation } from "@tanstack/react-query";
import { ApiError, apiJson, messageOf } from "@/lib/client/api";
import { submitPasswordChange } from "@/components/auth/submit-password-change";
import { PasswordField } from "@/components/auth/password-field";
import { ChangePasswordFooter, NewPasswordFields } from "@/components/auth/new-password-fields";
import { MIN_NEW_PASSWORD_LENGTH } from "@/lib/shared/schemas/passwords";
import { hrChangePasswordSchema, type HrChangePasswordInput } from "@/lib/shared/schemas/hr-password";

// An HR administrator changes their own password: the manager's Choose a new password form, with
// the current password first (an HR session may be hours old).

type Field = keyof HrChangePasswordInput;
const FIELDS: Field[] = ["currentPassword", "newPassword", "confirmPassword"];

/** The field the server's answer names (`issues[0].path`), else the new password. */
function fieldOf(error: unknown): Field {
  const path = error instanceof ApiError ? error.firstIssuePath : undefined;
  return FIELDS.find((f) => f === path) ?? "newPassword";
}

export function HrChangePasswordForm({ name }: { name: string }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const { register, handleSubmit, formState, setError, reset } = useForm<HrChangePasswordInput>({
    resolver: zodResolver(hrChangePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = formState;
  // Nothing cached changes (this session continues, re-issued): the write has nothing to invalidate.
  const { mutateAsync: changePassword } = useMutation({
    mutationFn: (values: HrChangePasswordInput) => apiJson("POST", "/api/hr/change-password", values),
  });

  async function onSubmit(values: HrChangePasswordInput) {
    const result = await submitPasswordChange(router, {
      send: () => changePassword(values),
      home: "/hr-dashboard",
      signIn: "/hr-login",
    });
    if (result.ok) reset();
    else
      // The field gets the focus, so a screen reader reads out the server's reason with it.
      setError(
        fieldOf(result.error),
        { message: messageOf(result.error, "The password could not be changed. Please try again.") },
        { shouldFocus: true },
      );
  }

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">
          <h2>Change your password</h2>
        </CardTitle>
        <CardDescription>
          Signed in as {name}. Your other sessions end when the new password is set.
        </CardDescription>
      </CardHeader>
      <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
        <CardContent className="space-y-4">
          <PasswordField
            id="current-password"
            label="Current password"
            autoComplete="current-password"
            autoFocus
            error={errors.currentPassword?.message}
            registration={register("currentPassword")}
          />
          <NewPasswordFields
            newPassword={{
              registration: register("newPassword", { deps: "confirmPassword" }),
              error: errors.newPassword?.message,
            }}
            confirmPassword={{
              registration: register("confirmPassword"),
              error: errors.confirmPassword?.message,
            }}
            hint={`At least ${MIN_NEW_PASSWORD_LENGTH} characters; not a common password and not your username.`}
          />
        </CardContent>
        <ChangePasswordFooter disabled={!hydrated} submitting={formState.isSubmitting} />
      </form>
    </Card>
  );
}
