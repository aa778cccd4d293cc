-- Issue 13: the back office's contains-searches (a part of a reference, a name, an e-mail, a username) read
-- trigram indexes instead of every row. pg_trgm ships with PostgreSQL and is a trusted extension (PostgreSQL 13+):
-- the database's owner may create it; PGlite loads it in app/db/pglite-extensions.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bookings_reference_trgm_idx" ON "bookings" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_full_name_trgm_idx" ON "bookings" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_email_trgm_idx" ON "bookings" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_key_trgm_idx" ON "users" USING gin ("username_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);