CREATE TABLE "recruit_fair_bookings" (
	"booking_id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recruit_fair_booths" (
	"booth_id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"company_nm" text NOT NULL,
	"owner_id" text,
	"booth_no" text NOT NULL,
	"jobs" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_fair_slots" (
	"slot_id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_fairs" (
	"fair_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind_cd" text NOT NULL,
	"place" text NOT NULL,
	"online_url" text,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"posted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_parttime_applications" (
	"appl_id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"motivation" text NOT NULL,
	"available_hours" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_parttime_jobs" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"employer_nm" text NOT NULL,
	"campus_cd" text NOT NULL,
	"place" text NOT NULL,
	"hours_per_week" integer NOT NULL,
	"hourly_pay" integer NOT NULL,
	"work_time" text NOT NULL,
	"period_start_dt" date NOT NULL,
	"period_end_dt" date NOT NULL,
	"deadline_dt" date NOT NULL,
	"description" text NOT NULL,
	"how_to_apply" text NOT NULL,
	"apply_in_portal" text DEFAULT 'Y' NOT NULL,
	"contact" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"posted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recruit_fair_bookings" ADD CONSTRAINT "recruit_fair_bookings_slot_id_recruit_fair_slots_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."recruit_fair_slots"("slot_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_fair_bookings" ADD CONSTRAINT "recruit_fair_bookings_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_fair_booths" ADD CONSTRAINT "recruit_fair_booths_fair_id_recruit_fairs_fair_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."recruit_fairs"("fair_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_fair_booths" ADD CONSTRAINT "recruit_fair_booths_owner_id_users_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_fair_slots" ADD CONSTRAINT "recruit_fair_slots_booth_id_recruit_fair_booths_booth_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."recruit_fair_booths"("booth_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_fairs" ADD CONSTRAINT "recruit_fairs_posted_by_users_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_parttime_applications" ADD CONSTRAINT "recruit_parttime_applications_job_id_recruit_parttime_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recruit_parttime_jobs"("job_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_parttime_applications" ADD CONSTRAINT "recruit_parttime_applications_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_parttime_jobs" ADD CONSTRAINT "recruit_parttime_jobs_posted_by_users_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recruit_fair_bookings_student_id_index" ON "recruit_fair_bookings" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_fair_bookings_live_uq" ON "recruit_fair_bookings" USING btree ("slot_id","student_id") WHERE status = 'BOOKED';--> statement-breakpoint
CREATE INDEX "recruit_fair_booths_fair_id_index" ON "recruit_fair_booths" USING btree ("fair_id");--> statement-breakpoint
CREATE INDEX "recruit_fair_booths_owner_id_index" ON "recruit_fair_booths" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_fair_booths_fair_id_booth_no_index" ON "recruit_fair_booths" USING btree ("fair_id","booth_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_fair_slots_booth_id_starts_at_index" ON "recruit_fair_slots" USING btree ("booth_id","starts_at");--> statement-breakpoint
CREATE INDEX "recruit_fairs_status_start_dt_index" ON "recruit_fairs" USING btree ("status","start_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_parttime_applications_job_id_student_id_index" ON "recruit_parttime_applications" USING btree ("job_id","student_id");--> statement-breakpoint
CREATE INDEX "recruit_parttime_applications_student_id_index" ON "recruit_parttime_applications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "recruit_parttime_jobs_status_deadline_dt_index" ON "recruit_parttime_jobs" USING btree ("status","deadline_dt");--> statement-breakpoint
CREATE INDEX "recruit_parttime_jobs_posted_by_index" ON "recruit_parttime_jobs" USING btree ("posted_by");