-- Custom SQL migration file, put your code below! --
-- Hand-written (not generated): every write to analyst_settings, by the server or by hand, notifies
-- `alphadesk_analyst_settings` when its transaction commits, so every process that keeps the
-- analysts' statuses in memory forgets them at once.
CREATE OR REPLACE FUNCTION analyst_settings_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('alphadesk_analyst_settings', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER analyst_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON analyst_settings
  FOR EACH STATEMENT EXECUTE FUNCTION analyst_settings_notify();
--> statement-breakpoint
-- The same for the plan table (`alphadesk_plans`): the quota limits every run start reads are kept
-- in memory by each process until a write commits.
CREATE OR REPLACE FUNCTION plans_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('alphadesk_plans', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER plans_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION plans_notify();
