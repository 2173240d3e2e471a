CREATE TABLE "jurisdictions" (
	"state_code" text PRIMARY KEY NOT NULL,
	"sweeps_allowed" boolean NOT NULL,
	"min_age" integer NOT NULL,
	"pending_sweeps_allowed" boolean,
	"pending_min_age" integer,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jurisdictions_min_age" CHECK ("jurisdictions"."min_age" in (18, 19, 21)),
	CONSTRAINT "jurisdictions_pending_whole" CHECK (("jurisdictions"."pending_effective_at" is null) = ("jurisdictions"."pending_sweeps_allowed" is null) and ("jurisdictions"."pending_effective_at" is null) = ("jurisdictions"."pending_min_age" is null))
);
--> statement-breakpoint
ALTER TABLE "jurisdictions" ADD CONSTRAINT "jurisdictions_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;