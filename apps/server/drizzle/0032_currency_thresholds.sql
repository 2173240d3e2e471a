-- Four-eyes thresholds per currency (decision 046): GC has no cash value, SC redeems for dollars.
-- A threshold an admin already set served both coins; it stays the SC one, GC gets its own default
-- (500,000.00 GC, DEFAULT_ADJUSTMENT_THRESHOLDS in contracts).
ALTER TABLE "adjustment_settings" DROP CONSTRAINT "adjustment_settings_threshold_non_negative";--> statement-breakpoint
ALTER TABLE "adjustment_settings" ADD COLUMN "gc_threshold" bigint;--> statement-breakpoint
ALTER TABLE "adjustment_settings" ADD COLUMN "sc_threshold" bigint;--> statement-breakpoint
UPDATE "adjustment_settings" SET "sc_threshold" = "threshold", "gc_threshold" = 50000000;--> statement-breakpoint
ALTER TABLE "adjustment_settings" ALTER COLUMN "gc_threshold" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "adjustment_settings" ALTER COLUMN "sc_threshold" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "adjustment_settings" DROP COLUMN "threshold";--> statement-breakpoint
ALTER TABLE "adjustment_settings" ADD CONSTRAINT "adjustment_settings_thresholds_non_negative" CHECK ("adjustment_settings"."gc_threshold" >= 0 and "adjustment_settings"."sc_threshold" >= 0);
