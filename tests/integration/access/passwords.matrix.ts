import type { MatrixRow, MatrixWorld } from "./matrix-types";

// Password Management and login emails (spec 1 §7). HR's answers prove the access rule let the call
// through without rotating the matrix world's passwords: bulk regeneration and generation are made
// to meet their 409 rules, and no mail transport is configured (503).

const HR_ONLY = { guest: 401, managerInside: 403, managerOutside: 403 } as const;

async function withoutGeneration({ db }: MatrixWorld) {
  await db.passwordGeneration.deleteMany();
}

async function withGeneration({ db, hr }: MatrixWorld) {
  if (await db.passwordGeneration.findUnique({ where: { id: 1 } })) return;
  const job = await db.passwordJob.create({
    data: { kind: "Generate", status: "Completed", createdBy: hr.id },
  });
  await db.passwordGeneration.create({ data: { id: 1, generated: true, generatedBy: hr.id, jobId: job.id } });
}

export const rows: MatrixRow[] = [
  {
    route: "hr/passwords-status",
    method: "GET",
    request: () => ({ path: "/api/hr/passwords-status" }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/passwords",
    method: "GET",
    request: () => ({ path: "/api/hr/passwords" }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/passwords-csv",
    method: "GET",
    request: () => ({ path: "/api/hr/passwords-csv" }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/passwords-xlsx",
    method: "GET",
    request: () => ({ path: "/api/hr/passwords-xlsx" }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/email-status",
    method: "GET",
    request: () => ({ path: "/api/hr/email-status" }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/generation-progress",
    method: "GET",
    request: () => ({ path: "/api/hr/generation-progress" }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/email-progress",
    method: "GET",
    request: () => ({ path: "/api/hr/email-progress" }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/bulkRegeneratePasswords",
    method: "POST",
    request: async (world) => {
      await withoutGeneration(world);
      return { path: "/api/hr/bulkRegeneratePasswords", method: "POST" };
    },
    expect: { ...HR_ONLY, hr: 409 },
  },
  {
    route: "hr/generate-passwords",
    method: "POST",
    request: async (world) => {
      await withGeneration(world);
      return { path: "/api/hr/generate-passwords", method: "POST", body: { hrUserId: world.hr.id } };
    },
    expect: { ...HR_ONLY, hr: 409 },
  },
  {
    route: "hr/generate-missing-passwords",
    method: "POST",
    request: async (world) => {
      await withoutGeneration(world);
      return { path: "/api/hr/generate-missing-passwords", method: "POST" };
    },
    expect: { ...HR_ONLY, hr: 409 },
  },
  {
    route: "hr/regeneratePassword",
    method: "POST",
    request: (_w, target) => ({ path: "/api/hr/regeneratePassword", body: { employeeId: target.hrisId } }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/send-email",
    method: "POST",
    request: (_w, target) => ({ path: "/api/hr/send-email", body: { hrisId: target.hrisId } }),
    expect: { ...HR_ONLY, hr: 503 },
  },
  {
    route: "hr/send-all-emails",
    method: "POST",
    request: () => ({ path: "/api/hr/send-all-emails", method: "POST" }),
    expect: { ...HR_ONLY, hr: 503 },
  },
  {
    route: "hr/reauth",
    method: "POST",
    request: () => ({ path: "/api/hr/reauth", body: { password: "hr-password-123" } }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "auth/change-password",
    method: "POST",
    request: () => ({
      path: "/api/auth/change-password",
      body: { newPassword: "short", confirmPassword: "short" },
    }),
    expect: { guest: 401, managerInside: 400, managerOutside: 400, hr: 403 },
  },
];
