-- Transfers are append-only: a mistake is corrected by a reversing transfer, never by an edit.
CREATE OR REPLACE FUNCTION wallet_transfers_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'wallet_transfers is append-only (% refused)', TG_OP USING ERRCODE = '55000';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_transfers_no_update_or_delete
  BEFORE UPDATE OR DELETE ON wallet_transfers
  FOR EACH ROW EXECUTE FUNCTION wallet_transfers_append_only();
