import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CardFooter } from "@/components/ui/card";
import { PasswordField } from "@/components/auth/password-field";

// What the manager's and HR's change-password forms share: the new password with its rule, its
// confirmation, and the Change Password button.

type Field = { registration: UseFormRegisterReturn; error?: string };

export function NewPasswordFields(props: {
  newPassword: Field;
  confirmPassword: Field;
  hint: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField
        id="new-password"
        label="New password"
        autoComplete="new-password"
        autoFocus={props.autoFocus}
        error={props.newPassword.error}
        hint={props.hint}
        registration={props.newPassword.registration}
      />
      <PasswordField
        id="confirm-password"
        label="Confirm new password"
        autoComplete="new-password"
        error={props.confirmPassword.error}
        registration={props.confirmPassword.registration}
      />
    </>
  );
}

export function ChangePasswordFooter({ disabled, submitting }: { disabled: boolean; submitting: boolean }) {
  return (
    <CardFooter className="mt-6">
      <Button type="submit" className="w-full" disabled={disabled || submitting}>
        {submitting ? "Saving..." : "Change Password"}
      </Button>
    </CardFooter>
  );
}
