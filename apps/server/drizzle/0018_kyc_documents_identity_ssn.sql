CREATE TABLE "identity_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reference_id" text NOT NULL,
	"session_id" text NOT NULL,
	"status" text,
	"outcome" text,
	"verdict_event_id" text,
	"reviewed_by" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"document_label_id" integer NOT NULL,
	"document_name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_status_check" CHECK ("kyc_documents"."status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "user_ssns" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ciphertext" text NOT NULL,
	"blind_index" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_ssns_last4_check" CHECK ("user_ssns"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "sandbox_identity_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_document_label_id_kyc_document_labels_document_label_id_fk" FOREIGN KEY ("document_label_id") REFERENCES "public"."kyc_document_labels"("document_label_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ssns" ADD CONSTRAINT "user_ssns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_reference_key" ON "identity_checks" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_verdict_event_key" ON "identity_checks" USING btree ("verdict_event_id");--> statement-breakpoint
CREATE INDEX "identity_checks_user_idx" ON "identity_checks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "identity_checks_status_idx" ON "identity_checks" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_one_pending_key" ON "kyc_documents" USING btree ("user_id","document_label_id") WHERE "kyc_documents"."status" = 0;--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","document_label_id","id");--> statement-breakpoint
CREATE INDEX "kyc_documents_status_idx" ON "kyc_documents" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_ssns_blind_index_key" ON "user_ssns" USING btree ("blind_index");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_identity_sessions_reference_key" ON "sandbox_identity_sessions" USING btree ("reference_id");