import bcrypt from "bcryptjs";

export const BCRYPT_COST = 10;
/** bcrypt reads only 72 bytes: a longer password would be silently truncated, so it is refused. */
export const MAX_PASSWORD_BYTES = 72;

export function hashPassword(password: string) {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string) {
  return bcrypt.compare(password, hash);
}

// A real hash of a random string: comparing against it when the user is unknown makes the
// answer take as long as a wrong password does.
const DUMMY_HASH = "$2b$10$loVj7WBvopXt8sVhuqK.TOWl2EXNmyOyEdCkoNQ9wZpYSifC3xCDy";

export async function burnPasswordCheck(password: string) {
  await bcrypt.compare(password, DUMMY_HASH);
}
