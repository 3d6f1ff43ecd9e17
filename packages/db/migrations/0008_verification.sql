CREATE TABLE "verification_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"details" jsonb,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_attempts_method_check" CHECK (method in ('auto_verification', 'connect_id', 'drivers_licence', 'greenid_ui', 'pdf_form', 'photo_id_upload')),
	CONSTRAINT "verification_attempts_outcome_check" CHECK (outcome in ('passed', 'failed', 'awaiting_review', 'in_review', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"method" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "verification_documents_method_check" CHECK (method in ('photo_id_upload', 'pdf_form')),
	CONSTRAINT "verification_documents_type_check" CHECK (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "verification_documents_size_check" CHECK ("verification_documents"."size_bytes" > 0),
	CONSTRAINT "verification_documents_key_check" CHECK ("verification_documents"."storage_key" ~ '^[0-9a-f]{32}[.](jpg|png|pdf)$')
);
--> statement-breakpoint
ALTER TABLE "verification_attempts" ADD CONSTRAINT "verification_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_attempt_id_verification_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."verification_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_attempts_customer_idx" ON "verification_attempts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "verification_attempts_outcome_idx" ON "verification_attempts" USING btree ("outcome");--> statement-breakpoint
CREATE INDEX "verification_documents_attempt_idx" ON "verification_documents" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "verification_documents_customer_idx" ON "verification_documents" USING btree ("customer_id");