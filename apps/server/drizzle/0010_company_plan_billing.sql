CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"invoice_url" text,
	"event_at" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan" text DEFAULT 'Trial' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_ends_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_event_at" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_transactions_company_date_idx" ON "billing_transactions" USING btree ("company_id","date");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_plan_check" CHECK ("companies"."plan" IN ('Trial', 'Pro'));--> statement-breakpoint
-- The plan moves from each user to the company: the Admin's (else the latest) end date and plan.
UPDATE "companies" c SET
  "plan_ends_at" = s."ends_at",
  "plan" = s."plan"
FROM (
  SELECT DISTINCT ON ("company_id") "company_id", "subscription_ends_at" AS "ends_at", "subscription_type" AS "plan"
  FROM "users"
  ORDER BY "company_id", ("role" = 'Admin') DESC, "subscription_ends_at" DESC
) s
WHERE s."company_id" = c."id";
