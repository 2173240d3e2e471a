CREATE TABLE "reconciliation_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"ours_amount_cents" bigint,
	"ours_status" text,
	"theirs_amount_cents" bigint,
	"theirs_status" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"found_by_run_id" bigint NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution_note" text,
	"resolved_by_staff_id" integer,
	"resolved_by_email" text,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reconciliation_cases_kind_sides" CHECK (("reconciliation_cases"."kind" <> 'MISSING_OURS' or "reconciliation_cases"."ours_status" is null)
        and ("reconciliation_cases"."kind" <> 'MISSING_THEIRS' or "reconciliation_cases"."theirs_status" is null)
        and ("reconciliation_cases"."kind" = 'MISSING_THEIRS' or "reconciliation_cases"."theirs_status" is not null)
        and ("reconciliation_cases"."kind" = 'MISSING_OURS' or "reconciliation_cases"."ours_status" is not null)
        and ("reconciliation_cases"."ours_status" is null) = ("reconciliation_cases"."ours_amount_cents" is null)
        and ("reconciliation_cases"."theirs_status" is null) = ("reconciliation_cases"."theirs_amount_cents" is null)),
	CONSTRAINT "reconciliation_cases_resolved_whole" CHECK (("reconciliation_cases"."status" = 'RESOLVED') = ("reconciliation_cases"."resolved_at" is not null)
        and ("reconciliation_cases"."resolved_at" is null) = ("reconciliation_cases"."resolution_note" is null)
        and ("reconciliation_cases"."resolved_at" is null) = ("reconciliation_cases"."resolved_by_staff_id" is null)
        and ("reconciliation_cases"."resolved_at" is null) = ("reconciliation_cases"."resolved_by_email" is null))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"started_by_staff_id" integer,
	"started_by_email" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reconciliation_runs_staff_whole" CHECK (("reconciliation_runs"."started_by_staff_id" is null) = ("reconciliation_runs"."started_by_email" is null))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_cases" ADD CONSTRAINT "reconciliation_cases_found_by_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("found_by_run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_cases" ADD CONSTRAINT "reconciliation_cases_resolved_by_staff_id_staff_members_id_fk" FOREIGN KEY ("resolved_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_started_by_staff_id_staff_members_id_fk" FOREIGN KEY ("started_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_cases_mismatch_key" ON "reconciliation_cases" USING btree ("day","provider","kind","reference");--> statement-breakpoint
CREATE INDEX "reconciliation_cases_status_day_idx" ON "reconciliation_cases" USING btree ("status","day");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs" USING btree ("day","id");