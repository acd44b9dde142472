// The CSP provider turns on zod's `jitless` without importing zod (see components/providers/
// csp-nonce.tsx): zod must pick the flag up whichever of the two loads first.

beforeEach(() => {
  jest.resetModules();
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
});

test("zod loaded after the CSP provider runs jitless", async () => {
  await import("@/components/providers/csp-nonce");
  const { config } = await import("zod/v4/core");
  expect(config().jitless).toBe(true);
});

test("zod loaded before the CSP provider runs jitless", async () => {
  const { config } = await import("zod/v4/core");
  expect(config().jitless).toBeUndefined();
  await import("@/components/providers/csp-nonce");
  expect(config().jitless).toBe(true);
});
