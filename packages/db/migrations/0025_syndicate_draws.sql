-- A syndicate plays one draw at a time: its shares are sold per draw, and when that draw's sales close
-- its entries are quick-picked, sealed with the draw's other entries and scored with them (decision
-- 0053). The shares already sold move to the syndicate's next open draw. Hand-written to match
-- packages/db/src/schema/catalogue.ts.
CREATE TABLE "syndicate_draws" (
	"product_offer_key" text NOT NULL,
	"draw_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"shares_sold" integer DEFAULT 0 NOT NULL,
	"games" jsonb,
	"picked_at" timestamp with time zone,
	CONSTRAINT "syndicate_draws_product_offer_key_draw_id_pk" PRIMARY KEY("product_offer_key","draw_id"),
	CONSTRAINT "syndicate_draws_size_check" CHECK ("syndicate_draws"."size" > 0),
	CONSTRAINT "syndicate_draws_shares_check" CHECK ("syndicate_draws"."shares_sold" >= 0 and "syndicate_draws"."shares_sold" <= "syndicate_draws"."size"),
	CONSTRAINT "syndicate_draws_picked_check" CHECK (("syndicate_draws"."games" is null) = ("syndicate_draws"."picked_at" is null))
);
--> statement-breakpoint
ALTER TABLE "syndicate_draws" ADD CONSTRAINT "syndicate_draws_syndicate_fk" FOREIGN KEY ("product_offer_key") REFERENCES "public"."syndicates"("product_offer_key") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "syndicate_draws" ADD CONSTRAINT "syndicate_draws_draw_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "syndicate_draws_draw_idx" ON "syndicate_draws" USING btree ("draw_id");
--> statement-breakpoint
INSERT INTO "syndicate_draws" ("product_offer_key", "draw_id", "size", "shares_sold")
SELECT s."product_offer_key", d."id", s."size", s."shares_sold"
FROM "syndicates" s
JOIN "product_offers" o ON o."key" = s."product_offer_key"
JOIN LATERAL (
	SELECT "id" FROM "draws"
	WHERE "lottery_key" = o."lottery_key" AND "state" = 'DRAW_OPEN'
	ORDER BY "draw_no" LIMIT 1
) d ON true
WHERE s."shares_sold" > 0;
--> statement-breakpoint
ALTER TABLE "syndicates" DROP CONSTRAINT "syndicates_shares_check";
--> statement-breakpoint
ALTER TABLE "syndicates" DROP COLUMN "shares_sold";
