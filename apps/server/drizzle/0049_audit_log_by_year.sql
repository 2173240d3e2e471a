-- The audit log partitioned by year of `at` (decision 070; by month, seven years of months made a
-- search over the whole log 14 times slower): the old table's rows move into a table of the same
-- columns, `PARTITION BY RANGE (at)`, whose key is (id, at) as partitioning requires. The years are
-- made by audit_log_make_year (here from the oldest row's year to the next one, then daily by the
-- audit-partitions job), a default partition catches a row outside them, and a year past the
-- retention period is dropped by the job: the only way a row leaves the log. UPDATE, DELETE and
-- TRUNCATE stay refused, on the log and on each year.
ALTER TABLE "audit_log" RENAME TO "audit_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "audit_log_unpartitioned" RENAME CONSTRAINT "audit_log_pkey" TO "audit_log_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "audit_log_at_idx" RENAME TO "audit_log_unpartitioned_at_idx";--> statement-breakpoint
ALTER INDEX "audit_log_staff_idx" RENAME TO "audit_log_unpartitioned_staff_idx";--> statement-breakpoint
ALTER INDEX "audit_log_player_idx" RENAME TO "audit_log_unpartitioned_player_idx";--> statement-breakpoint
ALTER INDEX "audit_log_action_idx" RENAME TO "audit_log_unpartitioned_action_idx";--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint DEFAULT nextval('audit_log_id_seq'::regclass) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"ip" text,
	"action" text NOT NULL,
	"player_id" integer,
	"target" text,
	"before" jsonb,
	"after" jsonb,
	"detail" jsonb,
	CONSTRAINT "audit_log_id_at_pk" PRIMARY KEY("id","at")
) PARTITION BY RANGE ("at");--> statement-breakpoint
ALTER SEQUENCE "audit_log_id_seq" OWNED BY "audit_log"."id";--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_player_idx" ON "audit_log" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
-- A year of the log (`day` is any day of it, UTC), made if missing, with the TRUNCATE guard a
-- partition does not inherit (row triggers it does). Answers the partition's name.
CREATE OR REPLACE FUNCTION audit_log_make_year(day date) RETURNS text AS $$
DECLARE
  first date := date_trunc('year', day)::date;
  name text := 'audit_log_' || to_char(first, 'YYYY');
BEGIN
  IF to_regclass(name) IS NULL THEN
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF audit_log FOR VALUES FROM (%L) TO (%L)',
      name, (first::timestamp AT TIME ZONE 'UTC'), ((first + interval '1 year')::timestamp AT TIME ZONE 'UTC'));
    EXECUTE format(
      'CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()',
      name);
  END IF;
  RETURN name;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TABLE "audit_log_default" PARTITION OF "audit_log" DEFAULT;--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log_default
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
SELECT audit_log_make_year(y::date)
  FROM generate_series(
    date_trunc('year', least(now(), coalesce((SELECT min("at") FROM "audit_log_unpartitioned"), now())) AT TIME ZONE 'UTC'),
    date_trunc('year', now() AT TIME ZONE 'UTC') + interval '1 year',
    interval '1 year') AS y;--> statement-breakpoint
INSERT INTO "audit_log" SELECT * FROM "audit_log_unpartitioned";--> statement-breakpoint
DROP TABLE "audit_log_unpartitioned";
