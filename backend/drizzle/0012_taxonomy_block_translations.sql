ALTER TABLE "taxonomy" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;