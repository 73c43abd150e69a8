CREATE TABLE "route_forecast_accuracy" (
	"carrier_code" text NOT NULL,
	"origin_iso" text NOT NULL,
	"destination_iso" text NOT NULL,
	"parcels" integer NOT NULL,
	"evaluations" integer NOT NULL,
	"held_80" double precision NOT NULL,
	"held_95" double precision NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_forecast_accuracy_origin_iso_destination_iso_carrier_code_pk" PRIMARY KEY("origin_iso","destination_iso","carrier_code")
);
--> statement-breakpoint
ALTER TABLE "route_stats" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "tracking_codes_demo_idx" ON "tracking_codes" USING btree ("origin_iso","destination_iso","carrier_code","finished_at") WHERE "tracking_codes"."is_demo" and delivery_days is not null and carrier_code is not null and origin_iso is not null and destination_iso is not null;