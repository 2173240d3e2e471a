CREATE TABLE "stats_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"sign_ups" integer DEFAULT 0 NOT NULL,
	"first_purchases" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"purchase_cents" bigint DEFAULT 0 NOT NULL,
	"gc_wagered" bigint DEFAULT 0 NOT NULL,
	"gc_won" bigint DEFAULT 0 NOT NULL,
	"sc_wagered" bigint DEFAULT 0 NOT NULL,
	"sc_won" bigint DEFAULT 0 NOT NULL,
	"gc_issued_net" bigint DEFAULT 0 NOT NULL,
	"sc_issued_net" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_rollup_gaps" (
	"source" text NOT NULL,
	"from_id" bigint NOT NULL,
	"to_id" bigint NOT NULL,
	"noted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_rollup_gaps_source_from_id_pk" PRIMARY KEY("source","from_id")
);
--> statement-breakpoint
CREATE TABLE "stats_rollup_state" (
	"source" text PRIMARY KEY NOT NULL,
	"watermark" bigint DEFAULT 0 NOT NULL,
	"folded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"event" jsonb NOT NULL,
	"error" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_failures_event_key" ON "payment_webhook_failures" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_webhook_failures_open_idx" ON "payment_webhook_failures" USING btree ("last_failed_at") WHERE "payment_webhook_failures"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");