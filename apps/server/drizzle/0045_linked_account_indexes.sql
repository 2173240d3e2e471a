CREATE INDEX "sessions_device_idx" ON "sessions" USING btree ("device_id") WHERE "sessions"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_ip_idx" ON "sessions" USING btree ("ip") WHERE "sessions"."ip" is not null;--> statement-breakpoint
CREATE INDEX "purchases_card_last4_idx" ON "purchases" USING btree ("card_last4") WHERE "purchases"."card_last4" is not null;--> statement-breakpoint
CREATE INDEX "users_sign_up_device_idx" ON "users" USING btree ("sign_up_device_id") WHERE "users"."sign_up_device_id" is not null;--> statement-breakpoint
CREATE INDEX "users_sign_up_ip_idx" ON "users" USING btree ("sign_up_ip") WHERE "users"."sign_up_ip" is not null;