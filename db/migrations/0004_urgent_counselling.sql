ALTER TABLE "cnsl_applications" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cnsl_applications" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cnsl_applications" ADD COLUMN "first_opened_by" text;--> statement-breakpoint
ALTER TABLE "cnsl_applications" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cnsl_urgent_open" ON "cnsl_applications" USING btree ("created_at") WHERE urgent and first_opened_at is null and escalated_at is null;--> statement-breakpoint
UPDATE "cnsl_applications" SET "urgent" = true WHERE "intake"->>'urgent' = '예';--> statement-breakpoint
UPDATE "cnsl_applications" SET "first_opened_at" = "updated_at" WHERE "status" <> 'APPLIED';
