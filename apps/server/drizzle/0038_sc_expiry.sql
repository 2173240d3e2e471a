CREATE TABLE "sc_expiry_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"warned_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"warned_sc" bigint NOT NULL,
	"status" text DEFAULT 'WARNED' NOT NULL,
	"expired_at" timestamp with time zone,
	"expired_sc_unplayed" bigint,
	"expired_sc_redeemable" bigint,
	"expiry_operation_id" bigint,
	"reversal_reason" text,
	"reversal_requested_by_staff_id" integer,
	"reversal_requested_by_email" text,
	"reversal_requested_at" timestamp with time zone,
	"reversed_by_staff_id" integer,
	"reversed_by_email" text,
	"reversed_at" timestamp with time zone,
	"reversal_operation_id" bigint,
	CONSTRAINT "sc_expiry_periods_warned_sc_positive" CHECK ("sc_expiry_periods"."warned_sc" > 0),
	CONSTRAINT "sc_expiry_periods_expired_whole" CHECK (("sc_expiry_periods"."status" = 'WARNED') = ("sc_expiry_periods"."expired_at" is null)
        and ("sc_expiry_periods"."expired_at" is null) = ("sc_expiry_periods"."expiry_operation_id" is null)
        and ("sc_expiry_periods"."expired_at" is null) = ("sc_expiry_periods"."expired_sc_unplayed" is null)
        and ("sc_expiry_periods"."expired_at" is null) = ("sc_expiry_periods"."expired_sc_redeemable" is null)),
	CONSTRAINT "sc_expiry_periods_expired_amounts" CHECK ("sc_expiry_periods"."expired_at" is null or ("sc_expiry_periods"."expired_sc_unplayed" >= 0 and "sc_expiry_periods"."expired_sc_redeemable" >= 0
        and "sc_expiry_periods"."expired_sc_unplayed" + "sc_expiry_periods"."expired_sc_redeemable" > 0)),
	CONSTRAINT "sc_expiry_periods_reversal_asked" CHECK (("sc_expiry_periods"."status" in ('REVERSAL_PENDING', 'REVERSED')) = ("sc_expiry_periods"."reversal_requested_by_staff_id" is not null)
        and ("sc_expiry_periods"."reversal_requested_by_staff_id" is null) = ("sc_expiry_periods"."reversal_reason" is null)
        and ("sc_expiry_periods"."reversal_requested_by_staff_id" is null) = ("sc_expiry_periods"."reversal_requested_by_email" is null)
        and ("sc_expiry_periods"."reversal_requested_by_staff_id" is null) = ("sc_expiry_periods"."reversal_requested_at" is null)),
	CONSTRAINT "sc_expiry_periods_reversed_whole" CHECK (("sc_expiry_periods"."status" = 'REVERSED') = ("sc_expiry_periods"."reversal_operation_id" is not null)
        and ("sc_expiry_periods"."reversal_operation_id" is null) = ("sc_expiry_periods"."reversed_by_staff_id" is null)
        and ("sc_expiry_periods"."reversal_operation_id" is null) = ("sc_expiry_periods"."reversed_by_email" is null)
        and ("sc_expiry_periods"."reversal_operation_id" is null) = ("sc_expiry_periods"."reversed_at" is null)),
	CONSTRAINT "sc_expiry_periods_four_eyes" CHECK ("sc_expiry_periods"."reversed_by_staff_id" is null or "sc_expiry_periods"."reversed_by_staff_id" <> "sc_expiry_periods"."reversal_requested_by_staff_id")
);
--> statement-breakpoint
ALTER TABLE "sc_expiry_periods" ADD CONSTRAINT "sc_expiry_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_expiry_periods" ADD CONSTRAINT "sc_expiry_periods_expiry_operation_id_wallet_operations_id_fk" FOREIGN KEY ("expiry_operation_id") REFERENCES "public"."wallet_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_expiry_periods" ADD CONSTRAINT "sc_expiry_periods_reversal_requested_by_staff_id_staff_members_id_fk" FOREIGN KEY ("reversal_requested_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_expiry_periods" ADD CONSTRAINT "sc_expiry_periods_reversed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("reversed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_expiry_periods" ADD CONSTRAINT "sc_expiry_periods_reversal_operation_id_wallet_operations_id_fk" FOREIGN KEY ("reversal_operation_id") REFERENCES "public"."wallet_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sc_expiry_periods_period_key" ON "sc_expiry_periods" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "sc_expiry_periods_status_idx" ON "sc_expiry_periods" USING btree ("status","expired_at");