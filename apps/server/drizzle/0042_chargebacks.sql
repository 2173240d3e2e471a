CREATE TABLE "payment_disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purchase_id" bigint NOT NULL,
	"reference_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"opened_event_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_event_id" text,
	"closed_at" timestamp with time zone,
	"purchase_gc" bigint NOT NULL,
	"purchase_sc" bigint NOT NULL,
	"taken_gc" bigint NOT NULL,
	"taken_sc_unplayed" bigint NOT NULL,
	"taken_sc_redeemable" bigint NOT NULL,
	"debt_gc" bigint NOT NULL,
	"debt_sc" bigint NOT NULL,
	"collected_gc" bigint DEFAULT 0 NOT NULL,
	"collected_sc_unplayed" bigint DEFAULT 0 NOT NULL,
	"collected_sc_redeemable" bigint DEFAULT 0 NOT NULL,
	"collections" integer DEFAULT 0 NOT NULL,
	"debt_status" text NOT NULL,
	"debt_closed_by_staff_id" integer,
	"debt_closed_by_email" text,
	"debt_close_reason" text,
	"debt_closed_at" timestamp with time zone,
	"chargeback_operation_id" bigint NOT NULL,
	"reinstate_operation_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_disputes_amounts" CHECK ("payment_disputes"."amount_cents" > 0 and "payment_disputes"."purchase_gc" >= 0 and "payment_disputes"."purchase_sc" >= 0
        and "payment_disputes"."taken_gc" >= 0 and "payment_disputes"."taken_sc_unplayed" >= 0 and "payment_disputes"."taken_sc_redeemable" >= 0
        and "payment_disputes"."debt_gc" >= 0 and "payment_disputes"."debt_sc" >= 0
        and "payment_disputes"."collected_gc" >= 0 and "payment_disputes"."collected_sc_unplayed" >= 0 and "payment_disputes"."collected_sc_redeemable" >= 0),
	CONSTRAINT "payment_disputes_exact" CHECK ("payment_disputes"."taken_gc" + "payment_disputes"."debt_gc" = "payment_disputes"."purchase_gc"
        and "payment_disputes"."taken_sc_unplayed" + "payment_disputes"."taken_sc_redeemable" + "payment_disputes"."debt_sc" = "payment_disputes"."purchase_sc"),
	CONSTRAINT "payment_disputes_collected_within_debt" CHECK ("payment_disputes"."collected_gc" <= "payment_disputes"."debt_gc"
        and "payment_disputes"."collected_sc_unplayed" + "payment_disputes"."collected_sc_redeemable" <= "payment_disputes"."debt_sc"),
	CONSTRAINT "payment_disputes_debt_status" CHECK (("payment_disputes"."debt_status" = 'NONE') = ("payment_disputes"."debt_gc" + "payment_disputes"."debt_sc" = 0)
        and ("payment_disputes"."debt_status" <> 'OPEN' or "payment_disputes"."collected_gc" < "payment_disputes"."debt_gc"
          or "payment_disputes"."collected_sc_unplayed" + "payment_disputes"."collected_sc_redeemable" < "payment_disputes"."debt_sc")
        and ("payment_disputes"."debt_status" <> 'SETTLED' or ("payment_disputes"."collected_gc" = "payment_disputes"."debt_gc"
          and "payment_disputes"."collected_sc_unplayed" + "payment_disputes"."collected_sc_redeemable" = "payment_disputes"."debt_sc"))),
	CONSTRAINT "payment_disputes_closed_whole" CHECK (("payment_disputes"."status" = 'OPEN') = ("payment_disputes"."closed_at" is null)
        and ("payment_disputes"."closed_at" is null) = ("payment_disputes"."closed_event_id" is null)
        and ("payment_disputes"."status" = 'WON') = ("payment_disputes"."reinstate_operation_id" is not null)),
	CONSTRAINT "payment_disputes_debt_closed_whole" CHECK (("payment_disputes"."debt_closed_by_staff_id" is null) = ("payment_disputes"."debt_closed_by_email" is null)
        and ("payment_disputes"."debt_closed_by_staff_id" is null) = ("payment_disputes"."debt_close_reason" is null)
        and ("payment_disputes"."debt_status" <> 'WAIVED' or "payment_disputes"."debt_closed_by_staff_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "dispute" text;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_debt_closed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("debt_closed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_chargeback_operation_id_wallet_operations_id_fk" FOREIGN KEY ("chargeback_operation_id") REFERENCES "public"."wallet_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_reinstate_operation_id_wallet_operations_id_fk" FOREIGN KEY ("reinstate_operation_id") REFERENCES "public"."wallet_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_purchase_key" ON "payment_disputes" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "payment_disputes_status_idx" ON "payment_disputes" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "payment_disputes_user_idx" ON "payment_disputes" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "payment_disputes_open_debt_idx" ON "payment_disputes" USING btree ("user_id") WHERE "payment_disputes"."debt_status" = 'OPEN';--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_dispute_check" CHECK ("sandbox_charges"."dispute" is null or ("sandbox_charges"."dispute" in ('open', 'won', 'lost') and "sandbox_charges"."status" = 'succeeded'));