-- The project screen's calls (a project's runs, files, review history, review readiness, the
-- company's sections, the project itself with its clones) are answered from memory on every API
-- process (src/projects/project-screen-cache.ts), forgotten when PostgreSQL tells the process
-- that a row they are built from changed, whatever path changed it (a run's progress and status,
-- an upload, a workflow step, a section edit, a clone). Same channel as 0015's triggers; the
-- notification goes out at commit (identical ones of one transaction go out once).
-- Payloads: '<table>:<company id>:<project id>' (runs, project_files, reviews),
-- 'company_sections:<company id>', 'project_children:<company id>:<parent project id>'.
CREATE FUNCTION "notify_project_part_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('pilewise_row_changes', TG_TABLE_NAME || ':' || OLD."company_id"::text || ':' || OLD."project_id"::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW."company_id", NEW."project_id") IS DISTINCT FROM (OLD."company_id", OLD."project_id")) THEN
    PERFORM pg_notify('pilewise_row_changes', TG_TABLE_NAME || ':' || NEW."company_id"::text || ':' || NEW."project_id"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "notify_company_sections_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('pilewise_row_changes', 'company_sections:' || OLD."company_id"::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."company_id" IS DISTINCT FROM OLD."company_id") THEN
    PERFORM pg_notify('pilewise_row_changes', 'company_sections:' || NEW."company_id"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A project's clones are listed with it (get-project-data): a clone made, deleted or moved is a
-- change of its parent's answer, which 0015's payload (the clone's own id) does not name.
CREATE FUNCTION "notify_project_children_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW."company_id", NEW."id", NEW."parent_id", NEW."created_at") IS NOT DISTINCT FROM (OLD."company_id", OLD."id", OLD."parent_id", OLD."created_at") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."parent_id" IS NOT NULL THEN
    PERFORM pg_notify('pilewise_row_changes', 'project_children:' || OLD."company_id"::text || ':' || OLD."parent_id"::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."parent_id" IS NOT NULL THEN
    PERFORM pg_notify('pilewise_row_changes', 'project_children:' || NEW."company_id"::text || ':' || NEW."parent_id"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "runs_row_changed" AFTER INSERT OR UPDATE OR DELETE ON "runs"
  FOR EACH ROW EXECUTE FUNCTION "notify_project_part_changed"();--> statement-breakpoint
CREATE TRIGGER "project_files_row_changed" AFTER INSERT OR UPDATE OR DELETE ON "project_files"
  FOR EACH ROW EXECUTE FUNCTION "notify_project_part_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_row_changed" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "notify_project_part_changed"();--> statement-breakpoint
CREATE TRIGGER "company_sections_row_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_sections"
  FOR EACH ROW EXECUTE FUNCTION "notify_company_sections_changed"();--> statement-breakpoint
CREATE TRIGGER "projects_children_changed" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "notify_project_children_changed"();
