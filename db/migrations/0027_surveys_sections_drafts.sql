CREATE TABLE "survey_drafts" (
	"survey_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"section_seq" integer DEFAULT 1 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_drafts_survey_id_user_id_pk" PRIMARY KEY("survey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "survey_sections" (
	"survey_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "survey_sections_survey_id_seq_pk" PRIMARY KEY("survey_id","seq")
);
--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "section_seq" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "rows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "scale_max" integer;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "jumps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "target_program_id" integer;--> statement-breakpoint
ALTER TABLE "survey_drafts" ADD CONSTRAINT "survey_drafts_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_drafts" ADD CONSTRAINT "survey_drafts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sections" ADD CONSTRAINT "survey_sections_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_drafts_user_id_index" ON "survey_drafts" USING btree ("user_id");