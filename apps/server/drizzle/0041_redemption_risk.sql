CREATE TABLE "redemption_info_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"redemption_id" integer NOT NULL,
	"question" text NOT NULL,
	"asked_by_staff_id" integer NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redemption_risk_rules" (
	"signal" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"limit" bigint NOT NULL,
	"from_amount" bigint NOT NULL,
	"updated_by_staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemption_risk_rules_values" CHECK ("redemption_risk_rules"."limit" >= 0 and "redemption_risk_rules"."from_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_two_factor_changes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "redemption_requests_one_open";--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD COLUMN "risk" jsonb;--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD COLUMN "risk_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD COLUMN "approved_by_system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "redemption_settings" ADD COLUMN "auto_approval_ceiling" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redemption_info_requests" ADD CONSTRAINT "redemption_info_requests_redemption_id_redemption_requests_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemption_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_info_requests" ADD CONSTRAINT "redemption_info_requests_asked_by_staff_id_staff_members_id_fk" FOREIGN KEY ("asked_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_risk_rules" ADD CONSTRAINT "redemption_risk_rules_updated_by_staff_id_staff_members_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_two_factor_changes" ADD CONSTRAINT "player_two_factor_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemption_info_requests_redemption_idx" ON "redemption_info_requests" USING btree ("redemption_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "redemption_info_requests_one_open" ON "redemption_info_requests" USING btree ("redemption_id") WHERE "redemption_info_requests"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "redemption_requests_status_risk_idx" ON "redemption_requests" USING btree ("status","risk_score","id");--> statement-breakpoint
CREATE INDEX "redemption_requests_approver_idx" ON "redemption_requests" USING btree ("user_id","first_approved_by_staff_id","approved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redemption_requests_one_open" ON "redemption_requests" USING btree ("user_id") WHERE "redemption_requests"."status" in ('PENDING', 'INFO_REQUESTED', 'APPROVED', 'PROCESSING');--> statement-breakpoint
ALTER TABLE "redemption_settings" ADD CONSTRAINT "redemption_settings_ceiling" CHECK ("redemption_settings"."auto_approval_ceiling" is null or "redemption_settings"."auto_approval_ceiling" >= 0);