-- The email progress poll runs every 2 s while a Send All goes out (hours for 50,000 messages): it
-- found the latest bulk batch by sorting the whole outbox, and counted the batch's statuses from
-- the table. Now the newest rows are read from an index, and the counts from (batchId, status).
-- The employee foreign key (ON DELETE CASCADE) gets its index too.

-- DropIndex
DROP INDEX "EmailOutbox_batchId_idx";

-- CreateIndex
CREATE INDEX "EmailOutbox_createdAt_id_idx" ON "EmailOutbox"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "EmailOutbox_batchId_status_idx" ON "EmailOutbox"("batchId", "status");

-- CreateIndex
CREATE INDEX "EmailOutbox_employeeId_idx" ON "EmailOutbox"("employeeId");
