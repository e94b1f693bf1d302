CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "academic_terms" (
	"year" integer NOT NULL,
	"term_cd" text NOT NULL,
	"term_nm" text NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	CONSTRAINT "academic_terms_year_term_cd_pk" PRIMARY KEY("year","term_cd")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"category" text
);
--> statement-breakpoint
CREATE TABLE "cmmn_codes" (
	"cd_id" text PRIMARY KEY NOT NULL,
	"up_cd_id" text,
	"cd_category" text NOT NULL,
	"cd_nm" text NOT NULL,
	"userdef1" text,
	"userdef2" text,
	"userdef3" text,
	"sort_ord" integer DEFAULT 0 NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_codes" (
	"grp_cd" text NOT NULL,
	"com_cd" text NOT NULL,
	"com_cd_nm" text NOT NULL,
	"description" text,
	"sort_ord" integer DEFAULT 0 NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	CONSTRAINT "com_codes_grp_cd_com_cd_pk" PRIMARY KEY("grp_cd","com_cd")
);
--> statement-breakpoint
CREATE TABLE "counsellors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cnslr_id" text NOT NULL,
	"cnslr_div" text NOT NULL,
	"dept_cd" text,
	"specialty" text,
	"room" text,
	"office_tel" text,
	CONSTRAINT "counsellors_cnslrId_unique" UNIQUE("cnslr_id")
);
--> statement-breakpoint
CREATE TABLE "depts" (
	"dept_cd" text PRIMARY KEY NOT NULL,
	"dept_nm" text NOT NULL,
	"eng_nm" text,
	"dept_div" text NOT NULL,
	"up_dept_cd" text,
	"grp_cd" text,
	"tel_no" text,
	"location" text,
	"description" text,
	"sort_ord" integer DEFAULT 0 NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"fl_id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"fl_menu_id" text NOT NULL,
	"fl_type" text NOT NULL,
	"view_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_groups" (
	"file_group_id" serial PRIMARY KEY NOT NULL,
	"owner_id" text,
	"visibility" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"file_group_id" integer NOT NULL,
	"save_file_nm" text NOT NULL,
	"ori_file_nm" text NOT NULL,
	"file_ext_nm" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"link_url_path" text NOT NULL,
	"uploader_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"attempt_key" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "main_setups" (
	"user_id" text PRIMARY KEY NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_use_his" (
	"his_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"menu_id" text,
	"menu_url" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_id" text PRIMARY KEY NOT NULL,
	"up_menu_id" text,
	"menu_nm" text NOT NULL,
	"menu_url" text,
	"user_div" text NOT NULL,
	"client_type" text DEFAULT 'user' NOT NULL,
	"depth" integer DEFAULT 1 NOT NULL,
	"sort_ord" integer DEFAULT 0 NOT NULL,
	"description" text,
	"use_yn" text DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"msg_id" integer NOT NULL,
	"recv_user_id" text NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "message_recipients_msg_id_recv_user_id_pk" PRIMARY KEY("msg_id","recv_user_id")
);
--> statement-breakpoint
CREATE TABLE "outside_users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"otsdr_div" text NOT NULL,
	"org_nm" text,
	"job_nm" text,
	"introduction" text
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"post_id" serial PRIMARY KEY NOT NULL,
	"board_cd" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"category" text,
	"menu_id" text,
	"author_id" text,
	"file_group_id" integer,
	"view_cnt" integer DEFAULT 0 NOT NULL,
	"pin_yn" text DEFAULT 'N' NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"prof_no" text NOT NULL,
	"dept_cd" text,
	"position_nm" text,
	"office" text,
	"office_tel" text,
	"research_field" text,
	"office_hours" text,
	CONSTRAINT "professors_profNo_unique" UNIQUE("prof_no")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stf_no" text NOT NULL,
	"stf_div_cd" text,
	"stf_pstn_cd" text,
	"dept_cd" text,
	"duty" text,
	"office_tel" text,
	CONSTRAINT "staff_stfNo_unique" UNIQUE("stf_no")
);
--> statement-breakpoint
CREATE TABLE "sys_popups" (
	"popup_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link_url" text,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"width" integer DEFAULT 420 NOT NULL,
	"sort_ord" integer DEFAULT 0 NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_messages" (
	"msg_id" serial PRIMARY KEY NOT NULL,
	"msg_type" text NOT NULL,
	"send_user_id" text,
	"msg_title" text NOT NULL,
	"msg_cont" text NOT NULL,
	"user_def1" text,
	"user_def2" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_div" text NOT NULL,
	"kor_nm" text NOT NULL,
	"eng_nm" text,
	"password_hash" text,
	"is_sso" text DEFAULT 'N' NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"email" text,
	"ph" text,
	"tel_no" text,
	"adr" text,
	"sex_cd" text,
	"birth_dt" date,
	"photo_file_id" integer,
	"colg_cd" text,
	"hakgua_cd" text,
	"major_cd" text,
	"minor_cd" text,
	"double_major_cd" text,
	"grade_cd" text,
	"shreg_st" text,
	"entr_dt" date,
	"grdt_dt" date,
	"grdt_yn" text,
	"grdt_year" text,
	"guide_prof_no" text,
	"boho_hp_no" text,
	"credit_avg" numeric(3, 2),
	"credit_total" integer,
	"credit_full" integer,
	"frgn_yn" text,
	"handicap_yn" text,
	"high_sch" text,
	"hakwi_no" text,
	"schol_amt_get_cnt" integer,
	"job_nm" text,
	"occ_nm" text,
	"career_nm" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counsellors" ADD CONSTRAINT "counsellors_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellors" ADD CONSTRAINT "counsellors_dept_cd_depts_dept_cd_fk" FOREIGN KEY ("dept_cd") REFERENCES "public"."depts"("dept_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_file_group_id_file_groups_file_group_id_fk" FOREIGN KEY ("file_group_id") REFERENCES "public"."file_groups"("file_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_setups" ADD CONSTRAINT "main_setups_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_msg_id_system_messages_msg_id_fk" FOREIGN KEY ("msg_id") REFERENCES "public"."system_messages"("msg_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_recv_user_id_users_user_id_fk" FOREIGN KEY ("recv_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_users" ADD CONSTRAINT "outside_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professors" ADD CONSTRAINT "professors_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professors" ADD CONSTRAINT "professors_dept_cd_depts_dept_cd_fk" FOREIGN KEY ("dept_cd") REFERENCES "public"."depts"("dept_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_dept_cd_depts_dept_cd_fk" FOREIGN KEY ("dept_cd") REFERENCES "public"."depts"("dept_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_index" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_index" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "calendar_events_start_dt_index" ON "calendar_events" USING btree ("start_dt");--> statement-breakpoint
CREATE INDEX "cmmn_codes_cd_category_up_cd_id_index" ON "cmmn_codes" USING btree ("cd_category","up_cd_id");--> statement-breakpoint
CREATE INDEX "depts_dept_div_up_dept_cd_index" ON "depts" USING btree ("dept_div","up_dept_cd");--> statement-breakpoint
CREATE INDEX "depts_grp_cd_index" ON "depts" USING btree ("grp_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_id_fl_type_fl_menu_id_index" ON "favorites" USING btree ("user_id","fl_type","fl_menu_id");--> statement-breakpoint
CREATE INDEX "files_file_group_id_index" ON "files" USING btree ("file_group_id");--> statement-breakpoint
CREATE INDEX "login_attempts_attempt_key_attempted_at_index" ON "login_attempts" USING btree ("attempt_key","attempted_at");--> statement-breakpoint
CREATE INDEX "menu_use_his_user_id_used_at_index" ON "menu_use_his" USING btree ("user_id","used_at");--> statement-breakpoint
CREATE INDEX "menus_user_div_client_type_use_yn_index" ON "menus" USING btree ("user_div","client_type","use_yn");--> statement-breakpoint
CREATE INDEX "menus_menu_nm_trgm" ON "menus" USING gin ("menu_nm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "message_recipients_recv_user_id_read_at_index" ON "message_recipients" USING btree ("recv_user_id","read_at");--> statement-breakpoint
CREATE INDEX "posts_board_cd_created_at_index" ON "posts" USING btree ("board_cd","created_at");--> statement-breakpoint
CREATE INDEX "posts_title_trgm" ON "posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_content_trgm" ON "posts" USING gin ("content_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_user_div_index" ON "users" USING btree ("user_div");--> statement-breakpoint
CREATE INDEX "users_colg_cd_hakgua_cd_major_cd_index" ON "users" USING btree ("colg_cd","hakgua_cd","major_cd");--> statement-breakpoint
CREATE INDEX "users_guide_prof_no_index" ON "users" USING btree ("guide_prof_no");--> statement-breakpoint
CREATE INDEX "users_kor_nm_trgm" ON "users" USING gin ("kor_nm" gin_trgm_ops);