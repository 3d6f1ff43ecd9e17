-- An entry of many games (a System, PowerHit, PowerPik or boxed entry) can win several divisions in one
-- draw: a winning is now one row per entry and division, with the number of its games that won it and
-- their prize together (decision 0047). Hand-written to match packages/db/src/schema/results.ts.
ALTER TABLE "winnings" ADD COLUMN "games" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "winnings" ADD CONSTRAINT "winnings_games_check" CHECK ("winnings"."games" > 0);
--> statement-breakpoint
ALTER TABLE "winnings" DROP CONSTRAINT "winnings_entry_unique";
--> statement-breakpoint
ALTER TABLE "winnings" ADD CONSTRAINT "winnings_entry_unique" UNIQUE("draw_id","order_id","entry","division");
