CREATE TABLE "follow_notifications" (
	"follow_id" uuid NOT NULL,
	"change_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "follow_notifications_follow_id_change_key_pk" PRIMARY KEY("follow_id","change_key")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_code_id" uuid NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"visitor_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_notifications" ADD CONSTRAINT "follow_notifications_follow_id_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."follows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_tracking_code_id_tracking_codes_id_fk" FOREIGN KEY ("tracking_code_id") REFERENCES "public"."tracking_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_code_email_unique" ON "follows" USING btree ("tracking_code_id","email");--> statement-breakpoint
CREATE INDEX "follows_email_idx" ON "follows" USING btree ("email");--> statement-breakpoint
CREATE INDEX "follows_visitor_idx" ON "follows" USING btree ("visitor_key","created_at");--> statement-breakpoint
CREATE INDEX "follows_expires_idx" ON "follows" USING btree ("expires_at") WHERE "follows"."expires_at" is not null;