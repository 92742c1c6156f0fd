-- Change versions a gateway can read (issue 18, ADR 0037): with a PostgreSQL server several gateways share one
-- database, and a NOTIFY reaches the others late, so a gateway keeps answers only under versions it reads from the
-- database itself before it uses them (server/db/change-versions.ts). Every transaction that sends a change notice
-- (notify_change, migrations 0071 and 0072) also adds one row per notified key to change_log, as part of the
-- transaction: when it commits, the count of the key's rows has grown; when it rolls back, nothing has. A key's
-- version is change_counts.count + the number of its change_log rows; the gateway that leads the engine moves rows
-- into change_counts from time to time (one statement: the sum never changes meanwhile). Inserts only: concurrent
-- transactions never wait for each other here, and no two can deadlock on a counter row.
--
-- The embedded database has one client, the gateway's process, which counts the notices themselves: it sets
-- hpc.change_log to off for its connection, and nothing is logged.

CREATE TABLE change_counts (
  key text PRIMARY KEY,
  count bigint NOT NULL
);

CREATE TABLE change_log (
  key text NOT NULL
);
CREATE INDEX change_log_key ON change_log (key);

-- One notice per key and transaction (pg_notify keeps one), and one change_log row per key and transaction (the keys
-- already logged by the transaction are in its local setting hpc.logged).
CREATE FUNCTION note_change(changed text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  logged text;
BEGIN
  PERFORM pg_notify('hpc_changes', changed);
  IF current_setting('hpc.change_log', true) = 'off' THEN
    RETURN;
  END IF;
  logged := coalesce(current_setting('hpc.logged', true), '');
  IF position(E'\n' || changed || E'\n' IN logged) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('hpc.logged', logged || E'\n' || changed || E'\n', true);
  INSERT INTO change_log (key) VALUES (changed);
END
$$;

CREATE OR REPLACE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_change(TG_ARGV[0]);
  RETURN NULL;
END
$$;
