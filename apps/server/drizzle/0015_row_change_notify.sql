-- Every API process keeps some rows in memory (src/db/row-changes.ts): the token holders (the
-- user and company behind each request's token) and pages of the projects list. It drops them
-- when PostgreSQL tells it that their rows changed, whatever path changed them: sign-out and
-- password change (token version), freeze, suspension, role, plan, deletion; any project write.
-- The notification goes out at commit. Payload: '<table>:<company id>[:<row id>]'.
CREATE FUNCTION "notify_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    PERFORM pg_notify('pilewise_row_changes', 'companies:' || OLD."id"::text);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('pilewise_row_changes', TG_TABLE_NAME || ':' || OLD."company_id"::text || ':' || OLD."id"::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW."company_id", NEW."id") IS DISTINCT FROM (OLD."company_id", OLD."id")) THEN
    PERFORM pg_notify('pilewise_row_changes', TG_TABLE_NAME || ':' || NEW."company_id"::text || ':' || NEW."id"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_row_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_row_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_row_changed" AFTER UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "notify_row_changed"();--> statement-breakpoint
CREATE TRIGGER "projects_row_changed" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "notify_row_changed"();
