CREATE TABLE "competencies" (
	"competency_cd" text PRIMARY KEY NOT NULL,
	"kor_nm" text NOT NULL,
	"eng_nm" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"elements" jsonb NOT NULL,
	"sort_ord" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_diagnoses" (
	"diagnosis_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"year" integer NOT NULL,
	"term_cd" text NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_programs" (
	"program_id" serial PRIMARY KEY NOT NULL,
	"competency_cd" text NOT NULL,
	"title" text NOT NULL,
	"dept_cd" text,
	"description" text NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_questions" (
	"question_id" serial PRIMARY KEY NOT NULL,
	"competency_cd" text NOT NULL,
	"text" text NOT NULL,
	"sort_ord" integer DEFAULT 0 NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"enrolment_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"year" integer NOT NULL,
	"term_cd" text NOT NULL,
	"kind" text DEFAULT 'COURSE' NOT NULL,
	"sbjt_key_id" text,
	"offering_id" integer,
	"transfer_nm" text,
	"transfer_category" text,
	"credits" integer NOT NULL,
	"grade" text
);
--> statement-breakpoint
CREATE TABLE "ge_areas" (
	"area_cd" text PRIMARY KEY NOT NULL,
	"kor_nm" text NOT NULL,
	"up_area_cd" text,
	"description" text NOT NULL,
	"min_credits" integer DEFAULT 0 NOT NULL,
	"sort_ord" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grad_requirement_rules" (
	"rule_id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"sort_ord" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"params" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grad_requirement_sets" (
	"set_id" serial PRIMARY KEY NOT NULL,
	"dept_cd" text,
	"role" text NOT NULL,
	"entry_year_from" integer NOT NULL,
	"entry_year_to" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grad_scenarios" (
	"scenario_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hcerti_requirements" (
	"req_id" serial PRIMARY KEY NOT NULL,
	"level_cd" text NOT NULL,
	"kind" text NOT NULL,
	"competency_cd" text,
	"min_value" integer NOT NULL,
	"label" text NOT NULL,
	"sort_ord" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_profiles" (
	"dept_cd" text PRIMARY KEY NOT NULL,
	"education_goal" text NOT NULL,
	"curriculum_summary" text NOT NULL,
	"careers" jsonb NOT NULL,
	"certificates" jsonb NOT NULL,
	"email" text,
	"homepage" text
);
--> statement-breakpoint
CREATE TABLE "major_proposals" (
	"proposal_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"title" text NOT NULL,
	"goal" text NOT NULL,
	"sbjt_key_ids" jsonb NOT NULL,
	"status" text NOT NULL,
	"reviewer_id" text,
	"review_note" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"offering_id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"term_cd" text NOT NULL,
	"sbjt_key_id" text NOT NULL,
	"section" text NOT NULL,
	"prof_user_id" text,
	"room" text,
	"capacity" integer NOT NULL,
	"times" jsonb NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_completions" (
	"student_id" text NOT NULL,
	"program_id" integer NOT NULL,
	"completed_dt" date NOT NULL,
	CONSTRAINT "program_completions_student_id_program_id_pk" PRIMARY KEY("student_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "student_achievements" (
	"achievement_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"note" text,
	"achieved_dt" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_competencies" (
	"sbjt_key_id" text NOT NULL,
	"competency_cd" text NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "subject_competencies_sbjt_key_id_competency_cd_pk" PRIMARY KEY("sbjt_key_id","competency_cd")
);
--> statement-breakpoint
CREATE TABLE "subject_prereqs" (
	"sbjt_key_id" text NOT NULL,
	"pre_sbjt_key_id" text NOT NULL,
	CONSTRAINT "subject_prereqs_sbjt_key_id_pre_sbjt_key_id_pk" PRIMARY KEY("sbjt_key_id","pre_sbjt_key_id")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"sbjt_key_id" text PRIMARY KEY NOT NULL,
	"sbjt_cd" text NOT NULL,
	"kor_nm" text NOT NULL,
	"eng_nm" text,
	"credits" integer NOT NULL,
	"category" text NOT NULL,
	"dept_cd" text,
	"ge_area_cd" text,
	"std_year" integer NOT NULL,
	"std_term_cd" text NOT NULL,
	"description" text NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subjects_sbjtCd_unique" UNIQUE("sbjt_cd")
);
--> statement-breakpoint
CREATE TABLE "timetable_plans" (
	"plan_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"year" integer NOT NULL,
	"term_cd" text NOT NULL,
	"name" text NOT NULL,
	"offering_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_applications" (
	"appl_id" serial PRIMARY KEY NOT NULL,
	"track_cd" text NOT NULL,
	"student_id" text NOT NULL,
	"motivation" text NOT NULL,
	"status" text NOT NULL,
	"reviewer_id" text,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "track_subjects" (
	"track_cd" text NOT NULL,
	"sbjt_key_id" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "track_subjects_track_cd_sbjt_key_id_pk" PRIMARY KEY("track_cd","sbjt_key_id")
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"track_cd" text PRIMARY KEY NOT NULL,
	"kor_nm" text NOT NULL,
	"dept_cd" text,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"min_credits" integer NOT NULL,
	"min_grade" integer DEFAULT 1 NOT NULL,
	"min_earned_credits" integer DEFAULT 0 NOT NULL,
	"apply_start_dt" date NOT NULL,
	"apply_end_dt" date NOT NULL,
	"capacity" integer,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"sort_ord" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competency_diagnoses" ADD CONSTRAINT "competency_diagnoses_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_programs" ADD CONSTRAINT "competency_programs_competency_cd_competencies_competency_cd_fk" FOREIGN KEY ("competency_cd") REFERENCES "public"."competencies"("competency_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_programs" ADD CONSTRAINT "competency_programs_dept_cd_depts_dept_cd_fk" FOREIGN KEY ("dept_cd") REFERENCES "public"."depts"("dept_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_questions" ADD CONSTRAINT "competency_questions_competency_cd_competencies_competency_cd_fk" FOREIGN KEY ("competency_cd") REFERENCES "public"."competencies"("competency_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_sbjt_key_id_subjects_sbjt_key_id_fk" FOREIGN KEY ("sbjt_key_id") REFERENCES "public"."subjects"("sbjt_key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_offering_id_offerings_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("offering_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grad_requirement_rules" ADD CONSTRAINT "grad_requirement_rules_set_id_grad_requirement_sets_set_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."grad_requirement_sets"("set_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grad_requirement_sets" ADD CONSTRAINT "grad_requirement_sets_dept_cd_depts_dept_cd_fk" FOREIGN KEY ("dept_cd") REFERENCES "public"."depts"("dept_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grad_scenarios" ADD CONSTRAINT "grad_scenarios_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcerti_requirements" ADD CONSTRAINT "hcerti_requirements_competency_cd_competencies_competency_cd_fk" FOREIGN KEY ("competency_cd") REFERENCES "public"."competencies"("competency_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_profiles" ADD CONSTRAINT "major_profiles_dept_cd_depts_dept_cd_fk" FOREIGN KEY ("dept_cd") REFERENCES "public"."depts"("dept_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_proposals" ADD CONSTRAINT "major_proposals_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_proposals" ADD CONSTRAINT "major_proposals_reviewer_id_users_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_sbjt_key_id_subjects_sbjt_key_id_fk" FOREIGN KEY ("sbjt_key_id") REFERENCES "public"."subjects"("sbjt_key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_prof_user_id_users_user_id_fk" FOREIGN KEY ("prof_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_completions" ADD CONSTRAINT "program_completions_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_completions" ADD CONSTRAINT "program_completions_program_id_competency_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."competency_programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_achievements" ADD CONSTRAINT "student_achievements_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_competencies" ADD CONSTRAINT "subject_competencies_sbjt_key_id_subjects_sbjt_key_id_fk" FOREIGN KEY ("sbjt_key_id") REFERENCES "public"."subjects"("sbjt_key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_competencies" ADD CONSTRAINT "subject_competencies_competency_cd_competencies_competency_cd_fk" FOREIGN KEY ("competency_cd") REFERENCES "public"."competencies"("competency_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_prereqs" ADD CONSTRAINT "subject_prereqs_sbjt_key_id_subjects_sbjt_key_id_fk" FOREIGN KEY ("sbjt_key_id") REFERENCES "public"."subjects"("sbjt_key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_prereqs" ADD CONSTRAINT "subject_prereqs_pre_sbjt_key_id_subjects_sbjt_key_id_fk" FOREIGN KEY ("pre_sbjt_key_id") REFERENCES "public"."subjects"("sbjt_key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_dept_cd_depts_dept_cd_fk" FOREIGN KEY ("dept_cd") REFERENCES "public"."depts"("dept_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_ge_area_cd_ge_areas_area_cd_fk" FOREIGN KEY ("ge_area_cd") REFERENCES "public"."ge_areas"("area_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_plans" ADD CONSTRAINT "timetable_plans_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_applications" ADD CONSTRAINT "track_applications_track_cd_tracks_track_cd_fk" FOREIGN KEY ("track_cd") REFERENCES "public"."tracks"("track_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_applications" ADD CONSTRAINT "track_applications_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_applications" ADD CONSTRAINT "track_applications_reviewer_id_users_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_subjects" ADD CONSTRAINT "track_subjects_track_cd_tracks_track_cd_fk" FOREIGN KEY ("track_cd") REFERENCES "public"."tracks"("track_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_subjects" ADD CONSTRAINT "track_subjects_sbjt_key_id_subjects_sbjt_key_id_fk" FOREIGN KEY ("sbjt_key_id") REFERENCES "public"."subjects"("sbjt_key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_dept_cd_depts_dept_cd_fk" FOREIGN KEY ("dept_cd") REFERENCES "public"."depts"("dept_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competency_diagnoses_student_id_year_term_cd_index" ON "competency_diagnoses" USING btree ("student_id","year","term_cd");--> statement-breakpoint
CREATE INDEX "competency_programs_competency_cd_index" ON "competency_programs" USING btree ("competency_cd");--> statement-breakpoint
CREATE INDEX "competency_questions_competency_cd_index" ON "competency_questions" USING btree ("competency_cd");--> statement-breakpoint
CREATE INDEX "enrolments_student_id_year_term_cd_index" ON "enrolments" USING btree ("student_id","year","term_cd");--> statement-breakpoint
CREATE INDEX "enrolments_offering_id_index" ON "enrolments" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "enrolments_sbjt_key_id_index" ON "enrolments" USING btree ("sbjt_key_id");--> statement-breakpoint
CREATE INDEX "grad_requirement_rules_set_id_sort_ord_index" ON "grad_requirement_rules" USING btree ("set_id","sort_ord");--> statement-breakpoint
CREATE INDEX "grad_requirement_sets_dept_cd_role_index" ON "grad_requirement_sets" USING btree ("dept_cd","role");--> statement-breakpoint
CREATE UNIQUE INDEX "grad_scenarios_student_id_name_index" ON "grad_scenarios" USING btree ("student_id","name");--> statement-breakpoint
CREATE INDEX "major_proposals_student_id_index" ON "major_proposals" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "major_proposals_status_index" ON "major_proposals" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "offerings_year_term_cd_sbjt_key_id_section_index" ON "offerings" USING btree ("year","term_cd","sbjt_key_id","section");--> statement-breakpoint
CREATE INDEX "offerings_year_term_cd_index" ON "offerings" USING btree ("year","term_cd");--> statement-breakpoint
CREATE INDEX "offerings_prof_user_id_year_term_cd_index" ON "offerings" USING btree ("prof_user_id","year","term_cd");--> statement-breakpoint
CREATE INDEX "student_achievements_student_id_kind_index" ON "student_achievements" USING btree ("student_id","kind");--> statement-breakpoint
CREATE INDEX "subject_competencies_competency_cd_index" ON "subject_competencies" USING btree ("competency_cd");--> statement-breakpoint
CREATE INDEX "subject_prereqs_pre_sbjt_key_id_index" ON "subject_prereqs" USING btree ("pre_sbjt_key_id");--> statement-breakpoint
CREATE INDEX "subjects_dept_cd_std_year_std_term_cd_index" ON "subjects" USING btree ("dept_cd","std_year","std_term_cd");--> statement-breakpoint
CREATE INDEX "subjects_ge_area_cd_index" ON "subjects" USING btree ("ge_area_cd");--> statement-breakpoint
CREATE INDEX "subjects_kor_nm_trgm" ON "subjects" USING gin ("kor_nm" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_plans_student_id_year_term_cd_name_index" ON "timetable_plans" USING btree ("student_id","year","term_cd","name");--> statement-breakpoint
CREATE UNIQUE INDEX "track_appl_once" ON "track_applications" USING btree ("track_cd","student_id") WHERE status in ('APPLIED', 'APPROVED');--> statement-breakpoint
CREATE INDEX "track_applications_student_id_index" ON "track_applications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "track_applications_status_index" ON "track_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "track_subjects_sbjt_key_id_index" ON "track_subjects" USING btree ("sbjt_key_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credit_avg";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credit_total";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credit_full";