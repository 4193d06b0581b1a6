ALTER TABLE "companies" ADD COLUMN "kind" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_one_platform" ON "companies" USING btree ("kind") WHERE "companies"."kind" = 'platform';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_kind_check" CHECK ("companies"."kind" IN ('customer', 'platform'));