import { queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";

// HR's sign-in settings (issue 35): whether single sign-on is configured and password sign-in on.

export type SignInSettingsAnswer = { ssoConfigured: boolean; passwordSignIn: boolean };

export const signInSettingsQuery = () =>
  queryOptions({
    queryKey: ["hr", "sign-in-settings"],
    queryFn: getJson<SignInSettingsAnswer>("/api/hr/sign-in-settings"),
  });
