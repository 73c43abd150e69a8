CREATE TABLE "route_delivery_counts" (
	"carrier_code" text NOT NULL,
	"origin_iso" text NOT NULL,
	"destination_iso" text NOT NULL,
	"delivery_days" integer NOT NULL,
	"shipments" integer NOT NULL,
	"recent_shipments" integer NOT NULL,
	CONSTRAINT "route_delivery_counts_origin_iso_destination_iso_carrier_code_delivery_days_pk" PRIMARY KEY("origin_iso","destination_iso","carrier_code","delivery_days")
);
--> statement-breakpoint
-- The statistics' delivery time becomes whole days (−1 for returned or failed) and a shipment gets its finishing time:
-- PostgreSQL 15 cannot change a generated column's expression, so the column is dropped and added again.
DROP INDEX "tracking_codes_route_idx";--> statement-breakpoint
ALTER TABLE "tracking_codes" drop column "delivery_days";--> statement-breakpoint
ALTER TABLE "tracking_codes" ADD COLUMN "delivery_days" integer GENERATED ALWAYS AS (case when status = 'delivered' then floor(extract(epoch from (delivered_date - first_event_at)) / 86400)::integer when status in ('returned', 'delivery fail') then -1 end) STORED;--> statement-breakpoint
ALTER TABLE "tracking_codes" ADD COLUMN "finished_at" timestamp with time zone GENERATED ALWAYS AS (case when status in ('delivered', 'returned', 'delivery fail') then coalesce(delivered_date, updated_at) end) STORED;--> statement-breakpoint
CREATE INDEX "tracking_codes_stats_idx" ON "tracking_codes" USING btree ("origin_iso","destination_iso","carrier_code","delivery_days","finished_at") WHERE delivery_days is not null and carrier_code is not null and origin_iso is not null and destination_iso is not null;--> statement-breakpoint
CREATE INDEX "tracking_codes_finished_idx" ON "tracking_codes" USING btree ("finished_at") WHERE delivery_days is not null and carrier_code is not null and origin_iso is not null and destination_iso is not null;--> statement-breakpoint
-- The histogram's one statement: counts the shipments of `changed` (rows of tracking_codes with a `delta` of +1 or −1)
-- into their bins, all of them and those finished since $1 (recent). Bins whose deltas cancel out are not written.
-- Grouped in the order of tracking_codes_stats_idx, so a full rebuild reads that index in order and never sorts.
CREATE FUNCTION "route_delivery_counts_statement"(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($sql$
    INSERT INTO route_delivery_counts AS c
      (origin_iso, destination_iso, carrier_code, delivery_days, shipments, recent_shipments)
    SELECT origin_iso, destination_iso, carrier_code, delivery_days, sum(delta), coalesce(sum(delta) FILTER (WHERE finished_at >= $1), 0)
    FROM (%s) AS changed
    WHERE delivery_days IS NOT NULL AND carrier_code IS NOT NULL AND origin_iso IS NOT NULL AND destination_iso IS NOT NULL
    GROUP BY origin_iso, destination_iso, carrier_code, delivery_days
    HAVING sum(delta) <> 0 OR sum(delta) FILTER (WHERE finished_at >= $1) <> 0
    ON CONFLICT (origin_iso, destination_iso, carrier_code, delivery_days) DO UPDATE
      SET shipments = c.shipments + excluded.shipments, recent_shipments = c.recent_shipments + excluded.recent_shipments
  $sql$, changed)
$fn$;--> statement-breakpoint
-- Stores where the recent period starts (read by the trigger below).
CREATE FUNCTION "route_delivery_counts_set_recent_since"(recent_since timestamptz) RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO system_state (key, value, updated_at)
    VALUES ('route-stats', jsonb_build_object('recentSince', recent_since), now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at;
$fn$;--> statement-breakpoint
-- Rebuilds the histogram from every shipment in one scan. Writers of tracking_codes wait for it (their trigger needs
-- the table), so each finished shipment is counted exactly once.
CREATE FUNCTION "route_delivery_counts_rebuild"(recent_since timestamptz) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE route_delivery_counts IN EXCLUSIVE MODE;
  PERFORM route_delivery_counts_set_recent_since(recent_since);
  DELETE FROM route_delivery_counts;
  EXECUTE route_delivery_counts_statement('SELECT *, 1 AS delta FROM tracking_codes') USING recent_since;
END
$fn$;--> statement-breakpoint
-- Moves the start of the recent period forward: only the shipments that finished between the old start and the new
-- one leave it (tracking_codes_finished_idx), counted out of recent_shipments. Without an old start, a full rebuild.
CREATE FUNCTION "route_delivery_counts_move_recent_since"(recent_since timestamptz) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  previous timestamptz;
BEGIN
  LOCK TABLE route_delivery_counts IN EXCLUSIVE MODE;
  SELECT (value->>'recentSince')::timestamptz INTO previous FROM system_state WHERE key = 'route-stats';
  IF previous IS NULL OR recent_since < previous THEN
    PERFORM route_delivery_counts_rebuild(recent_since);
    RETURN;
  END IF;
  UPDATE route_delivery_counts AS c SET recent_shipments = c.recent_shipments - aged.shipments
  FROM (
    SELECT origin_iso, destination_iso, carrier_code, delivery_days, count(*) AS shipments
    FROM tracking_codes
    WHERE finished_at >= previous AND finished_at < recent_since
      AND delivery_days IS NOT NULL AND carrier_code IS NOT NULL AND origin_iso IS NOT NULL AND destination_iso IS NOT NULL
    GROUP BY origin_iso, destination_iso, carrier_code, delivery_days
  ) AS aged
  WHERE (c.origin_iso, c.destination_iso, c.carrier_code, c.delivery_days)
    = (aged.origin_iso, aged.destination_iso, aged.carrier_code, aged.delivery_days);
  PERFORM route_delivery_counts_set_recent_since(recent_since);
END
$fn$;--> statement-breakpoint
-- The start of the recent period the last hourly run stored (90 days ago before the first run).
CREATE FUNCTION "route_delivery_counts_recent_since"() RETURNS timestamptz LANGUAGE sql STABLE AS $fn$
  SELECT coalesce(
    (SELECT (value->>'recentSince')::timestamptz FROM system_state WHERE key = 'route-stats'),
    now() - interval '90 days');
$fn$;--> statement-breakpoint
-- Keeps the histogram current in the same transaction as every change to tracking_codes. Inserts are counted per
-- statement (a batch of 2,000 demo shipments is one histogram write; a statement with no finished shipment, such as a
-- first lookup, writes nothing); updates and deletes per row, and only when the row's bin changes (the WHEN clauses):
-- the refresh of a shipment in transit costs nothing here.
CREATE FUNCTION "route_delivery_counts_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows WHERE delivery_days IS NOT NULL) THEN
    EXECUTE route_delivery_counts_statement('SELECT *, 1 AS delta FROM new_rows')
      USING route_delivery_counts_recent_since();
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
-- (A row "IS NULL" only when all its fields are: NEW is null in a delete, OLD never is in an update.)
CREATE FUNCTION "route_delivery_counts_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE route_delivery_counts_statement(
      'SELECT ($2::tracking_codes).*, 1 AS delta WHERE NOT ($2 IS NULL)
       UNION ALL SELECT ($3::tracking_codes).*, -1 AS delta WHERE NOT ($3 IS NULL)')
    USING route_delivery_counts_recent_since(), NEW, OLD;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "route_delivery_counts_insert" AFTER INSERT ON "tracking_codes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION route_delivery_counts_count_inserted();--> statement-breakpoint
CREATE TRIGGER "route_delivery_counts_update" AFTER UPDATE ON "tracking_codes" FOR EACH ROW
  WHEN ((OLD.delivery_days, OLD.finished_at, OLD.carrier_code, OLD.origin_iso, OLD.destination_iso)
    IS DISTINCT FROM (NEW.delivery_days, NEW.finished_at, NEW.carrier_code, NEW.origin_iso, NEW.destination_iso))
  EXECUTE FUNCTION route_delivery_counts_count_changed();--> statement-breakpoint
CREATE TRIGGER "route_delivery_counts_delete" AFTER DELETE ON "tracking_codes" FOR EACH ROW
  WHEN (OLD.delivery_days IS NOT NULL) EXECUTE FUNCTION route_delivery_counts_count_changed();--> statement-breakpoint
-- TRUNCATE fires no row triggers: the histogram empties with the shipments.
CREATE FUNCTION "route_delivery_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM route_delivery_counts;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "route_delivery_counts_truncate" AFTER TRUNCATE ON "tracking_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION route_delivery_counts_truncate();--> statement-breakpoint
-- The shipments already stored are counted once here.
SELECT route_delivery_counts_rebuild(now() - interval '90 days');
