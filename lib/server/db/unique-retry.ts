import "server-only";
import { isUniqueViolation } from "@/lib/server/http/prisma-errors";

/**
 * Runs a create-or-update write once more when it lost an insert race on a unique key (Prisma
 * P2002): the other request inserted the row first, so the second attempt finds it and updates.
 * Used where one row per key is the rule (one assessment per employee, manager and cycle).
 */
export async function retryOnUniqueViolation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return write();
    throw error;
  }
}
