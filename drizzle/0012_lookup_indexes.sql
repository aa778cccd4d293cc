-- Issue 13: an index behind each lookup that had none (tests/integration/query-plans.test.ts checks their plans).
CREATE INDEX "bookings_travel_date_idx" ON "bookings" USING btree ("travel_date");--> statement-breakpoint
CREATE INDEX "bookings_tour_idx" ON "bookings" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "password_reset_codes_email_idx" ON "password_reset_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_links_user_idx" ON "password_reset_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tour_packages_days_idx" ON "tour_packages" USING btree ("days");