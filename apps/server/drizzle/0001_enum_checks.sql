ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('User', 'Sales', 'Reviewer', 'SuperReviewer', 'Admin', 'SuperAdmin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_check" CHECK ("projects"."status" IN ('Active', 'Inactive', 'Sent For Review', 'Under Review', 'Redesign', 'Project Approved', 'Sent For Stamping', 'Stamping Approved', 'Requires Revision'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_view_check" CHECK ("projects"."project_view" IN ('private', 'shared'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_unit_system_check" CHECK ("projects"."unit_system" IN ('imperial', 'metric'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_revision_check" CHECK ("projects"."revision_number" >= 0);