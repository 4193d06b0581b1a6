-- Every API process keeps the token holders it has read (the user and company behind each
-- request's token, src/auth/token-holder-cache.ts) and drops them when PostgreSQL tells it that
-- their rows changed: sign-out and password change (token version), freeze, suspension, role,
-- plan, deletion. The notification is sent at commit, by whatever path made the change.
-- Payload: '<company id>' for a company, '<company id>:<user id>' for a user.
CREATE FUNCTION "notify_token_holder_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    PERFORM pg_notify('pilewise_token_holders', OLD."id"::text);
  ELSE
    PERFORM pg_notify('pilewise_token_holders', OLD."company_id"::text || ':' || OLD."id"::text);
    IF TG_OP = 'UPDATE' AND (NEW."company_id", NEW."id") IS DISTINCT FROM (OLD."company_id", OLD."id") THEN
      PERFORM pg_notify('pilewise_token_holders', NEW."company_id"::text || ':' || NEW."id"::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_token_holder_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_token_holder_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_token_holder_changed" AFTER UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "notify_token_holder_changed"();
