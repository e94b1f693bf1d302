CREATE TABLE "activity_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_application_history" (
	"hist_id" serial PRIMARY KEY NOT NULL,
	"appl_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_applications" (
	"appl_id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"status" text NOT NULL,
	"wait_seq" integer,
	"motivation" text,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_bookmarks" (
	"student_id" text NOT NULL,
	"program_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_bookmarks_student_id_program_id_pk" PRIMARY KEY("student_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "career_goals" (
	"student_id" text PRIMARY KEY NOT NULL,
	"job_cls_cd" text NOT NULL,
	"industries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"roadmap" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_program_sessions" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"title" text NOT NULL,
	"session_dt" date NOT NULL,
	"start_tm" text NOT NULL,
	"end_tm" text NOT NULL,
	"place" text
);
--> statement-breakpoint
CREATE TABLE "career_programs" (
	"program_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category_cd" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"competency_cds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mileage" integer DEFAULT 0 NOT NULL,
	"eligible_colg_cds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"eligible_dept_cds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"eligible_grades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"eligible_status_cds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"waitlist_capacity" integer DEFAULT 0 NOT NULL,
	"auto_approve" boolean DEFAULT true NOT NULL,
	"apply_start_dt" date NOT NULL,
	"apply_end_dt" date NOT NULL,
	"run_start_dt" date NOT NULL,
	"run_end_dt" date NOT NULL,
	"place" text,
	"min_attend_pct" integer DEFAULT 80 NOT NULL,
	"reports_required" integer DEFAULT 0 NOT NULL,
	"test_pass_mark" integer,
	"manager_id" text NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_application_history" ADD CONSTRAINT "career_application_history_appl_id_career_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."career_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_application_history" ADD CONSTRAINT "career_application_history_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_program_id_career_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."career_programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_bookmarks" ADD CONSTRAINT "career_bookmarks_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_bookmarks" ADD CONSTRAINT "career_bookmarks_program_id_career_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."career_programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_goals" ADD CONSTRAINT "career_goals_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_program_sessions" ADD CONSTRAINT "career_program_sessions_program_id_career_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."career_programs"("program_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_programs" ADD CONSTRAINT "career_programs_manager_id_users_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_user_id_occurred_at_index" ON "activity_events" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_events_kind_ref_type_ref_id_user_id_index" ON "activity_events" USING btree ("kind","ref_type","ref_id","user_id");--> statement-breakpoint
CREATE INDEX "career_application_history_appl_id_index" ON "career_application_history" USING btree ("appl_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_appl_once" ON "career_applications" USING btree ("program_id","student_id") WHERE status not in ('CANCELLED', 'REJECTED');--> statement-breakpoint
CREATE INDEX "career_applications_student_id_index" ON "career_applications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "career_applications_program_id_status_index" ON "career_applications" USING btree ("program_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "career_program_sessions_program_id_seq_index" ON "career_program_sessions" USING btree ("program_id","seq");--> statement-breakpoint
CREATE INDEX "career_programs_category_cd_index" ON "career_programs" USING btree ("category_cd");--> statement-breakpoint
CREATE INDEX "career_programs_manager_id_index" ON "career_programs" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "career_programs_apply_end_dt_index" ON "career_programs" USING btree ("apply_end_dt");