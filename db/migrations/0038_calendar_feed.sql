CREATE TABLE "calendar_feed_items" (
	"student_id" text NOT NULL,
	"uid" text NOT NULL,
	"content_hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"event" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_items_student_id_uid_pk" PRIMARY KEY("student_id","uid")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"student_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_items" ADD CONSTRAINT "calendar_feed_items_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_student_id_users_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_index" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
-- The my page entry of the personal calendar, in databases made before it existed (a fresh database
-- gets it from the seed). Only where the student menu tree is there at all.
INSERT INTO "menus" ("menu_id", "up_menu_id", "menu_nm", "menu_url", "user_div", "client_type", "depth", "sort_ord", "description", "use_yn")
SELECT 'STD_MYPAGE_CALENDAR', 'STD_MYPAGE', '내 캘린더 구독', '/user/mypage/calendar', 'std', 'user', 2, 6, '신청하고 예약한 일정을 휴대폰 캘린더에서 받아 보는 개인 구독 주소를 관리합니다.', 'Y'
WHERE EXISTS (SELECT 1 FROM "menus" WHERE "menu_id" = 'STD_MYPAGE')
ON CONFLICT ("menu_id") DO NOTHING;
