-- Custom SQL migration file, put your code below! --
-- Hand-written (not generated): every write to a table that processes keep in memory, by the server
-- or by hand, notifies the table's channel when its transaction commits, so every process forgets
-- its copy at once: staff's analyst statuses (`alphadesk_analyst_settings`) and the plan list the
-- quota limits come from (`alphadesk_plans`).
CREATE OR REPLACE FUNCTION notify_table_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER analyst_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON analyst_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('alphadesk_analyst_settings');--> statement-breakpoint
CREATE TRIGGER plans_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('alphadesk_plans');
