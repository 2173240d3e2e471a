CREATE TABLE "player_login_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_two_factor" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"totp_secret" text NOT NULL,
	"setup_started_at" timestamp with time zone NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_totp_step" integer,
	"recovery_code_hashes" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_login_challenges" ADD CONSTRAINT "player_login_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_two_factor" ADD CONSTRAINT "player_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_login_challenges_user_idx" ON "player_login_challenges" USING btree ("user_id");