CREATE TABLE "portfolio_resumes" (
	"resume_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"show_contact" boolean DEFAULT true NOT NULL,
	"show_photo" boolean DEFAULT false NOT NULL,
	"intro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_showcases" (
	"resume_id" integer PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	"dept_cd" text,
	"job_cls_cd" text,
	"status" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"selected_at" timestamp with time zone,
	"selected_by" text
);
--> statement-breakpoint
ALTER TABLE "portfolio_resumes" ADD CONSTRAINT "portfolio_resumes_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_showcases" ADD CONSTRAINT "portfolio_showcases_resume_id_portfolio_resumes_resume_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."portfolio_resumes"("resume_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_showcases" ADD CONSTRAINT "portfolio_showcases_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_showcases" ADD CONSTRAINT "portfolio_showcases_selected_by_users_user_id_fk" FOREIGN KEY ("selected_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_resumes_student_id_title_index" ON "portfolio_resumes" USING btree ("student_id","title");--> statement-breakpoint
CREATE INDEX "portfolio_showcases_status_dept_cd_index" ON "portfolio_showcases" USING btree ("status","dept_cd");--> statement-breakpoint
CREATE INDEX "portfolio_showcases_student_id_index" ON "portfolio_showcases" USING btree ("student_id");