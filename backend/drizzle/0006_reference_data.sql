CREATE TABLE "carrier_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"clear_url" text NOT NULL,
	"shipping_time" text DEFAULT '' NOT NULL,
	"tracking_service" text DEFAULT '' NOT NULL,
	"tracking_number_example" text DEFAULT '' NOT NULL,
	"international_service" boolean DEFAULT false NOT NULL,
	"cargo_types" jsonb DEFAULT '{"general":true,"special":false}'::jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'express' NOT NULL,
	"country_iso" text,
	"s10_country_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo" jsonb,
	"logo_meta" jsonb,
	"picture" text,
	"prev_description" text,
	"phone" text,
	"email" text,
	"homepage" text,
	"url" text,
	"highlighted" boolean DEFAULT false NOT NULL,
	"api_connected" boolean DEFAULT false NOT NULL,
	"fba_programm" boolean DEFAULT false NOT NULL,
	"international_service" boolean DEFAULT false NOT NULL,
	"hide_default_content" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"service_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq_module_array" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"openai_previous_response_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sys_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sys_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"parent_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"sub_categories_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_record_tags" (
	"content_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "content_record_tags_content_id_tag_id_pk" PRIMARY KEY("content_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "content_record_taxonomy" (
	"content_id" uuid NOT NULL,
	"taxonomy_id" uuid NOT NULL,
	CONSTRAINT "content_record_taxonomy_content_id_taxonomy_id_pk" PRIMARY KEY("content_id","taxonomy_id")
);
--> statement-breakpoint
CREATE TABLE "content_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type_id" uuid NOT NULL,
	"title" text NOT NULL,
	"seo_url" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"main_image" text,
	"show_on_front" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"show_on_menu" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translated" jsonb DEFAULT '{"title":[],"content":[]}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sys_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"view_config" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"system_name" text NOT NULL,
	"logo" text,
	"homepage" text,
	"type" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"param" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_console_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"ctr" double precision DEFAULT 0 NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keyword" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serp_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_ledger" (
	"dataset" text NOT NULL,
	"key" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_ledger_dataset_key_pk" PRIMARY KEY("dataset","key")
);
--> statement-breakpoint
ALTER TABLE "carrier_services" ADD CONSTRAINT "carrier_services_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy" ADD CONSTRAINT "taxonomy_parent_id_taxonomy_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."taxonomy"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_record_tags" ADD CONSTRAINT "content_record_tags_content_id_content_records_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_record_tags" ADD CONSTRAINT "content_record_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_record_taxonomy" ADD CONSTRAINT "content_record_taxonomy_content_id_content_records_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_record_taxonomy" ADD CONSTRAINT "content_record_taxonomy_taxonomy_id_taxonomy_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."taxonomy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_records" ADD CONSTRAINT "content_records_content_type_id_content_types_id_fk" FOREIGN KEY ("content_type_id") REFERENCES "public"."content_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_services_clear_url_unique" ON "carrier_services" USING btree ("clear_url");--> statement-breakpoint
CREATE INDEX "carrier_services_carrier_idx" ON "carrier_services" USING btree ("carrier_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_code_unique" ON "carriers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "carriers_name_idx" ON "carriers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "carriers_country_idx" ON "carriers" USING btree ("country_iso");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_sys_name_unique" ON "tags" USING btree ("sys_name");--> statement-breakpoint
CREATE UNIQUE INDEX "taxonomy_sys_name_unique" ON "taxonomy" USING btree ("sys_name");--> statement-breakpoint
CREATE INDEX "taxonomy_parent_idx" ON "taxonomy" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_blocks_type_idx" ON "content_blocks" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "content_record_tags_tag_idx" ON "content_record_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "content_record_taxonomy_taxonomy_idx" ON "content_record_taxonomy" USING btree ("taxonomy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_records_type_seo_url_unique" ON "content_records" USING btree ("content_type_id","seo_url");--> statement-breakpoint
CREATE INDEX "content_records_published_idx" ON "content_records" USING btree ("published","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_types_sys_name_unique" ON "content_types" USING btree ("sys_name");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_system_name_unique" ON "shops" USING btree ("system_name");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_name_unique" ON "settings" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "search_console_rows_unique" ON "search_console_rows" USING btree ("date","query","page");--> statement-breakpoint
CREATE INDEX "search_console_rows_query_idx" ON "search_console_rows" USING btree ("query");--> statement-breakpoint
CREATE UNIQUE INDEX "search_keywords_keyword_unique" ON "search_keywords" USING btree (lower("keyword"));--> statement-breakpoint
CREATE UNIQUE INDEX "serp_keywords_keyword_unique" ON "serp_keywords" USING btree (lower("keyword"));--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");