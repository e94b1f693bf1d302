CREATE TABLE "content_docs" (
	"kind" text NOT NULL,
	"content_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"state" text NOT NULL,
	"published_rev_no" integer,
	"scheduled_rev_no" integer,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_docs_kind_content_id_pk" PRIMARY KEY("kind","content_id")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"rev_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_id" integer NOT NULL,
	"rev_no" integer NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"meta" jsonb NOT NULL,
	"state" text NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"restored_from" integer,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_docs_publish_at_index" ON "content_docs" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "content_docs_unpublish_at_index" ON "content_docs" USING btree ("unpublish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_kind_content_id_rev_no_index" ON "content_revisions" USING btree ("kind","content_id","rev_no");