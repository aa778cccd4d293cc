CREATE TABLE "tour_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_name" text NOT NULL,
	"destination" text NOT NULL,
	"duration" text NOT NULL,
	"days" integer NOT NULL,
	"price_idr" bigint,
	"image_url" text NOT NULL,
	"image_alt" text NOT NULL,
	"website_link" text NOT NULL,
	"summary" text NOT NULL,
	"places" jsonb NOT NULL,
	"guide_included" boolean DEFAULT false NOT NULL,
	"transport_included" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_packages_package_name_unique" UNIQUE("package_name")
);
--> statement-breakpoint
CREATE INDEX "tour_packages_created_at_idx" ON "tour_packages" USING btree ("created_at");