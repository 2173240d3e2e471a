-- The writes of a batch of multi-step game calls (blackjack, mines: a round's start or one of its
-- actions) as one function of the games module (decision 068), called in the same statement as
-- the ledger's wallet_write_batch and the idempotency answers, as one-request rounds are
-- (migration 0010, decision 015): every row of the batch or, when a guard fails, none.
--
-- seeds: each seed's nonce moves from `from` past the `n` rounds started on it, while it is still
--   active and at `from`.
-- inserts: new rounds (active, or settled when they end at their start), seed hash and client
--   seed taken from the seed; a second active round of a player's game fails on its unique index.
-- updates: rounds in progress, each while it is still active and still has the `stepsBefore`
--   steps it was planned on.
-- Answers new rounds' ids by "seedId:nonce" and updated ones' by "round:id".
CREATE OR REPLACE FUNCTION games_write_steps(batch json) RETURNS json AS $$
DECLARE
  advanced int;
  written int;
  changed int;
  inserted_ids json;
  updated_ids json;
BEGIN
  -- Seeds, then rounds, in id order: the order every writer of the games module locks them in.
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
    RAISE EXCEPTION 'step batch: a seed moved since the batch was planned' USING ERRCODE = '40001';
  END IF;
  PERFORM 1 FROM game_rounds
    WHERE id IN (SELECT u.id FROM json_to_recordset(batch->'updates') AS u(id bigint))
    ORDER BY id FOR UPDATE;
  WITH u AS (
    UPDATE game_rounds r SET bet = u.bet, payout = u.payout, state = u.state, steps = u.steps,
      balance_after = u."balanceAfter", status = u.status, outcome = u.outcome,
      settled_by = u."settledBy", settled_at = CASE WHEN u.status = 'settled' THEN now() END,
      updated_at = now()
    FROM json_to_recordset(batch->'updates') AS u(id bigint, "stepsBefore" int, bet bigint,
      payout bigint, state jsonb, steps jsonb, "balanceAfter" bigint, status text, outcome jsonb,
      "settledBy" text)
    WHERE r.id = u.id AND r.status = 'active' AND jsonb_array_length(r.steps) = u."stepsBefore"
    RETURNING r.id
  )
  SELECT count(*), coalesce(json_object_agg('round:' || id, id), '{}'::json)
  INTO changed, updated_ids FROM u;
  IF changed <> json_array_length(batch->'updates') THEN
    RAISE EXCEPTION 'step batch: a round moved since the batch was planned' USING ERRCODE = '40001';
  END IF;
  WITH inserted AS (
    INSERT INTO game_rounds (user_id, game_id, game_type, game_version, coin_type, bet, payout,
      balance_before, balance_after, status, params, state, outcome, steps, seed_id,
      server_seed_hash, client_seed, nonce, settled_by, settled_at)
    SELECT r."userId", r."gameId", r."gameType", r."gameVersion", r."coinType", r.bet, r.payout,
      r."balanceBefore", r."balanceAfter", r.status, r.params, r.state, r.outcome, r.steps,
      r."seedId", g.server_seed_hash, g.client_seed, r.nonce, r."settledBy",
      CASE WHEN r.status = 'settled' THEN now() END
    FROM json_to_recordset(batch->'inserts') AS r("userId" int, "gameId" int, "gameType" text,
      "gameVersion" text, "coinType" text, bet bigint, payout bigint, "balanceBefore" bigint,
      "balanceAfter" bigint, status text, params jsonb, state jsonb, outcome jsonb, steps jsonb,
      "seedId" bigint, nonce int, "settledBy" text)
    JOIN game_seeds g ON g.id = r."seedId"
    RETURNING id, seed_id, nonce
  )
  SELECT count(*), coalesce(json_object_agg(seed_id || ':' || nonce, id), '{}'::json)
  INTO written, inserted_ids FROM inserted;
  IF written <> json_array_length(batch->'inserts') THEN
    RAISE EXCEPTION 'step batch: % of % rounds written', written,
      json_array_length(batch->'inserts') USING ERRCODE = 'P0001';
  END IF;
  RETURN (inserted_ids::jsonb || updated_ids::jsonb)::json;
END;
$$ LANGUAGE plpgsql;
