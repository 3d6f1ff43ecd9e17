-- Idempotency keys are claimed before the request is checked (decision 0031): a claim carries a token
-- (so only its holder may finish or release it) and the time it was taken (so a claim whose process died
-- can be taken over after a lease), and a finished key keeps a refusal as well as a result. Answers are
-- kept as json, not jsonb, so a replay's body is the first answer byte for byte (jsonb reorders keys).
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" SET DATA TYPE json USING "response"::json;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "refusal" json;
