CREATE TABLE "club_activities" (
	"activity_id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"act_dt" date NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_member_history" (
	"hist_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"role_cd" text,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_members" (
	"member_id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"role_cd" text DEFAULT 'MEMBER' NOT NULL,
	"status" text NOT NULL,
	"motivation" text,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"club_id" serial PRIMARY KEY NOT NULL,
	"category_cd" text NOT NULL,
	"club_nm" text NOT NULL,
	"summary" text NOT NULL,
	"introduction" text NOT NULL,
	"room" text,
	"recruit_start_dt" date,
	"recruit_end_dt" date,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_application_history" (
	"hist_id" serial PRIMARY KEY NOT NULL,
	"appl_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"univ_id" integer,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_applications" (
	"appl_id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"gpa" numeric(3, 2) NOT NULL,
	"earned_credits" integer NOT NULL,
	"study_plan" text NOT NULL,
	"evidence_file_group_id" integer,
	"status" text NOT NULL,
	"selected_univ_id" integer,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_choices" (
	"appl_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"univ_id" integer NOT NULL,
	CONSTRAINT "exchange_choices_appl_id_rank_pk" PRIMARY KEY("appl_id","rank")
);
--> statement-breakpoint
CREATE TABLE "exchange_reviews" (
	"review_id" serial PRIMARY KEY NOT NULL,
	"univ_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"term_label" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rounds" (
	"round_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"term_cd" text NOT NULL,
	"apply_start_dt" date NOT NULL,
	"apply_end_dt" date NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_scores" (
	"appl_id" integer NOT NULL,
	"test_cd" text NOT NULL,
	"score" numeric(5, 1) NOT NULL,
	"test_dt" date NOT NULL,
	CONSTRAINT "exchange_scores_appl_id_test_cd_pk" PRIMARY KEY("appl_id","test_cd")
);
--> statement-breakpoint
CREATE TABLE "exchange_universities" (
	"univ_id" serial PRIMARY KEY NOT NULL,
	"univ_nm" text NOT NULL,
	"univ_eng_nm" text NOT NULL,
	"country_cd" text NOT NULL,
	"city" text,
	"lang_cd" text NOT NULL,
	"test_cd" text,
	"min_score" numeric(5, 1),
	"min_gpa" numeric(3, 2),
	"seats_per_term" integer NOT NULL,
	"terms_offered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"homepage" text,
	"description" text NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_activities" ADD CONSTRAINT "club_activities_club_id_clubs_club_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("club_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_activities" ADD CONSTRAINT "club_activities_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_member_history" ADD CONSTRAINT "club_member_history_member_id_club_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."club_members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_member_history" ADD CONSTRAINT "club_member_history_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_club_id_clubs_club_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("club_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_application_history" ADD CONSTRAINT "exchange_application_history_appl_id_exchange_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."exchange_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_application_history" ADD CONSTRAINT "exchange_application_history_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_round_id_exchange_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."exchange_rounds"("round_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_evidence_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("evidence_file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_selected_univ_id_exchange_universities_univ_id_fk" FOREIGN KEY ("selected_univ_id") REFERENCES "public"."exchange_universities"("univ_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_choices" ADD CONSTRAINT "exchange_choices_appl_id_exchange_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."exchange_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_choices" ADD CONSTRAINT "exchange_choices_univ_id_exchange_universities_univ_id_fk" FOREIGN KEY ("univ_id") REFERENCES "public"."exchange_universities"("univ_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_reviews" ADD CONSTRAINT "exchange_reviews_univ_id_exchange_universities_univ_id_fk" FOREIGN KEY ("univ_id") REFERENCES "public"."exchange_universities"("univ_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_reviews" ADD CONSTRAINT "exchange_reviews_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_scores" ADD CONSTRAINT "exchange_scores_appl_id_exchange_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."exchange_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_activities_club_id_act_dt_index" ON "club_activities" USING btree ("club_id","act_dt");--> statement-breakpoint
CREATE INDEX "club_member_history_member_id_index" ON "club_member_history" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_member_once" ON "club_members" USING btree ("club_id","student_id") WHERE status in ('APPLIED', 'APPROVED');--> statement-breakpoint
CREATE INDEX "club_members_student_id_index" ON "club_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "club_members_club_id_status_index" ON "club_members" USING btree ("club_id","status");--> statement-breakpoint
CREATE INDEX "clubs_category_cd_index" ON "clubs" USING btree ("category_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_name_once" ON "clubs" USING btree ("club_nm");--> statement-breakpoint
CREATE INDEX "exchange_application_history_appl_id_index" ON "exchange_application_history" USING btree ("appl_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_appl_once" ON "exchange_applications" USING btree ("round_id","student_id") WHERE status <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "exchange_applications_student_id_index" ON "exchange_applications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "exchange_applications_round_id_status_index" ON "exchange_applications" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "exchange_applications_selected_univ_id_index" ON "exchange_applications" USING btree ("selected_univ_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_choices_appl_id_univ_id_index" ON "exchange_choices" USING btree ("appl_id","univ_id");--> statement-breakpoint
CREATE INDEX "exchange_reviews_univ_id_index" ON "exchange_reviews" USING btree ("univ_id");--> statement-breakpoint
CREATE INDEX "exchange_rounds_year_term_cd_index" ON "exchange_rounds" USING btree ("year","term_cd");--> statement-breakpoint
CREATE INDEX "exchange_universities_country_cd_index" ON "exchange_universities" USING btree ("country_cd");--> statement-breakpoint
CREATE INDEX "exchange_universities_lang_cd_index" ON "exchange_universities" USING btree ("lang_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_univ_name_once" ON "exchange_universities" USING btree ("univ_eng_nm");