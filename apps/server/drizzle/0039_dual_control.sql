CREATE TABLE "control_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"summary" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"proposed_by_staff_id" integer NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_staff_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	CONSTRAINT "control_changes_decided_whole" CHECK (("control_changes"."status" = 'PENDING') = ("control_changes"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "control_changes" ADD CONSTRAINT "control_changes_proposed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("proposed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_changes" ADD CONSTRAINT "control_changes_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "control_changes_status_idx" ON "control_changes" USING btree ("status","id");