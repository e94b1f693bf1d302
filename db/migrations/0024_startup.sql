CREATE TABLE "startup_centre" (
	"info_key" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_funding_appls" (
	"funding_id" serial PRIMARY KEY NOT NULL,
	"kind_cd" text NOT NULL,
	"student_id" text NOT NULL,
	"team_id" integer,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"amount" bigint,
	"mentoring_field" text,
	"file_group_id" integer,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_funding_history" (
	"history_id" serial PRIMARY KEY NOT NULL,
	"funding_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"actor_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_program_appls" (
	"appl_id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "startup_programs" (
	"program_id" serial PRIMARY KEY NOT NULL,
	"kind_cd" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"place" text NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"apply_start_dt" date NOT NULL,
	"apply_end_dt" date NOT NULL,
	"capacity" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_space_bookings" (
	"booking_id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"use_dt" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "startup_spaces" (
	"space_id" serial PRIMARY KEY NOT NULL,
	"kind_cd" text NOT NULL,
	"space_nm" text NOT NULL,
	"location" text NOT NULL,
	"seats" integer NOT NULL,
	"open_tm" text NOT NULL,
	"close_tm" text NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_staff" (
	"staff_id" serial PRIMARY KEY NOT NULL,
	"kor_nm" text NOT NULL,
	"role_nm" text NOT NULL,
	"duty" text NOT NULL,
	"phone" text,
	"email" text,
	"sort_ord" integer DEFAULT 0 NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_team_members" (
	"team_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"role_nm" text NOT NULL,
	"consent_yn" text DEFAULT 'N' NOT NULL,
	"consented_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "startup_teams" (
	"team_id" serial PRIMARY KEY NOT NULL,
	"team_nm" text NOT NULL,
	"item" text NOT NULL,
	"description" text NOT NULL,
	"leader_id" text NOT NULL,
	"status" text NOT NULL,
	"return_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recruit_parttime_jobs" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "startup_centre" ADD CONSTRAINT "startup_centre_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_funding_appls" ADD CONSTRAINT "startup_funding_appls_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_funding_appls" ADD CONSTRAINT "startup_funding_appls_team_id_startup_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."startup_teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_funding_appls" ADD CONSTRAINT "startup_funding_appls_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_funding_history" ADD CONSTRAINT "startup_funding_history_funding_id_startup_funding_appls_funding_id_fk" FOREIGN KEY ("funding_id") REFERENCES "public"."startup_funding_appls"("funding_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_funding_history" ADD CONSTRAINT "startup_funding_history_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_program_appls" ADD CONSTRAINT "startup_program_appls_program_id_startup_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."startup_programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_program_appls" ADD CONSTRAINT "startup_program_appls_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_programs" ADD CONSTRAINT "startup_programs_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_space_bookings" ADD CONSTRAINT "startup_space_bookings_space_id_startup_spaces_space_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."startup_spaces"("space_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_space_bookings" ADD CONSTRAINT "startup_space_bookings_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_team_members" ADD CONSTRAINT "startup_team_members_team_id_startup_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."startup_teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_team_members" ADD CONSTRAINT "startup_team_members_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_teams" ADD CONSTRAINT "startup_teams_leader_id_users_user_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_teams" ADD CONSTRAINT "startup_teams_decided_by_users_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_funding_appls_student_id_index" ON "startup_funding_appls" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "startup_funding_appls_status_index" ON "startup_funding_appls" USING btree ("status");--> statement-breakpoint
CREATE INDEX "startup_funding_history_funding_id_index" ON "startup_funding_history" USING btree ("funding_id");--> statement-breakpoint
CREATE INDEX "startup_program_appls_student_id_index" ON "startup_program_appls" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "startup_program_appls_live_uq" ON "startup_program_appls" USING btree ("program_id","student_id") WHERE status = 'APPLIED';--> statement-breakpoint
CREATE INDEX "startup_programs_status_apply_end_dt_index" ON "startup_programs" USING btree ("status","apply_end_dt");--> statement-breakpoint
CREATE INDEX "startup_space_bookings_space_id_use_dt_index" ON "startup_space_bookings" USING btree ("space_id","use_dt");--> statement-breakpoint
CREATE INDEX "startup_space_bookings_student_id_use_dt_index" ON "startup_space_bookings" USING btree ("student_id","use_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "startup_team_members_team_id_student_id_index" ON "startup_team_members" USING btree ("team_id","student_id");--> statement-breakpoint
CREATE INDEX "startup_team_members_student_id_index" ON "startup_team_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "startup_teams_leader_id_index" ON "startup_teams" USING btree ("leader_id");--> statement-breakpoint
CREATE INDEX "startup_teams_status_index" ON "startup_teams" USING btree ("status");