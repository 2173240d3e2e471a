CREATE TABLE "player_limits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint NOT NULL,
	"pending_value" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_effective_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_user_id_kind_unit_period_pk" PRIMARY KEY("user_id","kind","unit","period"),
	CONSTRAINT "player_limits_positive" CHECK ("player_limits"."value" > 0 and coalesce("player_limits"."pending_value", 1) > 0),
	CONSTRAINT "player_limits_pending_shape" CHECK (("player_limits"."pending_effective_at" is null and "player_limits"."pending_value" is null and not "player_limits"."pending_removal")
        or ("player_limits"."pending_effective_at" is not null and ("player_limits"."pending_value" is null) = "player_limits"."pending_removal"))
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_user_created_idx" ON "game_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "player_limits" ("user_id", "kind", "unit", "period", "value")
SELECT "user_id", 'purchase', 'USD', p.period, p.value
FROM "responsible_gambling_limits",
  LATERAL (VALUES ('daily', "daily_purchase_limit_cents"), ('weekly', "weekly_purchase_limit_cents"), ('monthly', "monthly_purchase_limit_cents")) AS p(period, value)
WHERE p.value IS NOT NULL;--> statement-breakpoint
DROP TABLE "responsible_gambling_limits" CASCADE;
