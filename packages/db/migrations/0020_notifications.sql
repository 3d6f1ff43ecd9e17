-- The notifications feed: content cards and who has viewed them (decision 0042).
-- Hand-written to match packages/db/src/schema/notifications.ts.
CREATE TABLE "content_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link_path" text,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "content_cards_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "content_cards_category_check" CHECK (category in ('results', 'prize', 'promotion', 'account'))
);
--> statement-breakpoint
CREATE TABLE "content_card_views" (
	"card_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_card_views_card_id_customer_id_pk" PRIMARY KEY("card_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "content_cards" ADD CONSTRAINT "content_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_card_views" ADD CONSTRAINT "content_card_views_card_id_content_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."content_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_card_views" ADD CONSTRAINT "content_card_views_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_cards_customer_created_idx" ON "content_cards" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "content_card_views_customer_idx" ON "content_card_views" USING btree ("customer_id");
