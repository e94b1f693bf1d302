CREATE TABLE "schol_application_docs" (
	"doc_id" serial PRIMARY KEY NOT NULL,
	"appl_id" integer NOT NULL,
	"doc_nm" text NOT NULL,
	"file_group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schol_application_history" (
	"hist_id" serial PRIMARY KEY NOT NULL,
	"appl_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schol_applications" (
	"appl_id" serial PRIMARY KEY NOT NULL,
	"schol_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"status" text NOT NULL,
	"statement" text,
	"review_note" text,
	"award_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schol_income_brackets" (
	"student_id" text PRIMARY KEY NOT NULL,
	"bracket_cd" text NOT NULL,
	"recorded_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schol_payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"appl_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"paid_dt" date NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholarships" (
	"schol_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind_cd" text NOT NULL,
	"sponsor_nm" text,
	"year" integer NOT NULL,
	"term_cd" text NOT NULL,
	"amount_min" integer NOT NULL,
	"amount_max" integer NOT NULL,
	"quota" integer,
	"description" text NOT NULL,
	"apply_start_dt" date NOT NULL,
	"apply_end_dt" date NOT NULL,
	"min_grade" integer,
	"min_credits" integer,
	"min_gpa" numeric(3, 2),
	"max_income_cd" text,
	"eligible_status_cds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_docs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manager_id" text NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schol_application_docs" ADD CONSTRAINT "schol_application_docs_appl_id_schol_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."schol_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schol_application_docs" ADD CONSTRAINT "schol_application_docs_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schol_application_history" ADD CONSTRAINT "schol_application_history_appl_id_schol_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."schol_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schol_application_history" ADD CONSTRAINT "schol_application_history_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schol_applications" ADD CONSTRAINT "schol_applications_schol_id_scholarships_schol_id_fk" FOREIGN KEY ("schol_id") REFERENCES "public"."scholarships"("schol_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schol_applications" ADD CONSTRAINT "schol_applications_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schol_income_brackets" ADD CONSTRAINT "schol_income_brackets_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schol_income_brackets" ADD CONSTRAINT "schol_income_brackets_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schol_payments" ADD CONSTRAINT "schol_payments_appl_id_schol_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."schol_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schol_payments" ADD CONSTRAINT "schol_payments_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarships" ADD CONSTRAINT "scholarships_manager_id_users_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schol_application_docs_appl_id_index" ON "schol_application_docs" USING btree ("appl_id");--> statement-breakpoint
CREATE INDEX "schol_application_docs_file_group_id_index" ON "schol_application_docs" USING btree ("file_group_id");--> statement-breakpoint
CREATE INDEX "schol_application_history_appl_id_index" ON "schol_application_history" USING btree ("appl_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schol_appl_once" ON "schol_applications" USING btree ("schol_id","student_id") WHERE status <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "schol_applications_student_id_index" ON "schol_applications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "schol_applications_schol_id_status_index" ON "schol_applications" USING btree ("schol_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "schol_payments_appl_id_index" ON "schol_payments" USING btree ("appl_id");--> statement-breakpoint
CREATE INDEX "scholarships_year_term_cd_index" ON "scholarships" USING btree ("year","term_cd");--> statement-breakpoint
CREATE INDEX "scholarships_apply_end_dt_index" ON "scholarships" USING btree ("apply_end_dt");