CREATE TABLE "recruit_minimum_wages" (
	"year" integer PRIMARY KEY NOT NULL,
	"hourly_wage" integer NOT NULL,
	"effective_dt" date NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_space_closures" (
	"closure_id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"weekday" integer,
	"closed_dt" date,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_space_closures_one_ck" CHECK ((weekday is null) <> (closed_dt is null) and (weekday is null or weekday between 0 and 6))
);
--> statement-breakpoint
CREATE TABLE "startup_team_history" (
	"history_id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"detail" jsonb,
	"actor_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recruit_minimum_wages" ADD CONSTRAINT "recruit_minimum_wages_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_space_closures" ADD CONSTRAINT "startup_space_closures_space_id_startup_spaces_space_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."startup_spaces"("space_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_space_closures" ADD CONSTRAINT "startup_space_closures_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_team_history" ADD CONSTRAINT "startup_team_history_team_id_startup_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."startup_teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_team_history" ADD CONSTRAINT "startup_team_history_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "startup_space_closures_weekday_uq" ON "startup_space_closures" USING btree ("space_id","weekday") WHERE weekday is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "startup_space_closures_date_uq" ON "startup_space_closures" USING btree ("space_id","closed_dt") WHERE closed_dt is not null;--> statement-breakpoint
CREATE INDEX "startup_team_history_team_id_index" ON "startup_team_history" USING btree ("team_id");--> statement-breakpoint
-- The official figures (최저임금위원회 고시), so every database can check part-time pay from the start.
INSERT INTO "recruit_minimum_wages" ("year", "hourly_wage", "effective_dt") VALUES (2024, 9860, '2024-01-01'), (2025, 10030, '2025-01-01'), (2026, 10320, '2026-01-01') ON CONFLICT DO NOTHING;
