CREATE TABLE "route_stats" (
	"carrier_code" text NOT NULL,
	"origin_iso" text NOT NULL,
	"destination_iso" text NOT NULL,
	"period" text NOT NULL,
	"sample_size" integer NOT NULL,
	"delivered_shipments" integer NOT NULL,
	"avg_delivery_time" double precision,
	"median_delivery_time" double precision,
	"p75_delivery_time" double precision,
	"p90_delivery_time" double precision,
	"p95_delivery_time" double precision,
	"days_0_7" integer NOT NULL,
	"days_8_15" integer NOT NULL,
	"days_16_22" integer NOT NULL,
	"days_23_30" integer NOT NULL,
	"days_31_60" integer NOT NULL,
	"days_over_60" integer NOT NULL,
	"returned_or_failed_share" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_stats_origin_iso_destination_iso_carrier_code_period_pk" PRIMARY KEY("origin_iso","destination_iso","carrier_code","period")
);
--> statement-breakpoint
ALTER TABLE "tracking_codes" ADD COLUMN "carrier_code" text;--> statement-breakpoint
ALTER TABLE "tracking_codes" ADD COLUMN "origin_iso" text GENERATED ALWAYS AS (upper(origin->>'countryIso')) STORED;--> statement-breakpoint
ALTER TABLE "tracking_codes" ADD COLUMN "destination_iso" text GENERATED ALWAYS AS (upper(destination->>'countryIso')) STORED;--> statement-breakpoint
ALTER TABLE "tracking_codes" ADD COLUMN "delivery_days" double precision GENERATED ALWAYS AS (extract(epoch from (delivered_date - first_event_at)) / 86400) STORED;--> statement-breakpoint
CREATE INDEX "tracking_codes_route_idx" ON "tracking_codes" USING btree ("origin_iso","destination_iso","carrier_code");