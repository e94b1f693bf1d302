CREATE TABLE "comento_applications" (
	"appl_id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comento_sessions" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"mentor_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"session_dt" date NOT NULL,
	"start_tm" text NOT NULL,
	"end_tm" text NOT NULL,
	"place" text,
	"online_url" text,
	"capacity" integer NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"mentor_id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"job_cls_cd" text NOT NULL,
	"company" text NOT NULL,
	"job_title" text NOT NULL,
	"career_years" integer NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bio" text NOT NULL,
	"accepting_yn" text DEFAULT 'Y' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"review_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentoring_messages" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentoring_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"mentor_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"topic_cd" text NOT NULL,
	"question" text NOT NULL,
	"way_cd" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"response_note" text,
	"responded_at" timestamp with time zone,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comento_applications" ADD CONSTRAINT "comento_applications_session_id_comento_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."comento_sessions"("session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comento_applications" ADD CONSTRAINT "comento_applications_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comento_sessions" ADD CONSTRAINT "comento_sessions_mentor_id_mentor_profiles_mentor_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("mentor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comento_sessions" ADD CONSTRAINT "comento_sessions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_reviewed_by_users_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_messages" ADD CONSTRAINT "mentoring_messages_request_id_mentoring_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."mentoring_requests"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_messages" ADD CONSTRAINT "mentoring_messages_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentor_id_mentor_profiles_mentor_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("mentor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_closed_by_users_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comento_appl_once" ON "comento_applications" USING btree ("session_id","student_id") WHERE status = 'APPLIED';--> statement-breakpoint
CREATE INDEX "comento_applications_student_id_index" ON "comento_applications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "comento_sessions_session_dt_index" ON "comento_sessions" USING btree ("session_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_profile_once" ON "mentor_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mentor_profiles_status_job_cls_cd_index" ON "mentor_profiles" USING btree ("status","job_cls_cd");--> statement-breakpoint
CREATE INDEX "mentoring_messages_request_id_created_at_index" ON "mentoring_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mentoring_request_open_once" ON "mentoring_requests" USING btree ("mentor_id","student_id") WHERE status in ('REQUESTED', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "mentoring_requests_student_id_index" ON "mentoring_requests" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "mentoring_requests_mentor_id_status_index" ON "mentoring_requests" USING btree ("mentor_id","status");