-- draw results: how many won each division across the whole country, as the lottery operator declared
-- them with the result (national games, decision 0067). Null for results entered without them, raffles
-- and Fairdraw's own lotteries. Hand-written to match packages/db/src/schema/results.ts.
ALTER TABLE "draw_results" ADD COLUMN "national_winners" jsonb;
