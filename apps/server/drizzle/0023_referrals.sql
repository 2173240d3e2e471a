CREATE TABLE "referral_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gc_amount" bigint NOT NULL,
	"sc_amount" bigint NOT NULL,
	"invites" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_monthly_counts" (
	"referrer_id" integer NOT NULL,
	"month" text NOT NULL,
	"earned" integer NOT NULL,
	CONSTRAINT "referral_monthly_counts_referrer_id_month_pk" PRIMARY KEY("referrer_id","month"),
	CONSTRAINT "referral_monthly_counts_earned_check" CHECK ("referral_monthly_counts"."earned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"state" text NOT NULL,
	"refusal_reason" text,
	"gc_amount" bigint DEFAULT 0 NOT NULL,
	"sc_amount" bigint DEFAULT 0 NOT NULL,
	"purchase_reference_id" text NOT NULL,
	"month" text NOT NULL,
	"claim_id" bigint,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "referral_rewards_state_check" CHECK (("referral_rewards"."state" = 'refused') = ("referral_rewards"."refusal_reason" is not null) and ("referral_rewards"."state" = 'claimed') = ("referral_rewards"."claim_id" is not null) and "referral_rewards"."gc_amount" >= 0 and "referral_rewards"."sc_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "bonus_settings" ADD COLUMN "monthly_cap" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_up_ip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_up_device_id" text;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_monthly_counts" ADD CONSTRAINT "referral_monthly_counts_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_claim_id_referral_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."referral_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_invitee_once" ON "referral_rewards" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","state");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by_user_id") WHERE "users"."referred_by_user_id" is not null;--> statement-breakpoint
ALTER TABLE "bonus_settings" ADD CONSTRAINT "bonus_settings_monthly_cap_check" CHECK ("bonus_settings"."monthly_cap" is null or "bonus_settings"."monthly_cap" >= 0);