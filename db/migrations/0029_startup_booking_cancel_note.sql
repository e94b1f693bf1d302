ALTER TABLE "startup_space_bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "startup_space_bookings" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "startup_space_bookings" ADD CONSTRAINT "startup_space_bookings_cancelled_by_users_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;