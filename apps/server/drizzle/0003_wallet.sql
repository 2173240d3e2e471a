CREATE TABLE "bonus_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"claim_day" date NOT NULL,
	"gc_amount" bigint NOT NULL,
	"sc_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_balance_non_negative" CHECK ("wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"reference" text,
	"request_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operation_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"from_account_id" bigint NOT NULL,
	"to_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"from_balance_after" bigint,
	"to_balance_after" bigint,
	"reverses_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_amount_positive" CHECK ("wallet_transfers"."amount" > 0),
	CONSTRAINT "wallet_transfers_distinct_accounts" CHECK ("wallet_transfers"."from_account_id" <> "wallet_transfers"."to_account_id")
);
--> statement-breakpoint
ALTER TABLE "bonus_claims" ADD CONSTRAINT "bonus_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_operations" ADD CONSTRAINT "wallet_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_operation_id_wallet_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."wallet_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_from_account_id_wallet_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_to_account_id_wallet_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_claims_welcome_once" ON "bonus_claims" USING btree ("user_id") WHERE "bonus_claims"."kind" = 'welcome';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_claims_daily_once_per_day" ON "bonus_claims" USING btree ("user_id","claim_day") WHERE "bonus_claims"."kind" = 'daily';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_player_kind_key" ON "wallet_accounts" USING btree ("user_id","kind") WHERE "wallet_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_house_kind_key" ON "wallet_accounts" USING btree ("kind","currency") WHERE "wallet_accounts"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_operations_key" ON "wallet_operations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_operations_user_idx" ON "wallet_operations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_from_idx" ON "wallet_transfers" USING btree ("from_account_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_to_idx" ON "wallet_transfers" USING btree ("to_account_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_operation_idx" ON "wallet_transfers" USING btree ("operation_id");