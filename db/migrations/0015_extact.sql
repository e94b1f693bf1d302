CREATE TABLE "ext_activities" (
	"activity_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"kind_cd" text NOT NULL,
	"title" text NOT NULL,
	"organizer" text NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"description" text,
	"competency_cds" text[] DEFAULT '{}' NOT NULL,
	"evidence_file_group_id" integer,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"return_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ext_history" (
	"hist_id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"target_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ext_service_certificates" (
	"cert_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"year" integer,
	"half_hours" integer NOT NULL,
	"entry_count" integer NOT NULL,
	"cert_no" text NOT NULL,
	"verify_code" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ext_service_hours" (
	"service_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"organization" text NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"half_hours" integer NOT NULL,
	"activity" text NOT NULL,
	"evidence_file_group_id" integer,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"return_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ext_activities" ADD CONSTRAINT "ext_activities_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_activities" ADD CONSTRAINT "ext_activities_evidence_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("evidence_file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_activities" ADD CONSTRAINT "ext_activities_decider_id_users_user_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_history" ADD CONSTRAINT "ext_history_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_service_certificates" ADD CONSTRAINT "ext_service_certificates_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_service_hours" ADD CONSTRAINT "ext_service_hours_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_service_hours" ADD CONSTRAINT "ext_service_hours_evidence_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("evidence_file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_service_hours" ADD CONSTRAINT "ext_service_hours_decider_id_users_user_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ext_activities_student_id_start_dt_index" ON "ext_activities" USING btree ("student_id","start_dt");--> statement-breakpoint
CREATE INDEX "ext_activities_status_submitted_at_index" ON "ext_activities" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "ext_history_target_target_id_index" ON "ext_history" USING btree ("target","target_id");--> statement-breakpoint
CREATE INDEX "ext_service_certificates_student_id_index" ON "ext_service_certificates" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ext_service_certificates_cert_no_index" ON "ext_service_certificates" USING btree ("cert_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ext_service_certificates_verify_code_index" ON "ext_service_certificates" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "ext_service_hours_student_id_start_dt_index" ON "ext_service_hours" USING btree ("student_id","start_dt");--> statement-breakpoint
CREATE INDEX "ext_service_hours_status_submitted_at_index" ON "ext_service_hours" USING btree ("status","submitted_at");