-- Every change of a table whose answers the server keeps between requests (src/http/shared-answers.ts) is announced
-- to every server process at its commit. Once per statement, not per row, so a bulk import announces once; a
-- statement that changed no row announces too, which only costs a fresh read.
CREATE FUNCTION announce_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('callops_table_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER calls_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON calls
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
--> statement-breakpoint
CREATE TRIGGER companies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
