-- The content service's store (decision 0041): items of the content collections, the files they show,
-- and the translation service's items. Data is jsonb checked by the service against the contract.
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"slug" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"date_published" timestamp with time zone,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_collection_check" CHECK (collection in ('pages', 'blog', 'blog_posts', 'blog_categories', 'theme', 'site_config', 'contact_page')),
	CONSTRAINT "content_items_status_check" CHECK (status in ('published', 'draft', 'archived'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_collection_slug_key" ON "content_items" USING btree ("collection","slug");--> statement-breakpoint
CREATE INDEX "content_items_listing_idx" ON "content_items" USING btree ("collection","status","date_published");--> statement-breakpoint
CREATE TABLE "content_files" (
	"id" text PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"description" text NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_files_type_check" CHECK ("content_files"."content_type" in ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif'))
);--> statement-breakpoint
CREATE TABLE "translation_items" (
	"locale" text NOT NULL,
	"id" text NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_items_locale_id_pk" PRIMARY KEY("locale","id"),
	CONSTRAINT "translation_items_locale_check" CHECK (locale in ('en-AU', 'en-GB')),
	CONSTRAINT "translation_items_type_check" CHECK (type in ('image', 'markdown', 'plain', 'seo', 'json'))
);--> statement-breakpoint
CREATE INDEX "translation_items_category_idx" ON "translation_items" USING btree ("locale","category");
