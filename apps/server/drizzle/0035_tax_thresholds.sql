CREATE TABLE "tax_thresholds" (
	"tax_year" integer PRIMARY KEY NOT NULL,
	"threshold_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" integer,
	CONSTRAINT "tax_thresholds_year" CHECK ("tax_thresholds"."tax_year" between 2000 and 2100),
	CONSTRAINT "tax_thresholds_positive" CHECK ("tax_thresholds"."threshold_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "tax_thresholds" ADD CONSTRAINT "tax_thresholds_updated_by_staff_id_staff_members_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;