"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { apiJson, messageOf } from "@/lib/client/api";
import { signInSettingsQuery, type SignInSettingsAnswer } from "./sign-in-settings-queries";

/**
 * HR's switch for password sign-in of managers and employees (issue 35), shown only when single
 * sign-on is configured. HR's own sign-in never depends on it.
 */
export function PasswordSignInSwitch() {
  const queryClient = useQueryClient();
  const settings = useQuery(signInSettingsQuery());
  const save = useMutation({
    mutationFn: (passwordSignIn: boolean) =>
      apiJson<SignInSettingsAnswer>("PUT", "/api/hr/sign-in-settings", { passwordSignIn }),
    onSuccess: (answer) => {
      queryClient.setQueryData(signInSettingsQuery().queryKey, answer);
      toast({
        title: "Sign-in settings saved",
        description: answer.passwordSignIn
          ? "Managers and employees may sign in with a password."
          : "Managers and employees sign in through single sign-on only.",
      });
    },
    onError: (error) =>
      toast({
        title: "Not saved",
        description: messageOf(error, "Please try again."),
        variant: "destructive",
      }),
  });

  if (!settings.data?.ssoConfigured) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Sign-in</h2>
        </CardTitle>
        <CardDescription>
          Single sign-on is configured. HR administrators always sign in with their own password.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-2">
        <Checkbox
          id="password-sign-in"
          checked={settings.data.passwordSignIn}
          disabled={save.isPending}
          onCheckedChange={(checked) => save.mutate(checked === true)}
        />
        <Label htmlFor="password-sign-in">Allow password sign-in for managers and employees</Label>
      </CardContent>
    </Card>
  );
}
