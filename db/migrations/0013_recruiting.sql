CREATE TABLE "recruit_alerts" (
	"student_id" text PRIMARY KEY NOT NULL,
	"last_sent_dt" date NOT NULL,
	"last_posting_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_bookmarks" (
	"student_id" text NOT NULL,
	"posting_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruit_bookmarks_student_id_posting_id_pk" PRIMARY KEY("student_id","posting_id")
);
--> statement-breakpoint
CREATE TABLE "recruit_companies" (
	"company_id" serial PRIMARY KEY NOT NULL,
	"company_nm" text NOT NULL,
	"size_cd" text NOT NULL,
	"industry_nm" text NOT NULL,
	"region_cd" text NOT NULL,
	"homepage" text,
	"introduction" text,
	"owner_id" text,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_contests" (
	"contest_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"field_cd" text NOT NULL,
	"host_nm" text NOT NULL,
	"target_nm" text NOT NULL,
	"prize" text,
	"apply_start_dt" date NOT NULL,
	"apply_end_dt" date NOT NULL,
	"description" text NOT NULL,
	"homepage" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"posted_by" text NOT NULL,
	"view_cnt" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_feed_tokens" (
	"student_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recruit_grad_admissions" (
	"admission_id" serial PRIMARY KEY NOT NULL,
	"school_nm" text NOT NULL,
	"program_nm" text NOT NULL,
	"degree_cd" text NOT NULL,
	"round_nm" text NOT NULL,
	"apply_start_dt" date NOT NULL,
	"apply_end_dt" date NOT NULL,
	"documents" text NOT NULL,
	"homepage" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_hidden" (
	"student_id" text NOT NULL,
	"posting_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruit_hidden_student_id_posting_id_pk" PRIMARY KEY("student_id","posting_id")
);
--> statement-breakpoint
CREATE TABLE "recruit_postings" (
	"posting_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"job_cls_cd" text NOT NULL,
	"emp_type_cd" text NOT NULL,
	"region_cd" text NOT NULL,
	"career_lvl_cd" text NOT NULL,
	"open_dt" date NOT NULL,
	"deadline_dt" date NOT NULL,
	"headcount" integer,
	"salary" text,
	"requirements" text NOT NULL,
	"how_to_apply" text NOT NULL,
	"apply_url" text,
	"contact" text,
	"file_group_id" integer,
	"status" text NOT NULL,
	"posted_by" text NOT NULL,
	"poster_div" text NOT NULL,
	"review_note" text,
	"view_cnt" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_saved_searches" (
	"search_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"search_nm" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recruit_alerts" ADD CONSTRAINT "recruit_alerts_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_bookmarks" ADD CONSTRAINT "recruit_bookmarks_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_bookmarks" ADD CONSTRAINT "recruit_bookmarks_posting_id_recruit_postings_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."recruit_postings"("posting_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_companies" ADD CONSTRAINT "recruit_companies_owner_id_users_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_contests" ADD CONSTRAINT "recruit_contests_posted_by_users_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_feed_tokens" ADD CONSTRAINT "recruit_feed_tokens_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_hidden" ADD CONSTRAINT "recruit_hidden_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_hidden" ADD CONSTRAINT "recruit_hidden_posting_id_recruit_postings_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."recruit_postings"("posting_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_postings" ADD CONSTRAINT "recruit_postings_company_id_recruit_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."recruit_companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_postings" ADD CONSTRAINT "recruit_postings_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_postings" ADD CONSTRAINT "recruit_postings_posted_by_users_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_saved_searches" ADD CONSTRAINT "recruit_saved_searches_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recruit_companies_owner_id_index" ON "recruit_companies" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_companies_company_nm_index" ON "recruit_companies" USING btree ("company_nm");--> statement-breakpoint
CREATE INDEX "recruit_contests_status_apply_end_dt_index" ON "recruit_contests" USING btree ("status","apply_end_dt");--> statement-breakpoint
CREATE INDEX "recruit_contests_field_cd_index" ON "recruit_contests" USING btree ("field_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_feed_tokens_token_hash_index" ON "recruit_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "recruit_grad_admissions_status_apply_end_dt_index" ON "recruit_grad_admissions" USING btree ("status","apply_end_dt");--> statement-breakpoint
CREATE INDEX "recruit_postings_status_deadline_dt_index" ON "recruit_postings" USING btree ("status","deadline_dt");--> statement-breakpoint
CREATE INDEX "recruit_postings_company_id_index" ON "recruit_postings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "recruit_postings_posted_by_index" ON "recruit_postings" USING btree ("posted_by");--> statement-breakpoint
CREATE INDEX "recruit_postings_job_cls_cd_index" ON "recruit_postings" USING btree ("job_cls_cd");--> statement-breakpoint
CREATE INDEX "recruit_saved_searches_student_id_index" ON "recruit_saved_searches" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_saved_searches_student_id_search_nm_index" ON "recruit_saved_searches" USING btree ("student_id","search_nm");