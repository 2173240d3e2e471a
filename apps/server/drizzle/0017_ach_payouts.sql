CREATE TABLE "payout_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_type" text NOT NULL,
	"payout_id" text NOT NULL,
	"provider_payout_id" text NOT NULL,
	"status" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payout_webhook_events_status_check" CHECK ("payout_webhook_events"."status" in ('processing', 'processed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"last4" text NOT NULL,
	"routing_number" text NOT NULL,
	"outcome" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_last4_check" CHECK ("sandbox_payouts"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "sandbox_payouts_amount_check" CHECK ("sandbox_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "payout_webhook_events_payout_idx" ON "payout_webhook_events" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payouts_payout_key" ON "sandbox_payouts" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "sandbox_payouts_next_step_idx" ON "sandbox_payouts" USING btree ("next_step_at") WHERE "sandbox_payouts"."next_step_at" is not null;