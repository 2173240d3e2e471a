CREATE TABLE "adjustment_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"threshold" bigint NOT NULL,
	"updated_by_staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjustment_settings_single_row" CHECK ("adjustment_settings"."id" = 1),
	CONSTRAINT "adjustment_settings_threshold_non_negative" CHECK ("adjustment_settings"."threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"comment" text NOT NULL,
	"status" text NOT NULL,
	"threshold" bigint NOT NULL,
	"requested_by_staff_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_staff_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"operation_id" bigint,
	"balance_before" bigint,
	"balance_after" bigint,
	CONSTRAINT "balance_adjustments_amount_positive" CHECK ("balance_adjustments"."amount" > 0),
	CONSTRAINT "balance_adjustments_four_eyes" CHECK ("balance_adjustments"."decided_by_staff_id" is null or "balance_adjustments"."decided_by_staff_id" <> "balance_adjustments"."requested_by_staff_id"),
	CONSTRAINT "balance_adjustments_applied_has_operation" CHECK (("balance_adjustments"."status" = 'APPLIED') = ("balance_adjustments"."operation_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "adjustment_settings" ADD CONSTRAINT "adjustment_settings_updated_by_staff_id_staff_members_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_staff_id_staff_members_id_fk" FOREIGN KEY ("requested_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_operation_id_wallet_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."wallet_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_status_idx" ON "balance_adjustments" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "balance_adjustments_user_idx" ON "balance_adjustments" USING btree ("user_id","requested_at");