ALTER TABLE "schol_payments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schol_payments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "schol_payments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "schol_payments" ADD CONSTRAINT "schol_payments_cancelled_by_users_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;