-- The answers of a batch of one-request rounds recorded under their Idempotency-Keys in the same
-- statement, and so the same commit, as the rounds (decision 041): a round and the answer that
-- replays it are written together or not at all, at no commit of their own.
--
-- idempotency_record_answers(answers, ids): `ids` is what the batch's own writer answered (each
-- new row's id by reference); each answer's body is its `head`, the id of its `ref`, its `tail`.
-- A key recorded before (another instance ran the same request) fails the whole statement.
-- Answers `ids` unchanged, so it wraps the writer: idempotency_record_answers($3, games_record_rounds($1)).
CREATE OR REPLACE FUNCTION idempotency_record_answers(answers json, ids json) RETURNS json AS $$
DECLARE
  written int;
BEGIN
  IF EXISTS (
    SELECT 1 FROM json_to_recordset(answers) AS a(ref text) WHERE ids->>a.ref IS NULL
  ) THEN
    RAISE EXCEPTION 'idempotency answers: a reference without an id' USING ERRCODE = 'P0001';
  END IF;
  WITH k AS (
    INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response_body, completed_at)
    SELECT a.scope, a.key, a.hash, a.status, a.head || (ids->>a.ref) || a.tail, now()
    FROM json_to_recordset(answers)
      AS a(scope text, key text, hash text, status int, ref text, head text, tail text)
    ON CONFLICT DO NOTHING
    RETURNING 1
  )
  SELECT count(*) INTO written FROM k;
  IF written <> json_array_length(answers) THEN
    RAISE EXCEPTION 'idempotency answers: a key was used before' USING ERRCODE = '23505';
  END IF;
  RETURN ids;
END;
$$ LANGUAGE plpgsql;
