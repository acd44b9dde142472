import { handleNextAuth } from "@/lib/server/auth/sso/next-auth-route";

// GET, POST /api/auth/… – next-auth's provider flow (CSRF token, sign-in start, the provider's
// callback); 404 when single sign-on is not configured. Public: it is how one signs in. next-auth
// reads the address and the form itself, so there are no schemas to declare.
const declared = { access: "public", schemas: {} } as const;
export const GET = Object.assign(handleNextAuth, declared);
export const POST = Object.assign(handleNextAuth, declared);
