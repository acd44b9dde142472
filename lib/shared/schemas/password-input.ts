import { z } from "zod";

/**
 * The one normalisation of a typed password, for every form that takes one (sign-in, HR sign-in,
 * re-authentication, choosing a new password): surrounding whitespace is not part of it. Spec 1 §5
 * trims the sign-in password, so a new password must be stored trimmed too or it could never be
 * used.
 */
export const passwordInput = (required: string) => z.string({ error: required }).trim();
