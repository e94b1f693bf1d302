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
ALTER TABLE "club_activities" ADD CONSTRAINT "club_activities_club_id_clubs_club_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("club_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_activities" ADD CONSTRAINT "club_activities_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_member_history" ADD CONSTRAINT "club_member_history_member_id_club_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."club_members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_member_history" ADD CONSTRAINT "club_member_history_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_club_id_clubs_club_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("club_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_activities_club_id_act_dt_index" ON "club_activities" USING btree ("club_id","act_dt");--> statement-breakpoint
CREATE INDEX "club_member_history_member_id_index" ON "club_member_history" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_member_once" ON "club_members" USING btree ("club_id","student_id") WHERE status in ('APPLIED', 'APPROVED');--> statement-breakpoint
CREATE INDEX "club_members_student_id_index" ON "club_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "club_members_club_id_status_index" ON "club_members" USING btree ("club_id","status");--> statement-breakpoint
CREATE INDEX "clubs_category_cd_index" ON "clubs" USING btree ("category_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_name_once" ON "clubs" USING btree ("club_nm");