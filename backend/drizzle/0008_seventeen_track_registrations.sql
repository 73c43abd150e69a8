CREATE TABLE "seventeen_track_registrations" (
	"number" text PRIMARY KEY NOT NULL,
	"carrier" integer,
	"registered_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"last_push_at" timestamp with time zone,
	"last_push_digest" text,
	"last_pushed_event_at" timestamp with time zone,
	"quota_error" text,
	"quota_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "seventeen_track_registrations_last_push_idx" ON "seventeen_track_registrations" USING btree ("last_push_at");