CREATE TABLE "wallet_playthrough_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"operation_id" bigint NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"required" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_playthrough_multiples" (
	"source" text PRIMARY KEY NOT NULL,
	"multiple_hundredths" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_playthrough_multiples_range" CHECK ("wallet_playthrough_multiples"."multiple_hundredths" between 100 and 5000)
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "playthrough_remaining" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_playthrough_grants" ADD CONSTRAINT "wallet_playthrough_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_playthrough_grants" ADD CONSTRAINT "wallet_playthrough_grants_operation_id_wallet_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."wallet_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_playthrough_grants_user_idx" ON "wallet_playthrough_grants" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_playthrough_non_negative" CHECK ("wallet_accounts"."playthrough_remaining" >= 0);--> statement-breakpoint
-- Every SC already unplayed was credited at 1x: what is left to wager is its balance (decision 053).
UPDATE "wallet_accounts" SET "playthrough_remaining" = "balance" WHERE "kind" = 'SC_UNPLAYED' AND "user_id" IS NOT NULL;--> statement-breakpoint
-- wallet_write_batch (migration 0010) also moves what is left to wager ("playthroughDelta"), and a
-- batch planned on read balances is refused when either moved since.
CREATE OR REPLACE FUNCTION wallet_write_batch(batch json) RETURNS json AS $$
DECLARE
  moved int;
  written int;
  transferred int;
  ids json;
BEGIN
  -- Accounts are locked in id order, as every writer of the ledger locks them.
  PERFORM 1 FROM wallet_accounts
    WHERE id IN (SELECT d.id FROM json_to_recordset(batch->'deltas') AS d(id bigint))
    ORDER BY id FOR UPDATE;
  WITH m AS (
    UPDATE wallet_accounts a SET balance = a.balance + d.delta,
      playthrough_remaining = a.playthrough_remaining + coalesce(d."playthroughDelta", 0)
    FROM json_to_recordset(batch->'deltas')
      AS d(id bigint, delta bigint, before bigint, "playthroughDelta" bigint,
        "playthroughBefore" bigint)
    WHERE a.id = d.id AND a.balance = d.before
      AND a.playthrough_remaining = coalesce(d."playthroughBefore", a.playthrough_remaining)
    RETURNING 1
  )
  SELECT count(*) INTO moved FROM m;
  IF moved <> json_array_length(batch->'deltas') THEN
    RAISE EXCEPTION 'ledger batch: a balance moved since the batch was planned' USING ERRCODE = '40001';
  END IF;
  WITH ops AS (
    INSERT INTO wallet_operations (idempotency_key, user_id, kind, reference, request_hash)
    SELECT o.key, o."userId", o.kind, o.reference, o.hash
    FROM json_to_recordset(batch->'operations')
      AS o(key text, "userId" int, kind text, reference text, hash text)
    ON CONFLICT DO NOTHING
    RETURNING id, idempotency_key
  ), t AS (
    INSERT INTO wallet_transfers (operation_id, kind, currency, from_account_id, to_account_id,
      amount, from_balance_after, to_balance_after)
    SELECT ops.id, t.kind, t.currency, t."fromAccountId", t."toAccountId", t.amount,
      t."fromBalanceAfter", t."toBalanceAfter"
    FROM json_to_recordset(batch->'transfers') AS t(key text, kind text, currency text,
      "fromAccountId" bigint, "toAccountId" bigint, amount bigint, "fromBalanceAfter" bigint,
      "toBalanceAfter" bigint)
    JOIN ops ON ops.idempotency_key = t.key
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM ops), (SELECT count(*) FROM t),
    (SELECT coalesce(json_object_agg(idempotency_key, id), '{}'::json) FROM ops)
  INTO written, transferred, ids;
  IF written <> json_array_length(batch->'operations') THEN
    RAISE EXCEPTION 'ledger batch: an idempotency key was used before' USING ERRCODE = '23505';
  END IF;
  IF transferred <> json_array_length(batch->'transfers') THEN
    RAISE EXCEPTION 'ledger batch: % of % transfers written', transferred,
      json_array_length(batch->'transfers') USING ERRCODE = 'P0001';
  END IF;
  RETURN ids;
END;
$$ LANGUAGE plpgsql;
