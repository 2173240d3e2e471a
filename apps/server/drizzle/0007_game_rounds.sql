CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"game_version" text NOT NULL,
	"coin_type" text NOT NULL,
	"bet" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint,
	"status" text NOT NULL,
	"params" jsonb NOT NULL,
	"state" jsonb,
	"outcome" jsonb,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed_id" bigint NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"settled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_settings_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"changed_by_user_id" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_master_casino_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("master_casino_game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_id_game_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."game_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seeds" ADD CONSTRAINT "game_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_settings_audit" ADD CONSTRAINT "game_settings_audit_game_id_games_master_casino_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("master_casino_game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_settings_audit" ADD CONSTRAINT "game_settings_audit_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_one_active_per_game" ON "game_rounds" USING btree ("user_id","game_id") WHERE "game_rounds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "game_rounds_active_idx" ON "game_rounds" USING btree ("updated_at") WHERE "game_rounds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "game_rounds_big_wins_idx" ON "game_rounds" USING btree ("id") WHERE "game_rounds"."payout" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "game_seeds_one_active" ON "game_seeds" USING btree ("user_id") WHERE "game_seeds"."is_active";