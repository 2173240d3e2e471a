CREATE TABLE "rakeback_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wagered_from" bigint NOT NULL,
	"wagered_to" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rakeback_claims_amounts_check" CHECK ("rakeback_claims"."wagered_to" > "rakeback_claims"."wagered_from" and "rakeback_claims"."amount" > 0 and "rakeback_claims"."rate_bps" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_rakeback" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"wagered_rewarded" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_rakeback_wagered_check" CHECK ("user_rakeback"."wagered_rewarded" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rakeback_claims" ADD CONSTRAINT "rakeback_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rakeback" ADD CONSTRAINT "user_rakeback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rakeback_claims_once" ON "rakeback_claims" USING btree ("user_id","wagered_to");