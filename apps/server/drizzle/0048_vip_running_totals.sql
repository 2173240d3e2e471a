CREATE TABLE "vip_player_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sc_wagered" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_player_totals_sc_wagered_check" CHECK ("vip_player_totals"."sc_wagered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vip_player_totals" ADD CONSTRAINT "vip_player_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The VIP standing's SC wagered as a running total (decision 067) instead of a sum over every round
-- of the player at each read. A row is updated by every SC round of its player: room on its page
-- keeps those updates HOT.
ALTER TABLE "vip_player_totals" SET (fillfactor = 80);--> statement-breakpoint
-- vip_record_reached(uid): the one writer of reached tiers. The standing of decision 032 (the
-- highest active tier whose GC bought or SC played the player meets; every active tier below it is
-- reached too) recorded as one user_tier_history row per tier reached (a tier without a bonus as
-- already claimed; rows that exist are left as they are) and as users.vip_level, which the back
-- office searches by. Called by the purchase credit and the tier claim (vip.service recordReached)
-- and by the trigger below when play crosses a tier's SC threshold. Answers the level.
CREATE OR REPLACE FUNCTION vip_record_reached(uid integer) RETURNS integer AS $$
DECLARE
  gc bigint;
  sc bigint;
  reached integer;
BEGIN
  SELECT coalesce(sum(credited_gc), 0) INTO gc FROM purchases
    WHERE user_id = uid AND status = 'succeeded';
  SELECT coalesce(max(sc_wagered), 0) INTO sc FROM vip_player_totals WHERE user_id = uid;
  SELECT max(level) INTO reached FROM vip_tiers
    WHERE is_active AND (gc_required_purchase <= gc OR sc_required_play <= sc);
  IF reached IS NOT NULL THEN
    INSERT INTO user_tier_history (user_id, vip_tier_id, is_bonus_claimed)
    SELECT uid, vip_tier_id, bonus_gc + bonus_sc = 0 FROM vip_tiers
      WHERE is_active AND level <= reached
      ORDER BY level
    ON CONFLICT (user_id, vip_tier_id) DO NOTHING;
  END IF;
  UPDATE users SET vip_level = coalesce(reached, 0)
    WHERE id = uid AND vip_level <> coalesce(reached, 0);
  RETURN coalesce(reached, 0);
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- vip_count_sc_wagered: a round's SC bet (a new round's, or what an action such as a double or a
-- split added to it) added to its player's total; when the total crosses an active tier's SC
-- threshold, the tiers reached are recorded in the same commit. A round's player and coin never
-- change, and rounds are never deleted.
CREATE OR REPLACE FUNCTION vip_count_sc_wagered() RETURNS trigger AS $$
DECLARE
  added bigint;
  total bigint;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    added := NEW.bet - OLD.bet;
  ELSE
    added := NEW.bet;
  END IF;
  INSERT INTO vip_player_totals AS v (user_id, sc_wagered) VALUES (NEW.user_id, added)
  ON CONFLICT (user_id) DO UPDATE SET sc_wagered = v.sc_wagered + EXCLUDED.sc_wagered
  RETURNING v.sc_wagered INTO total;
  IF EXISTS (
    SELECT 1 FROM vip_tiers
    WHERE is_active AND sc_required_play > total - added AND sc_required_play <= total
  ) THEN
    PERFORM vip_record_reached(NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Fired at commit (deferred), so every writer of rounds is counted (the one-request batch's
-- games_record_rounds, the multi-step paths, the sweeper, anything later) and the total's row is
-- the last lock a round's transaction takes: after the seeds, rounds and ledger accounts that
-- every writer locks first, whatever order they take those in. GC rounds and actions that add no
-- bet queue nothing.
CREATE CONSTRAINT TRIGGER "vip_sc_wagered_on_insert" AFTER INSERT ON "game_rounds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.coin_type = 'SC' AND NEW.bet <> 0)
  EXECUTE FUNCTION vip_count_sc_wagered();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vip_sc_wagered_on_update" AFTER UPDATE OF "bet" ON "game_rounds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.coin_type = 'SC' AND NEW.bet <> OLD.bet)
  EXECUTE FUNCTION vip_count_sc_wagered();--> statement-breakpoint
-- vip_rebuild_player_totals(): the totals made again from the rounds, set-based (one scan of
-- game_rounds, grouped), with writers of rounds held off meanwhile; then the tiers that play has
-- reached above the lowest are recorded (until now a read of the standing recorded them). Run by
-- this migration and by a bulk load that bypasses triggers (bench:scale). Answers the players
-- with a total.
CREATE OR REPLACE FUNCTION vip_rebuild_player_totals() RETURNS bigint AS $$
DECLARE
  players bigint;
BEGIN
  LOCK TABLE game_rounds IN SHARE MODE;
  DELETE FROM vip_player_totals;
  INSERT INTO vip_player_totals (user_id, sc_wagered)
  SELECT user_id, sum(bet) FROM game_rounds WHERE coin_type = 'SC'
    GROUP BY user_id HAVING sum(bet) <> 0;
  GET DIAGNOSTICS players = ROW_COUNT;
  PERFORM vip_record_reached(p.user_id) FROM vip_player_totals p
    WHERE p.sc_wagered >= (
      SELECT min(sc_required_play) FROM vip_tiers
      WHERE is_active AND level > (SELECT min(level) FROM vip_tiers WHERE is_active)
    )
    ORDER BY p.user_id;
  RETURN players;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
SELECT vip_rebuild_player_totals();
