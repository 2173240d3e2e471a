CREATE TABLE "user_tier_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vip_tier_id" integer NOT NULL,
	"is_bonus_claimed" boolean DEFAULT false NOT NULL,
	"bonus_gc" bigint DEFAULT 0 NOT NULL,
	"bonus_sc" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_tier_history" ADD CONSTRAINT "user_tier_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tier_history" ADD CONSTRAINT "user_tier_history_vip_tier_id_vip_tiers_vip_tier_id_fk" FOREIGN KEY ("vip_tier_id") REFERENCES "public"."vip_tiers"("vip_tier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_tier_history_once" ON "user_tier_history" USING btree ("user_id","vip_tier_id");