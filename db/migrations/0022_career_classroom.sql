CREATE TABLE "career_class_notices" (
	"notice_id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"file_group_id" integer,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_class_questions" (
	"question_id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_class_references" (
	"ref_id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"url" text,
	"file_group_id" integer,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_report_submissions" (
	"submission_id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"appl_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"body" text,
	"file_group_id" integer,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submit_count" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"score" integer,
	"feedback" text,
	"graded_by" text,
	"graded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "career_reports" (
	"report_id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"title" text NOT NULL,
	"instructions" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"max_score" integer NOT NULL,
	"allowed_exts" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_class_notices" ADD CONSTRAINT "career_class_notices_program_id_career_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."career_programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_class_notices" ADD CONSTRAINT "career_class_notices_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_class_notices" ADD CONSTRAINT "career_class_notices_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_class_questions" ADD CONSTRAINT "career_class_questions_program_id_career_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."career_programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_class_questions" ADD CONSTRAINT "career_class_questions_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_class_questions" ADD CONSTRAINT "career_class_questions_answered_by_users_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_class_references" ADD CONSTRAINT "career_class_references_program_id_career_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."career_programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_class_references" ADD CONSTRAINT "career_class_references_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_class_references" ADD CONSTRAINT "career_class_references_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_report_submissions" ADD CONSTRAINT "career_report_submissions_report_id_career_reports_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."career_reports"("report_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_report_submissions" ADD CONSTRAINT "career_report_submissions_appl_id_career_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."career_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_report_submissions" ADD CONSTRAINT "career_report_submissions_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_report_submissions" ADD CONSTRAINT "career_report_submissions_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_report_submissions" ADD CONSTRAINT "career_report_submissions_graded_by_users_user_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_reports" ADD CONSTRAINT "career_reports_program_id_career_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."career_programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_reports" ADD CONSTRAINT "career_reports_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_class_notices_program_id_created_at_index" ON "career_class_notices" USING btree ("program_id","created_at");--> statement-breakpoint
CREATE INDEX "career_class_notices_file_group_id_index" ON "career_class_notices" USING btree ("file_group_id");--> statement-breakpoint
CREATE INDEX "career_class_questions_program_id_created_at_index" ON "career_class_questions" USING btree ("program_id","created_at");--> statement-breakpoint
CREATE INDEX "career_class_questions_student_id_index" ON "career_class_questions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "career_class_references_program_id_created_at_index" ON "career_class_references" USING btree ("program_id","created_at");--> statement-breakpoint
CREATE INDEX "career_class_references_file_group_id_index" ON "career_class_references" USING btree ("file_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_report_submissions_report_id_appl_id_index" ON "career_report_submissions" USING btree ("report_id","appl_id");--> statement-breakpoint
CREATE INDEX "career_report_submissions_student_id_index" ON "career_report_submissions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "career_reports_program_id_due_at_index" ON "career_reports" USING btree ("program_id","due_at");