ALTER TABLE "runs" ADD COLUMN "input_hash" text;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "cached_from" uuid;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_cached_from_runs_id_fk" FOREIGN KEY ("cached_from") REFERENCES "public"."runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_company_input_hash_idx" ON "runs" USING btree ("company_id","input_hash");