CREATE TABLE "import_clients" (
	"client_id" serial PRIMARY KEY NOT NULL,
	"client_nm" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"can_apply" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "import_clients_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "import_people" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_div" text NOT NULL,
	"first_run_id" integer NOT NULL,
	"deactivated_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"run_id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"actor_id" text,
	"client_id" integer,
	"file_nm" text NOT NULL,
	"file_hash" text NOT NULL,
	"file_size" integer NOT NULL,
	"save_file_nm" text,
	"encoding" text NOT NULL,
	"batch_year" integer,
	"batch_term_cd" text,
	"threshold_pct" integer DEFAULT 10 NOT NULL,
	"status" text NOT NULL,
	"counts" jsonb NOT NULL,
	"rejects" jsonb NOT NULL,
	"reject_total" integer DEFAULT 0 NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_by" text
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "use_yn" text DEFAULT 'Y' NOT NULL;--> statement-breakpoint
CREATE INDEX "import_people_user_div_index" ON "import_people" USING btree ("user_div");--> statement-breakpoint
CREATE INDEX "import_runs_created_at_index" ON "import_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "import_runs_file_hash_index" ON "import_runs" USING btree ("file_hash");