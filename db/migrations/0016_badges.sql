CREATE TABLE "badge_awards" (
	"award_id" serial PRIMARY KEY NOT NULL,
	"badge_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"verify_code" text NOT NULL,
	"method" text NOT NULL,
	"reason" text,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"revoke_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"badge_id" serial PRIMARY KEY NOT NULL,
	"badge_nm" text NOT NULL,
	"description" text NOT NULL,
	"criteria" text NOT NULL,
	"rule" jsonb NOT NULL,
	"image_file_id" integer,
	"color" text DEFAULT '#5D87FF' NOT NULL,
	"symbol" text DEFAULT '★' NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_badge_id_badges_badge_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("badge_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_issued_by_users_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_revoked_by_users_user_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_image_file_id_files_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_award_once" ON "badge_awards" USING btree ("badge_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badge_award_code" ON "badge_awards" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "badge_awards_user_id_index" ON "badge_awards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_name_once" ON "badges" USING btree ("badge_nm");