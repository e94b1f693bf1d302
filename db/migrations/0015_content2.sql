ALTER TABLE "menus" ADD COLUMN "required_role" text;--> statement-breakpoint
ALTER TABLE "sys_popups" ADD COLUMN "target_divs" text;--> statement-breakpoint
UPDATE "menus" SET "required_role" = 'CONTENT_EDITOR' WHERE "menu_id" = 'STF_CONTENT';