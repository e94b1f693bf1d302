CREATE TABLE "portfolio_entries" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"issuer" text,
	"acquired_dt" date NOT NULL,
	"end_dt" date,
	"score" text,
	"description" text,
	"competency_cds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evidence_file_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_share_views" (
	"view_id" bigserial PRIMARY KEY NOT NULL,
	"share_id" integer NOT NULL,
	"page" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_shares" (
	"share_id" serial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"sections" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"view_cnt" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_entries" ADD CONSTRAINT "portfolio_entries_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_entries" ADD CONSTRAINT "portfolio_entries_evidence_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("evidence_file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_share_views" ADD CONSTRAINT "portfolio_share_views_share_id_portfolio_shares_share_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."portfolio_shares"("share_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_shares" ADD CONSTRAINT "portfolio_shares_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_entries_student_id_acquired_dt_index" ON "portfolio_entries" USING btree ("student_id","acquired_dt");--> statement-breakpoint
CREATE INDEX "portfolio_share_views_share_id_viewed_at_index" ON "portfolio_share_views" USING btree ("share_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_shares_token_hash_index" ON "portfolio_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "portfolio_shares_student_id_index" ON "portfolio_shares" USING btree ("student_id");