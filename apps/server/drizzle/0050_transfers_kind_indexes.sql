-- A player's transfers of one kind, newest first: the transactions list's type filter (decision 066).
-- Partial: bets and wins, most rows and written by every round, stay in the id indexes only.
CREATE INDEX "wallet_transfers_from_kind_idx" ON "wallet_transfers" USING btree ("from_account_id","kind","id") WHERE "wallet_transfers"."kind" not in ('bet', 'win');--> statement-breakpoint
CREATE INDEX "wallet_transfers_to_kind_idx" ON "wallet_transfers" USING btree ("to_account_id","kind","id") WHERE "wallet_transfers"."kind" not in ('bet', 'win');