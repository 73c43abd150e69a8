CREATE TABLE "delivery_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"delivered_on" date NOT NULL,
	"browser_key" text NOT NULL,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_scan_gaps" (
	"carrier_code" text NOT NULL,
	"origin_iso" text NOT NULL,
	"destination_iso" text NOT NULL,
	"p90_gap_hours" double precision NOT NULL,
	"gaps" integer NOT NULL,
	"shipments" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_scan_gaps_origin_iso_destination_iso_carrier_code_pk" PRIMARY KEY("origin_iso","destination_iso","carrier_code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_confirmations_code_browser_unique" ON "delivery_confirmations" USING btree ("code","browser_key");--> statement-breakpoint
CREATE INDEX "delivery_confirmations_created_idx" ON "delivery_confirmations" USING btree ("created_at");