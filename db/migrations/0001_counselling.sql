CREATE TABLE "cnsl_applications" (
	"appl_id" serial PRIMARY KEY NOT NULL,
	"cnsl_kind" text NOT NULL,
	"student_id" text NOT NULL,
	"handler_id" text,
	"program_id" integer,
	"slot_start" timestamp with time zone,
	"slot_end" timestamp with time zone,
	"place" text,
	"preferred_times" text,
	"topic" text NOT NULL,
	"intake" jsonb NOT NULL,
	"file_group_id" integer,
	"screening_id" integer,
	"consent_version" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnsl_attendance" (
	"appl_id" integer NOT NULL,
	"session_no" integer NOT NULL,
	"attended" boolean NOT NULL,
	"checked_by" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cnsl_attendance_appl_id_session_no_pk" PRIMARY KEY("appl_id","session_no")
);
--> statement-breakpoint
CREATE TABLE "cnsl_availability" (
	"avail_id" serial PRIMARY KEY NOT NULL,
	"handler_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"slot_minutes" integer DEFAULT 50 NOT NULL,
	"place" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnsl_availability_exceptions" (
	"exc_id" serial PRIMARY KEY NOT NULL,
	"handler_id" text NOT NULL,
	"on_date" date NOT NULL,
	"kind" text NOT NULL,
	"start_time" text,
	"end_time" text,
	"place" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "cnsl_programs" (
	"program_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"counsellor_id" text NOT NULL,
	"capacity" integer NOT NULL,
	"apply_start" date NOT NULL,
	"apply_end" date NOT NULL,
	"schedule" text NOT NULL,
	"session_count" integer NOT NULL,
	"place" text NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnsl_records" (
	"record_id" serial PRIMARY KEY NOT NULL,
	"appl_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"category" text NOT NULL,
	"notes" text NOT NULL,
	"follow_up" text,
	"student_summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnsl_status_history" (
	"hist_id" serial PRIMARY KEY NOT NULL,
	"appl_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screenings" (
	"screening_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"instrument" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cnsl_applications" ADD CONSTRAINT "cnsl_applications_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnsl_applications" ADD CONSTRAINT "cnsl_applications_handler_id_users_user_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnsl_attendance" ADD CONSTRAINT "cnsl_attendance_appl_id_cnsl_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."cnsl_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnsl_availability" ADD CONSTRAINT "cnsl_availability_handler_id_users_user_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnsl_availability_exceptions" ADD CONSTRAINT "cnsl_availability_exceptions_handler_id_users_user_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnsl_programs" ADD CONSTRAINT "cnsl_programs_counsellor_id_users_user_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnsl_records" ADD CONSTRAINT "cnsl_records_appl_id_cnsl_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."cnsl_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnsl_records" ADD CONSTRAINT "cnsl_records_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnsl_status_history" ADD CONSTRAINT "cnsl_status_history_appl_id_cnsl_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."cnsl_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cnsl_slot_taken" ON "cnsl_applications" USING btree ("handler_id","slot_start") WHERE slot_start is not null and status in ('APPLIED', 'ACCEPTED', 'SCHEDULED');--> statement-breakpoint
CREATE UNIQUE INDEX "cnsl_group_once" ON "cnsl_applications" USING btree ("program_id","student_id") WHERE program_id is not null and status in ('APPLIED', 'WAITING', 'ACCEPTED', 'SCHEDULED', 'DONE');--> statement-breakpoint
CREATE INDEX "cnsl_applications_student_id_created_at_index" ON "cnsl_applications" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "cnsl_applications_handler_id_status_index" ON "cnsl_applications" USING btree ("handler_id","status");--> statement-breakpoint
CREATE INDEX "cnsl_applications_cnsl_kind_status_index" ON "cnsl_applications" USING btree ("cnsl_kind","status");--> statement-breakpoint
CREATE INDEX "cnsl_availability_handler_id_index" ON "cnsl_availability" USING btree ("handler_id");--> statement-breakpoint
CREATE INDEX "cnsl_availability_exceptions_handler_id_on_date_index" ON "cnsl_availability_exceptions" USING btree ("handler_id","on_date");--> statement-breakpoint
CREATE INDEX "cnsl_records_appl_id_index" ON "cnsl_records" USING btree ("appl_id");--> statement-breakpoint
CREATE INDEX "cnsl_status_history_appl_id_at_index" ON "cnsl_status_history" USING btree ("appl_id","at");--> statement-breakpoint
CREATE INDEX "screenings_student_id_created_at_index" ON "screenings" USING btree ("student_id","created_at");