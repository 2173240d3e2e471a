CREATE TABLE "player_limit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"period" text NOT NULL,
	"action" text NOT NULL,
	"old_value" bigint,
	"new_value" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_limit_events" ADD CONSTRAINT "player_limit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limit_events_user_idx" ON "player_limit_events" USING btree ("user_id","id");