CREATE TABLE "career_attendance" (
	"session_id" integer NOT NULL,
	"appl_id" integer NOT NULL,
	"present" boolean NOT NULL,
	"method" text NOT NULL,
	"marked_by" text,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_attendance_session_id_appl_id_pk" PRIMARY KEY("session_id","appl_id")
);
--> statement-breakpoint
CREATE TABLE "career_certificates" (
	"cert_id" serial PRIMARY KEY NOT NULL,
	"appl_id" integer NOT NULL,
	"cert_no" text NOT NULL,
	"verify_code" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "career_program_sessions" ADD COLUMN "checkin_secret" text;--> statement-breakpoint
ALTER TABLE "career_programs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_programs" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "career_attendance" ADD CONSTRAINT "career_attendance_session_id_career_program_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."career_program_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_attendance" ADD CONSTRAINT "career_attendance_appl_id_career_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."career_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_attendance" ADD CONSTRAINT "career_attendance_marked_by_users_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_certificates" ADD CONSTRAINT "career_certificates_appl_id_career_applications_appl_id_fk" FOREIGN KEY ("appl_id") REFERENCES "public"."career_applications"("appl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_attendance_appl_id_index" ON "career_attendance" USING btree ("appl_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_certificates_appl_id_index" ON "career_certificates" USING btree ("appl_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_certificates_cert_no_index" ON "career_certificates" USING btree ("cert_no");--> statement-breakpoint
CREATE UNIQUE INDEX "career_certificates_verify_code_index" ON "career_certificates" USING btree ("verify_code");--> statement-breakpoint
ALTER TABLE "career_programs" ADD CONSTRAINT "career_programs_closed_by_users_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;