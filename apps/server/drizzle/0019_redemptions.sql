CREATE TABLE "redemption_payout_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"redemption_id" integer NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_type" text NOT NULL,
	"account_holder_enc" text,
	"account_number_enc" text,
	"routing_number_enc" text,
	"account_last4" text,
	"bank_fingerprint" text,
	"reason" text,
	"approval_threshold" bigint,
	"first_approved_by_staff_id" integer,
	"first_approved_at" timestamp with time zone,
	"second_approved_by_staff_id" integer,
	"rejected_by_staff_id" integer,
	"approved_at" timestamp with time zone,
	"provider_payout_id" text,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemption_requests_amount_positive" CHECK ("redemption_requests"."amount" > 0),
	CONSTRAINT "redemption_requests_four_eyes" CHECK ("redemption_requests"."second_approved_by_staff_id" is null or "redemption_requests"."second_approved_by_staff_id" <> "redemption_requests"."first_approved_by_staff_id")
);
--> statement-breakpoint
CREATE TABLE "redemption_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"approval_threshold" bigint NOT NULL,
	"min_redeemable_cents" bigint NOT NULL,
	"max_redeemable_cents" bigint NOT NULL,
	"updated_by_staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemption_settings_single_row" CHECK ("redemption_settings"."id" = 1),
	CONSTRAINT "redemption_settings_limits" CHECK ("redemption_settings"."approval_threshold" >= 0 and "redemption_settings"."min_redeemable_cents" > 0 and "redemption_settings"."max_redeemable_cents" >= "redemption_settings"."min_redeemable_cents")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "min_redeemable_cents" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_redeemable_cents" bigint;--> statement-breakpoint
ALTER TABLE "redemption_payout_events" ADD CONSTRAINT "redemption_payout_events_redemption_id_redemption_requests_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemption_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD CONSTRAINT "redemption_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD CONSTRAINT "redemption_requests_first_approved_by_staff_id_staff_members_id_fk" FOREIGN KEY ("first_approved_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD CONSTRAINT "redemption_requests_second_approved_by_staff_id_staff_members_id_fk" FOREIGN KEY ("second_approved_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD CONSTRAINT "redemption_requests_rejected_by_staff_id_staff_members_id_fk" FOREIGN KEY ("rejected_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_settings" ADD CONSTRAINT "redemption_settings_updated_by_staff_id_staff_members_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redemption_requests_one_open" ON "redemption_requests" USING btree ("user_id") WHERE "redemption_requests"."status" in ('PENDING', 'APPROVED', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "redemption_requests_user_idx" ON "redemption_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "redemption_requests_status_idx" ON "redemption_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "redemption_requests_bank_idx" ON "redemption_requests" USING btree ("bank_fingerprint");