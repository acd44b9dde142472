import type { PrismaClient } from "@/generated/prisma/client";
import type { CallOptions } from "@/tests/helpers/http";

// One row per (route file, method): how to call it, and the status each kind of caller gets.
// Feature files (`*.matrix.ts` beside this one) export their rows; access-matrix.test.ts checks
// that every exported handler under app/api has a row and a declared access rule.

export type MatrixWorld = {
  db: PrismaClient;
  /** A manager (with an account) and employees inside and outside their hierarchy. */
  manager: { id: number; hrisId: string; name: string };
  inside: { id: number; hrisId: string; name: string };
  outside: { id: number; hrisId: string; name: string };
  otherManager: { id: number; hrisId: string; name: string };
  /** An employee without reports inside the manager's hierarchy (below `inside`), with an account. */
  employee: { id: number; hrisId: string; name: string };
  hr: { id: number; username: string };
};

export type Caller = "guest" | "managerInside" | "managerOutside" | "hr" | "employee";

export type MatrixRow = {
  /** Route file relative to app/api, e.g. "authorise/[hrisId]". */
  route: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /**
   * Builds the request. `target` is the employee the call is about: `inside` for the guest,
   * managerInside and hr rows, `outside` for managerOutside.
   */
  request: (
    world: MatrixWorld,
    target: MatrixWorld["inside"],
  ) => Promise<{ path: string } & CallOptions> | ({ path: string } & CallOptions);
  /**
   * `employee` (optional): the employee signed in, calling about themself (issue 34's routes, which
   * are every person's own); the other four are required.
   */
  expect: Record<Exclude<Caller, "employee">, number | number[]> & { employee?: number | number[] };
  /**
   * A call a machine makes with a shared secret in `Authorization` (route option `bearerSecret`):
   * a browser never adds that header to a cross-site request, so the wrapper skips the same-origin
   * check and csrf.matrix.ts does not replay it from another site.
   */
  machineCall?: true;
};
