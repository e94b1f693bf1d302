CREATE TABLE "exchange_incoming" (
	"incoming_id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"univ_id" integer NOT NULL,
	"year" integer NOT NULL,
	"term_cd" text NOT NULL,
	"email" text NOT NULL,
	"registered_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_eligibility" (
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "survey_eligibility_ref_type_ref_id_user_id_pk" PRIMARY KEY("ref_type","ref_id","user_id")
);
--> statement-breakpoint
DROP INDEX "schol_payments_appl_id_index";--> statement-breakpoint
ALTER TABLE "schol_payments" ADD COLUMN "seq" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "schol_payments" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "exchange_incoming" ADD CONSTRAINT "exchange_incoming_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_incoming" ADD CONSTRAINT "exchange_incoming_univ_id_exchange_universities_univ_id_fk" FOREIGN KEY ("univ_id") REFERENCES "public"."exchange_universities"("univ_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_incoming" ADD CONSTRAINT "exchange_incoming_registered_by_users_user_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_eligibility" ADD CONSTRAINT "survey_eligibility_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_incoming_user_once" ON "exchange_incoming" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_incoming_email_term_once" ON "exchange_incoming" USING btree ("email","year","term_cd");--> statement-breakpoint
CREATE INDEX "exchange_incoming_year_term_cd_index" ON "exchange_incoming" USING btree ("year","term_cd");--> statement-breakpoint
CREATE INDEX "survey_eligibility_user_id_index" ON "survey_eligibility" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schol_payment_seq" ON "schol_payments" USING btree ("appl_id","seq");