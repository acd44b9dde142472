import { route } from "@/lib/server/http/route";
import { signInSettingsSchema } from "@/lib/shared/schemas/sign-in-settings";
import { getPasswordSignInState, setPasswordSignIn } from "@/lib/server/auth/password-sign-in";

// GET /api/hr/sign-in-settings – whether single sign-on is configured and password sign-in is on
export const GET = route({ access: "hr" }, async () => getPasswordSignInState());

// PUT /api/hr/sign-in-settings – HR turns password sign-in for managers and employees on or off (audited)
export const PUT = route(
  { access: "hr", body: signInSettingsSchema, maxBodyBytes: 1024 },
  async ({ session, body, ip }) => setPasswordSignIn(session, body.passwordSignIn, ip),
);
