-- The writes of a batch of game rounds as two functions, one per module (decision 015), so that
-- one statement (`select games_record_rounds($1), wallet_write_batch($2)`) writes a whole batch
-- atomically: either every row of it or, when a guard fails, none. Each takes its batch as JSON.
--
-- wallet_write_batch: the operations (a key used before fails the batch), each player account's
-- net change while it still holds the balance the batch was planned on, and the transfers.
-- Answers the operation ids by idempotency key.
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
    UPDATE wallet_accounts a SET balance = a.balance + d.delta
    FROM json_to_recordset(batch->'deltas') AS d(id bigint, delta bigint, before bigint)
    WHERE a.id = d.id AND a.balance = d.before
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
--> statement-breakpoint
-- games_record_rounds: moves each seed's nonce past the rounds it gave, while it is still active
-- and still at the nonce the batch was planned on, and writes the settled rounds (seed hash and
-- client seed taken from the seed). Answers each new round's id by "seedId:nonce".
CREATE OR REPLACE FUNCTION games_record_rounds(batch json) RETURNS json AS $$
DECLARE
  advanced int;
  written int;
  ids json;
BEGIN
  -- Seeds are locked in id order, as every round of the games module locks them.
  PERFORM 1 FROM game_seeds
    WHERE id IN (SELECT s.id FROM json_to_recordset(batch->'seeds') AS s(id bigint))
    ORDER BY id FOR UPDATE;
  WITH a AS (
    UPDATE game_seeds g SET next_nonce = g.next_nonce + s.n
    FROM json_to_recordset(batch->'seeds') AS s(id bigint, "from" int, n int)
    WHERE g.id = s.id AND g.is_active AND g.next_nonce = s."from"
    RETURNING 1
  )
  SELECT count(*) INTO advanced FROM a;
  IF advanced <> json_array_length(batch->'seeds') THEN
    RAISE EXCEPTION 'round batch: a seed moved since the batch was planned' USING ERRCODE = '40001';
  END IF;
  WITH inserted AS (
    INSERT INTO game_rounds (user_id, game_id, game_type, game_version, coin_type, bet, payout,
      balance_before, balance_after, status, params, outcome, seed_id, server_seed_hash,
      client_seed, nonce, settled_by, settled_at)
    SELECT r."userId", r."gameId", r."gameType", r."gameVersion", r."coinType", r.bet, r.payout,
      r."balanceBefore", r."balanceAfter", 'settled', r.params, r.outcome, r."seedId",
      g.server_seed_hash, g.client_seed, r.nonce, 'player', now()
    FROM json_to_recordset(batch->'rounds') AS r("userId" int, "gameId" int, "gameType" text,
      "gameVersion" text, "coinType" text, bet bigint, payout bigint, "balanceBefore" bigint,
      "balanceAfter" bigint, params jsonb, outcome jsonb, "seedId" bigint, nonce int)
    JOIN game_seeds g ON g.id = r."seedId"
    RETURNING id, seed_id, nonce
  )
  SELECT count(*), coalesce(json_object_agg(seed_id || ':' || nonce, id), '{}'::json)
  INTO written, ids FROM inserted;
  IF written <> json_array_length(batch->'rounds') THEN
    RAISE EXCEPTION 'round batch: % of % rounds written', written,
      json_array_length(batch->'rounds') USING ERRCODE = 'P0001';
  END IF;
  RETURN ids;
END;
$$ LANGUAGE plpgsql;
