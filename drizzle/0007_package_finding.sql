ALTER TABLE "tour_packages" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "themes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(package_name, '') || ' ' || coalesce(destination, '') || ' ' || coalesce(region, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(description, '') || ' ' || coalesce(themes::text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "tour_packages_search_idx" ON "tour_packages" USING gin ("search_vector");--> statement-breakpoint
-- The seeded packages get their region and themes; packages an operator added keep the defaults.
UPDATE "tour_packages" SET "region" = 'Bali', "themes" = '["culture", "beaches", "snorkelling", "family"]'::jsonb WHERE "package_name" = 'Bali Highlights: Ubud, Uluwatu & Nusa Penida' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Bali', "themes" = '["nature", "trekking", "culture", "family"]'::jsonb WHERE "package_name" = 'North Bali: Munduk Waterfalls, Lake Bratan & Lovina' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Bali', "themes" = '["honeymoon", "beaches", "culture"]'::jsonb WHERE "package_name" = 'Tailor-Made Bali Honeymoon' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Nusa Tenggara', "themes" = '["beaches", "snorkelling", "diving", "family"]'::jsonb WHERE "package_name" = 'Lombok & the Gili Islands' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Nusa Tenggara', "themes" = '["trekking", "adventure", "volcanoes"]'::jsonb WHERE "package_name" = 'Mount Rinjani Crater Rim & Summit Trek' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Nusa Tenggara', "themes" = '["wildlife", "snorkelling", "diving", "sailing"]'::jsonb WHERE "package_name" = 'Komodo & Labuan Bajo Sailing Trip' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Nusa Tenggara', "themes" = '["culture", "trekking", "volcanoes", "adventure"]'::jsonb WHERE "package_name" = 'Flores Overland: Wae Rebo to Kelimutu' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Java', "themes" = '["culture", "temples", "family", "food"]'::jsonb WHERE "package_name" = 'Yogyakarta Heritage: Borobudur & Prambanan' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Java', "themes" = '["volcanoes", "trekking", "adventure"]'::jsonb WHERE "package_name" = 'Bromo Sunrise & Ijen Blue Fire Trek' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Papua', "themes" = '["diving", "snorkelling", "beaches", "wildlife"]'::jsonb WHERE "package_name" = 'Raja Ampat Island Escape' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Papua', "themes" = '["diving", "sailing", "wildlife", "honeymoon"]'::jsonb WHERE "package_name" = 'Raja Ampat Private Liveaboard Charter' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Sumatra', "themes" = '["culture", "nature", "family"]'::jsonb WHERE "package_name" = 'Lake Toba & Samosir Island' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Sumatra', "themes" = '["wildlife", "trekking", "adventure"]'::jsonb WHERE "package_name" = 'Bukit Lawang Orangutan Jungle Trek' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Sulawesi', "themes" = '["culture", "trekking"]'::jsonb WHERE "package_name" = 'Tana Toraja Highlands & Traditions' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Nusa Tenggara', "themes" = '["culture", "beaches"]'::jsonb WHERE "package_name" = 'Sumba: Traditional Villages & Wild Beaches' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Sumatra', "themes" = '["beaches", "snorkelling", "family"]'::jsonb WHERE "package_name" = 'Belitung Granite Beaches & Island Hopping' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Sulawesi', "themes" = '["diving", "snorkelling", "volcanoes"]'::jsonb WHERE "package_name" = 'Bunaken Dive & Minahasa Highlands' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Sulawesi', "themes" = '["diving", "snorkelling", "culture"]'::jsonb WHERE "package_name" = 'Wakatobi Reefs & Bajau Villages' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Kalimantan', "themes" = '["snorkelling", "diving", "wildlife", "family"]'::jsonb WHERE "package_name" = 'Derawan Islands: Turtles, Mantas & Jellyfish Lake' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Kalimantan', "themes" = '["wildlife", "family", "nature"]'::jsonb WHERE "package_name" = 'Tanjung Puting Klotok River Cruise' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Java', "themes" = '["culture", "city", "food", "family"]'::jsonb WHERE "package_name" = 'Jakarta City & Old Batavia' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Java', "themes" = '["volcanoes", "nature", "family", "food"]'::jsonb WHERE "package_name" = 'Bandung Volcanoes & Tea Hills' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Java', "themes" = '["temples", "volcanoes", "trekking"]'::jsonb WHERE "package_name" = 'Dieng Plateau Sunrise & Ancient Temples' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Maluku', "themes" = '["culture", "snorkelling", "diving"]'::jsonb WHERE "package_name" = 'Banda Islands Spice Route' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Java', "themes" = '["beaches", "snorkelling", "family"]'::jsonb WHERE "package_name" = 'Karimunjawa Island Hopping' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Papua', "themes" = '["culture", "trekking", "adventure"]'::jsonb WHERE "package_name" = 'Baliem Valley Bespoke Expedition' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Sulawesi', "themes" = '["beaches", "snorkelling", "diving"]'::jsonb WHERE "package_name" = 'Togean Islands Slow Travel' AND "region" = '';
--> statement-breakpoint
UPDATE "tour_packages" SET "region" = 'Sumatra', "themes" = '["surfing", "sailing", "adventure"]'::jsonb WHERE "package_name" = 'Mentawai Surf Charter' AND "region" = '';
