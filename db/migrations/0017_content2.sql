CREATE TABLE "main_banners" (
	"banner_id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"link_url" text,
	"image_file_id" integer,
	"image_alt" text,
	"sort_ord" integer DEFAULT 0 NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"use_yn" text DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "required_role" text;--> statement-breakpoint
ALTER TABLE "sys_popups" ADD COLUMN "target_divs" text;--> statement-breakpoint
CREATE INDEX "main_banners_placement_use_yn_start_dt_end_dt_index" ON "main_banners" USING btree ("placement","use_yn","start_dt","end_dt");--> statement-breakpoint
UPDATE "menus" SET "required_role" = 'CONTENT_EDITOR' WHERE "menu_id" = 'STF_CONTENT';
