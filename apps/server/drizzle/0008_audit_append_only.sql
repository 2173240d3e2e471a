-- Operators' changes to game settings are append-only, like the ledger.
CREATE OR REPLACE FUNCTION game_settings_audit_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'game_settings_audit is append-only (% refused)', TG_OP USING ERRCODE = '55000';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER game_settings_audit_no_update_or_delete
  BEFORE UPDATE OR DELETE ON game_settings_audit
  FOR EACH ROW EXECUTE FUNCTION game_settings_audit_append_only();
