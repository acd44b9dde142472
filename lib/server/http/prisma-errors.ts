import "server-only";
import { AppError } from "@/lib/server/errors";

// Prisma's known request errors that a user can cause, mapped once (docs/decisions/0005).
// Anything else stays unexpected (a 500 with no internals).

type PrismaLikeError = { code?: unknown };

const prismaCode = (error: unknown) => (error as PrismaLikeError | null)?.code;

/** A unique constraint refused the write (P2002): usually a concurrent first save. */
export const isUniqueViolation = (error: unknown) => prismaCode(error) === "P2002";

/** The AppError a known Prisma error stands for, or null when it is not one. */
export function fromPrismaError(error: unknown): AppError | null {
  switch (prismaCode(error)) {
    case "P2002":
      return new AppError(409, "This was already saved by another request. Reload and try again.");
    case "P2025":
      return new AppError(404, "Not found.");
    case "P2003":
      return new AppError(409, "Something this refers to no longer exists. Reload and try again.");
    default:
      return null;
  }
}
