-- Banks a redemption was paid to are saved for the next one (decision 045): their details as the
-- redemption kept them (encrypted), a blind index so each bank is saved once per player.
ALTER TABLE "funding_sources" ALTER COLUMN "account_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_sources" ADD COLUMN "account_holder_enc" text;--> statement-breakpoint
ALTER TABLE "funding_sources" ADD COLUMN "account_number_enc" text;--> statement-breakpoint
ALTER TABLE "funding_sources" ADD COLUMN "routing_number_enc" text;--> statement-breakpoint
ALTER TABLE "funding_sources" ADD COLUMN "bank_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "funding_sources_one_per_bank" ON "funding_sources" USING btree ("user_id","bank_fingerprint") WHERE "funding_sources"."bank_fingerprint" is not null and "funding_sources"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "funding_sources" ADD CONSTRAINT "funding_sources_payout_details_whole" CHECK (("funding_sources"."account_number_enc" is null) = ("funding_sources"."routing_number_enc" is null) and ("funding_sources"."account_number_enc" is null) = ("funding_sources"."account_holder_enc" is null));