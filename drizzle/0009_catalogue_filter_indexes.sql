CREATE INDEX "tour_packages_region_idx" ON "tour_packages" USING btree ("region");--> statement-breakpoint
CREATE INDEX "tour_packages_themes_idx" ON "tour_packages" USING gin ("themes" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "tour_packages_price_idx" ON "tour_packages" USING btree ("price_idr");