-- Custom SQL migration file, put your code below! --
-- Hand-written (not generated): the audit log is append-only in the database itself, not only in
-- the server's code. UPDATE, DELETE and TRUNCATE on audit_log raise an error (SQLSTATE 42501), on
-- PGlite and PostgreSQL alike. Inserting stays allowed: that is how entries are appended.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
