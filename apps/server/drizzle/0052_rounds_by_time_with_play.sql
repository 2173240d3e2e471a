DROP INDEX "game_rounds_user_created_idx";--> statement-breakpoint
CREATE INDEX "game_rounds_user_created_play_idx" ON "game_rounds" USING btree ("user_id","created_at","coin_type","bet","payout");