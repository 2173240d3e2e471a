CREATE TABLE "amoe_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"received_on" date NOT NULL,
	"postmark_state" text,
	"checks_passed" boolean NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reason_text" text,
	"note" text,
	"amount" bigint,
	"operation_id" bigint,
	"entered_by_staff_id" integer NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amoe_cards_credited_whole" CHECK (("amoe_cards"."status" = 'CREDITED') = ("amoe_cards"."reason" is null) and ("amoe_cards"."status" = 'CREDITED') = ("amoe_cards"."operation_id" is not null) and ("amoe_cards"."status" = 'CREDITED') = ("amoe_cards"."amount" is not null)),
	CONSTRAINT "amoe_cards_amount_positive" CHECK ("amoe_cards"."amount" is null or "amoe_cards"."amount" > 0),
	CONSTRAINT "amoe_cards_credited_checked" CHECK ("amoe_cards"."status" <> 'CREDITED' or "amoe_cards"."checks_passed")
);
--> statement-breakpoint
CREATE TABLE "amoe_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amoe_codes_expiry_after_issue" CHECK ("amoe_codes"."expires_on" >= "amoe_codes"."issued_on")
);
--> statement-breakpoint
ALTER TABLE "amoe_cards" ADD CONSTRAINT "amoe_cards_code_id_amoe_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."amoe_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amoe_cards" ADD CONSTRAINT "amoe_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amoe_cards" ADD CONSTRAINT "amoe_cards_operation_id_wallet_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."wallet_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amoe_cards" ADD CONSTRAINT "amoe_cards_entered_by_staff_id_staff_members_id_fk" FOREIGN KEY ("entered_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amoe_codes" ADD CONSTRAINT "amoe_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amoe_cards_code_use_key" ON "amoe_cards" USING btree ("code_id") WHERE "amoe_cards"."reason" is null or "amoe_cards"."reason" <> 'CODE_ALREADY_USED';--> statement-breakpoint
CREATE INDEX "amoe_cards_entered_idx" ON "amoe_cards" USING btree ("entered_at","id");--> statement-breakpoint
CREATE INDEX "amoe_cards_status_idx" ON "amoe_cards" USING btree ("status","entered_at");--> statement-breakpoint
CREATE INDEX "amoe_cards_user_received_idx" ON "amoe_cards" USING btree ("user_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "amoe_codes_code_key" ON "amoe_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "amoe_codes_user_day_key" ON "amoe_codes" USING btree ("user_id","issued_on");