-- At most one review cycle is current (docs/decisions/0006). Prisma's schema cannot express a
-- partial index, so it lives here only. Any extra current rows are unmarked first, keeping the
-- newest, which is the one the application already treated as current.
UPDATE "ReviewCycle" SET "isCurrent" = false
WHERE "isCurrent" AND id <> (SELECT max(id) FROM "ReviewCycle" WHERE "isCurrent");

CREATE UNIQUE INDEX "ReviewCycle_one_current" ON "ReviewCycle" ("isCurrent") WHERE "isCurrent";
