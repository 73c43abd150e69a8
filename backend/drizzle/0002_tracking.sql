CREATE TABLE "tracking_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"status" text,
	"sub_status" text,
	"failure" text,
	"origin" jsonb,
	"destination" jsonb,
	"created_date" timestamp with time zone,
	"sender" text,
	"recipient" text,
	"weight" double precision,
	"weight_unit" text DEFAULT 'gr' NOT NULL,
	"found_in" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tracked_in" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipment_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"days_in_transit" integer,
	"first_event_at" timestamp with time zone,
	"delivered_date" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_code_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"carrier" text NOT NULL,
	"status" text NOT NULL,
	"sub_status" text NOT NULL,
	"location" jsonb,
	"raw_code" text DEFAULT '' NOT NULL,
	"raw_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_tracking_code_id_tracking_codes_id_fk" FOREIGN KEY ("tracking_code_id") REFERENCES "public"."tracking_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_codes_code_unique" ON "tracking_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tracking_codes_next_check_idx" ON "tracking_codes" USING btree ("next_check_at") WHERE "tracking_codes"."next_check_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_unique" ON "tracking_events" USING btree ("tracking_code_id","occurred_at","description","carrier");--> statement-breakpoint
CREATE INDEX "tracking_events_code_time_idx" ON "tracking_events" USING btree ("tracking_code_id","occurred_at");