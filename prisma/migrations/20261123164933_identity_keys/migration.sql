-- Sign-in identifiers are matched exactly (DESIGN rule 10): each identity gets a normalised key,
-- lower(btrim(...)), that PostgreSQL computes itself (a stored generated column, so every writer,
-- seed, importer and test factory alike, gets it right) and a unique index, and sign-in compares
-- it with `=`. Prisma sees plain nullable columns; the app never writes them.

-- Data that would break the unique keys is reported by value, with the rows that share it, before
-- anything changes: fix those in the HRIS data (or HR accounts) and run the migration again.
DO $$
DECLARE
  problems text;
BEGIN
  SELECT string_agg(line, E'\n' ORDER BY line) INTO problems FROM (
    SELECT format('  HRIS id %L is used by employees %s', lower(btrim("hrisId")),
                  string_agg(format('%s (%s)', "hrisId", "name"), ', ' ORDER BY "id")) AS line
      FROM "Employee" GROUP BY lower(btrim("hrisId")) HAVING count(*) > 1
    UNION ALL
    SELECT format('  email %L is used by employees %s', lower(btrim("email")),
                  string_agg(format('%s (%s)', "hrisId", "name"), ', ' ORDER BY "id"))
      FROM "Employee" GROUP BY lower(btrim("email")) HAVING count(*) > 1
    UNION ALL
    SELECT format('  HR username %L is used by HR accounts %s', lower(btrim("username")),
                  string_agg(format('%s', "username"), ', ' ORDER BY "id"))
      FROM "HrUser" GROUP BY lower(btrim("username")) HAVING count(*) > 1
  ) AS duplicates;
  IF problems IS NOT NULL THEN
    RAISE EXCEPTION E'Duplicate sign-in identifiers (compared trimmed and lower-cased); nothing was changed:\n%\nMake each one unique, then run the migration again.', problems;
  END IF;
END $$;

-- AlterTable
ALTER TABLE "Employee"
  ADD COLUMN "hrisIdKey" VARCHAR(50) GENERATED ALWAYS AS (lower(btrim("hrisId"))) STORED,
  ADD COLUMN "emailKey" VARCHAR(255) GENERATED ALWAYS AS (lower(btrim("email"))) STORED;

-- AlterTable
ALTER TABLE "HrUser"
  ADD COLUMN "usernameKey" VARCHAR(100) GENERATED ALWAYS AS (lower(btrim("username"))) STORED;

-- CreateIndex
CREATE UNIQUE INDEX "Employee_hrisIdKey_key" ON "Employee"("hrisIdKey");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_emailKey_key" ON "Employee"("emailKey");

-- CreateIndex
CREATE UNIQUE INDEX "HrUser_usernameKey_key" ON "HrUser"("usernameKey");

-- The plain email index is now redundant next to the unique key for lookups by exact value, but
-- other queries read "email" directly, so it stays.
