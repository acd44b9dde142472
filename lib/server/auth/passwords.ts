import "server-only";
import bcrypt from "bcryptjs";

// Hashing runs in the worker pool (lib/server/passwords/hash-pool.ts); the 72-byte limit bcrypt
// imposes is checked by the password schemas (MAX_NEW_PASSWORD_BYTES).
export const BCRYPT_COST = 10;

export function verifyPassword(password: string, hash: string) {
  return bcrypt.compare(password, hash);
}

// A real hash of a random string: comparing against it when the user is unknown makes the
// answer take as long as a wrong password does.
const DUMMY_HASH = "$2b$10$loVj7WBvopXt8sVhuqK.TOWl2EXNmyOyEdCkoNQ9wZpYSifC3xCDy";

export async function burnPasswordCheck(password: string) {
  await bcrypt.compare(password, DUMMY_HASH);
}
