CREATE TABLE "career_test_results" (
	"result_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"test_dt" date NOT NULL,
	"scores" jsonb NOT NULL,
	"top_code" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cover_letter_drafts" (
	"draft_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"question_cd" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cover_letter_versions" (
	"version_id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"content" text NOT NULL,
	"char_cnt" integer NOT NULL,
	"char_no_space_cnt" integer NOT NULL,
	"byte_cnt" integer NOT NULL,
	"restored_from_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_courses" (
	"course_id" serial PRIMARY KEY NOT NULL,
	"category_cd" text NOT NULL,
	"title" text NOT NULL,
	"provider" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"duration_min" integer NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_test_results" ADD CONSTRAINT "career_test_results_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letter_drafts" ADD CONSTRAINT "cover_letter_drafts_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letter_versions" ADD CONSTRAINT "cover_letter_versions_draft_id_cover_letter_drafts_draft_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."cover_letter_drafts"("draft_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_test_results_student_id_created_at_index" ON "career_test_results" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "cover_letter_drafts_student_id_question_cd_index" ON "cover_letter_drafts" USING btree ("student_id","question_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "cover_letter_version_once" ON "cover_letter_versions" USING btree ("draft_id","version_no");--> statement-breakpoint
CREATE INDEX "online_courses_category_cd_sort_order_index" ON "online_courses" USING btree ("category_cd","sort_order");