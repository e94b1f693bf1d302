CREATE TABLE "hcerti_pending" (
	"student_id" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hcerti_pending" ADD CONSTRAINT "hcerti_pending_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Grades and completed programmes arrive from outside the portal's code: every change to them queues
-- the student in the same transaction, once per statement, for the certificate sweep.
CREATE FUNCTION "hcerti_queue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "hcerti_pending" ("student_id") SELECT DISTINCT "student_id" FROM "changed_new"
      ON CONFLICT ("student_id") DO UPDATE SET "queued_at" = now();
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "hcerti_pending" ("student_id") SELECT DISTINCT "student_id" FROM "changed_old"
      ON CONFLICT ("student_id") DO UPDATE SET "queued_at" = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "enrolments_hcerti_insert" AFTER INSERT ON "enrolments" REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "hcerti_queue_changed"();
--> statement-breakpoint
CREATE TRIGGER "enrolments_hcerti_update" AFTER UPDATE ON "enrolments" REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "hcerti_queue_changed"();
--> statement-breakpoint
CREATE TRIGGER "enrolments_hcerti_delete" AFTER DELETE ON "enrolments" REFERENCING OLD TABLE AS "changed_old" FOR EACH STATEMENT EXECUTE FUNCTION "hcerti_queue_changed"();
--> statement-breakpoint
CREATE TRIGGER "program_completions_hcerti_insert" AFTER INSERT ON "program_completions" REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "hcerti_queue_changed"();
--> statement-breakpoint
CREATE TRIGGER "program_completions_hcerti_update" AFTER UPDATE ON "program_completions" REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "hcerti_queue_changed"();
--> statement-breakpoint
CREATE TRIGGER "program_completions_hcerti_delete" AFTER DELETE ON "program_completions" REFERENCING OLD TABLE AS "changed_old" FOR EACH STATEMENT EXECUTE FUNCTION "hcerti_queue_changed"();
