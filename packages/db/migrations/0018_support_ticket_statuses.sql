-- Ticket statuses are now open → in_progress → resolved → closed. The former 'answered' (staff had
-- replied, the sender had not confirmed) is work under way: in_progress.
UPDATE "support_tickets" SET "status" = 'in_progress' WHERE "status" = 'answered';--> statement-breakpoint
-- A ticket answered before first_response_at existed: its first response time is unknown, so it stays null.
UPDATE "support_tickets" SET "updated_at" = "created_at" WHERE "updated_at" IS NULL;
