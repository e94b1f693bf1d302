CREATE TABLE "notify_addresses" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_nonce" text,
	"confirm_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_outbox" (
	"outbox_id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"msg_id" integer,
	"category" text NOT NULL,
	"channel" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"subject" text NOT NULL,
	"line" text NOT NULL,
	"href" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_prefs" (
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"channel" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_prefs_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
ALTER TABLE "notify_addresses" ADD CONSTRAINT "notify_addresses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_outbox" ADD CONSTRAINT "notify_outbox_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_outbox" ADD CONSTRAINT "notify_outbox_msg_id_system_messages_msg_id_fk" FOREIGN KEY ("msg_id") REFERENCES "public"."system_messages"("msg_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_prefs" ADD CONSTRAINT "notify_prefs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_outbox_status_due_at_index" ON "notify_outbox" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "notify_outbox_user_id_index" ON "notify_outbox" USING btree ("user_id");--> statement-breakpoint
-- The menu entries of the notification settings and the admin's outbox page, in databases made before
-- they existed (a fresh database gets them from the seed). Only where the menu trees are there at all.
INSERT INTO "menus" ("menu_id", "up_menu_id", "menu_nm", "menu_url", "user_div", "client_type", "depth", "sort_ord", "description", "use_yn")
SELECT 'STD_MYPAGE_NOTIFY', 'STD_MYPAGE', '알림 설정', '/user/mypage/notifications', 'std', 'user', 2, 5, '분야별로 알림을 포털에서만 볼지, 이메일로 바로 또는 아침에 모아 받을지 정하고 받을 주소를 확인합니다.', 'Y'
WHERE EXISTS (SELECT 1 FROM "menus" WHERE "menu_id" = 'STD_MYPAGE')
ON CONFLICT ("menu_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "menus" ("menu_id", "up_menu_id", "menu_nm", "menu_url", "user_div", "client_type", "depth", "sort_ord", "description", "use_yn")
SELECT 'ADM_NOTIFY', NULL, '알림 메일 발송 현황', '/adm/notifications', 'adm', 'user', 1, 5, '보낼 예정, 보냄, 실패한 알림 메일을 보고 실패한 메일을 다시 보냅니다.', 'Y'
WHERE EXISTS (SELECT 1 FROM "menus" WHERE "menu_id" = 'ADM_MAIN')
ON CONFLICT ("menu_id") DO NOTHING;
