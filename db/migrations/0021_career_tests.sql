CREATE TABLE "career_test_attempts" (
	"attempt_id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"appl_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"points" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" integer,
	"graded" boolean DEFAULT false NOT NULL,
	"graded_at" timestamp with time zone,
	"graded_by" text
);
--> statement-breakpoint
CREATE TABLE "career_test_questions" (
	"question_id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_tests" (
	"test_id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"duration_min" integer NOT NULL,
	"answers_released_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_test_attempts" ADD CONSTRAINT "career_test_attempts_test_id_career_tests_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."career_tests"("test_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_test_attempts" ADD CONSTRAINT "career_test_attempts_appl_id_career_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."career_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_test_attempts" ADD CONSTRAINT "career_test_attempts_graded_by_users_user_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_test_questions" ADD CONSTRAINT "career_test_questions_test_id_career_tests_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."career_tests"("test_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_tests" ADD CONSTRAINT "career_tests_program_id_career_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."career_programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_tests" ADD CONSTRAINT "career_tests_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_test_attempts_test_id_appl_id_index" ON "career_test_attempts" USING btree ("test_id","appl_id");--> statement-breakpoint
CREATE INDEX "career_test_attempts_appl_id_index" ON "career_test_attempts" USING btree ("appl_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_test_questions_test_id_seq_index" ON "career_test_questions" USING btree ("test_id","seq");--> statement-breakpoint
CREATE INDEX "career_tests_program_id_index" ON "career_tests" USING btree ("program_id");