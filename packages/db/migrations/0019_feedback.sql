-- Feedback left with the feedback widget (docs/decisions/0040-cookie-consent-and-feedback.md).
-- Hand-written to match packages/db/src/schema/feedback.ts.
CREATE TABLE "feedback_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"email" text,
	"source" text NOT NULL,
	"variant" text,
	"client_information" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_entries_rating_check" CHECK ("feedback_entries"."rating" in (-1, 0, 1))
);
--> statement-breakpoint
CREATE INDEX "feedback_entries_received_idx" ON "feedback_entries" USING btree ("received_at");
