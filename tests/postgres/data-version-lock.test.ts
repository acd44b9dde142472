import { readDataVersion } from "@/lib/server/answers/data-version";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee } from "@/tests/helpers/factories";

// A long transaction that writes to a table the manager lists read (an org re-import: one
// transaction over every employee) no longer holds the data version's row until it ends: a
// manager's save meanwhile goes through at once, and each commit moves the version once.
// (Before, the first write took that row's lock for the whole transaction, and every save waited.)

const t = useTestDatabase();

it("lets other writers commit while a long writer's transaction is still open", async () => {
  const importing = await createEmployee(t.prisma, { name: "Being Imported" });
  const saved = await createEmployee(t.prisma, { name: "Saved Meanwhile" });
  const other = t.openClient();
  try {
    const before = BigInt(await readDataVersion());
    let wrote!: () => void;
    let finish!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const longWriter = t.prisma.$transaction(
      async (tx) => {
        await tx.employee.update({ where: { id: importing.id }, data: { name: "Imported" } });
        wrote();
        await finished;
      },
      { timeout: 30_000 },
    );
    await written;

    // The save waits at most 2 s for a lock: before, it failed here ("lock timeout").
    const started = Date.now();
    await other.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL lock_timeout = '2s'`;
      await tx.employee.update({ where: { id: saved.id }, data: { name: "Saved" } });
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(BigInt(await readDataVersion())).toBe(before + 1n);

    finish();
    await longWriter;
    expect(BigInt(await readDataVersion())).toBe(before + 2n);
    expect(await t.prisma.dataVersionBump.count()).toBe(0);
  } finally {
    await other.close();
  }
});
