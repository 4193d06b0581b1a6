CREATE TABLE "runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"started_by" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"lane" text NOT NULL,
	"elements" integer NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "runs_status_check" CHECK ("runs"."status" IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "runs_lane_check" CHECK ("runs"."lane" IN ('fast', 'accuracy')),
	CONSTRAINT "runs_progress_check" CHECK ("runs"."progress" >= 0 AND "runs"."progress" <= 1)
);
--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_project_created_idx" ON "runs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "runs_one_unfinished_per_project_idx" ON "runs" USING btree ("project_id") WHERE "runs"."status" IN ('queued', 'running');