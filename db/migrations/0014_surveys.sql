CREATE TABLE "survey_answers" (
	"answer_id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"choices" jsonb,
	"scale" integer,
	"text_value" text
);
--> statement-breakpoint
CREATE TABLE "survey_participants" (
	"survey_id" integer NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "survey_participants_survey_id_user_id_pk" PRIMARY KEY("survey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"question_id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"required_yn" text DEFAULT 'Y' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"response_id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"respondent_id" text,
	"submitted_dt" date NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"survey_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"target_user_divs" jsonb DEFAULT '["std"]'::jsonb NOT NULL,
	"target_dept_cds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_grades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"anonymous_yn" text DEFAULT 'N' NOT NULL,
	"editable_yn" text DEFAULT 'N' NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"manager_id" text NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("response_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("question_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_participants" ADD CONSTRAINT "survey_participants_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_participants" ADD CONSTRAINT "survey_participants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_respondent_id_users_user_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_manager_id_users_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_response_id_question_id_index" ON "survey_answers" USING btree ("response_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_id_index" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "survey_participants_user_id_index" ON "survey_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_id_seq_index" ON "survey_questions" USING btree ("survey_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_response_once" ON "survey_responses" USING btree ("survey_id","respondent_id") WHERE respondent_id is not null;--> statement-breakpoint
CREATE INDEX "survey_responses_survey_id_index" ON "survey_responses" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "surveys_kind_status_index" ON "surveys" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "surveys_ref_type_ref_id_index" ON "surveys" USING btree ("ref_type","ref_id");