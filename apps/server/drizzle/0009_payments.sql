CREATE TABLE "funding_sources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_type" text NOT NULL,
	"last4" text NOT NULL,
	"routing_last4" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "funding_sources_last4_check" CHECK ("funding_sources"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_purchase_at" timestamp with time zone,
	"first_purchase_reference_id" text,
	"bank_purchase_disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"first_purchase_bonus_percent" integer NOT NULL,
	"daily_purchase_limit_cents" bigint NOT NULL,
	"maximum_purchase_cents" bigint NOT NULL,
	"bank_purchases_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_single_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_values_check" CHECK ("payment_settings"."first_purchase_bonus_percent" between 0 and 1000 and "payment_settings"."daily_purchase_limit_cents" > 0 and "payment_settings"."maximum_purchase_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"base_gc" bigint NOT NULL,
	"base_sc" bigint NOT NULL,
	"first_purchase_percent" integer DEFAULT 0 NOT NULL,
	"vip_boost_percent" integer DEFAULT 0 NOT NULL,
	"credited_gc" bigint,
	"credited_sc" bigint,
	"payment_token" text NOT NULL,
	"save_for_future" boolean DEFAULT false NOT NULL,
	"provider_transaction_id" text,
	"card_brand" text,
	"card_last4" text,
	"failure_reason" text,
	"refund_shortfall_gc" bigint,
	"refund_shortfall_sc" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "purchases_amount_check" CHECK ("purchases"."amount_cents" > 0),
	CONSTRAINT "purchases_coins_check" CHECK ("purchases"."base_gc" >= 0 and "purchases"."base_sc" >= 0 and coalesce("purchases"."credited_gc", 0) >= 0 and coalesce("purchases"."credited_sc", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_information_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "saved_cards_last4_check" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "responsible_gambling_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_purchase_limit_cents" bigint,
	"weekly_purchase_limit_cents" bigint,
	"monthly_purchase_limit_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_gambling_limits_positive" CHECK (coalesce("responsible_gambling_limits"."daily_purchase_limit_cents", 1) > 0 and coalesce("responsible_gambling_limits"."weekly_purchase_limit_cents", 1) > 0 and coalesce("responsible_gambling_limits"."monthly_purchase_limit_cents", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_accounts" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"routing_number" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_tokens_last4_check" CHECK ("sandbox_card_tokens"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"card_token" text,
	"bank_token" text,
	"form_token" text,
	"callback_url" text,
	"failure_reason" text,
	"settle_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funding_sources" ADD CONSTRAINT "funding_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_package_id_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("package_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gambling_limits" ADD CONSTRAINT "responsible_gambling_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funding_sources_source_key" ON "funding_sources" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_sources_one_primary" ON "funding_sources" USING btree ("user_id") WHERE "funding_sources"."is_primary" and "funding_sources"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_reference_idx" ON "payment_events" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_reference_key" ON "purchases" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "purchases_user_created_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_public_key" ON "saved_cards" USING btree ("payment_information_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_token_key" ON "saved_cards" USING btree ("user_id","provider","provider_token") WHERE "saved_cards"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_provider_reference_key" ON "sandbox_charges" USING btree ("provider","reference_id");--> statement-breakpoint
CREATE INDEX "sandbox_charges_settle_idx" ON "sandbox_charges" USING btree ("settle_at") WHERE "sandbox_charges"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_webhook_outbox_event_key" ON "sandbox_webhook_outbox" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_outbox_due_idx" ON "sandbox_webhook_outbox" USING btree ("next_attempt_at") WHERE "sandbox_webhook_outbox"."delivered_at" is null;