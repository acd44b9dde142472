import { z } from "zod";

/** PUT /api/hr/sign-in-settings: HR turns password sign-in for managers and employees on or off. */
export const signInSettingsSchema = z.strictObject({
  passwordSignIn: z.boolean({ error: "passwordSignIn must be true or false" }),
});
export type SignInSettingsInput = z.infer<typeof signInSettingsSchema>;
