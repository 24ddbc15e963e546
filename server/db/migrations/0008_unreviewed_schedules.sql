-- Schedules made before scheduled_revision existed name no reviewed revision: they wait for an
-- owner's review (the scheduler holds them, the console shows them as needing it), never
-- publishing whatever draft is newest when their time comes. Revisions count from 1.
UPDATE "entries" SET "scheduled_revision" = 0
  WHERE "publish_at" IS NOT NULL AND "scheduled_revision" IS NULL;
