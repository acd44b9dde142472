import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { pruneStaleTemplates, STALE_TEMPLATE_MS } from "../helpers/test-db-template";

// Template databases of old migrations do not pile up on the test server: whoever builds a new one
// drops the others nobody has used for a day (the last use is kept in the database's comment).

const serverUrl = process.env.TEST_DATABASE_URL;
const tag = randomUUID().replace(/-/g, "").slice(0, 8);
const names = {
  current: `yardstick_template_prune${tag}_current`,
  old: `yardstick_template_prune${tag}_old`,
  recent: `yardstick_template_prune${tag}_recent`,
  unmarked: `yardstick_template_prune${tag}_unmarked`,
};

async function sql(text: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query<{ datname: string }>(text);
  } finally {
    await client.end();
  }
}

const usedAgo = (ms: number) => `'yardstick test template, used ${new Date(Date.now() - ms).toISOString()}'`;

beforeAll(async () => {
  if (!serverUrl) throw new Error("These tests need TEST_DATABASE_URL (a PostgreSQL server).");
  for (const name of Object.values(names)) await sql(`CREATE DATABASE "${name}"`);
  await sql(`COMMENT ON DATABASE "${names.current}" IS ${usedAgo(3 * STALE_TEMPLATE_MS)}`);
  await sql(`COMMENT ON DATABASE "${names.old}" IS ${usedAgo(STALE_TEMPLATE_MS + 60_000)}`);
  await sql(`COMMENT ON DATABASE "${names.recent}" IS ${usedAgo(STALE_TEMPLATE_MS - 60_000)}`);
});

afterAll(async () => {
  for (const name of Object.values(names)) await sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

test("drops the other templates unused for a day (and unmarked ones), keeps the current and the recent", async () => {
  await pruneStaleTemplates(serverUrl!, names.current);

  const { rows } = await sql(
    `SELECT datname FROM pg_database WHERE datname LIKE 'yardstick\\_template\\_prune${tag}\\_%' ORDER BY 1`,
  );
  expect(rows.map((r) => r.datname)).toEqual([names.current, names.recent]);
});
