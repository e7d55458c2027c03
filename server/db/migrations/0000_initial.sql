CREATE TABLE "achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"fan_profile_id" integer NOT NULL,
	"achievement_key" text NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"permissions" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_api_key_id" text,
	"league_id" integer,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "fan_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"profile_image_url" text,
	"total_points" integer DEFAULT 0 NOT NULL,
	"favorite_team_id" integer,
	"notification_preferences" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"surface" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"period" integer NOT NULL,
	"time_remaining" integer NOT NULL,
	"event_type" text NOT NULL,
	"team_id" integer,
	"points" integer,
	"description" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"external_id" text,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"referee_id" integer,
	"field" text,
	"scheduled_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"game_format" text DEFAULT 'quarters' NOT NULL,
	"period_duration" integer DEFAULT 15 NOT NULL,
	"total_periods" integer DEFAULT 4 NOT NULL,
	"timeouts_per_period" integer DEFAULT 2 NOT NULL,
	"timeout_type" text DEFAULT 'per_period' NOT NULL,
	"blitzes_per_period" integer DEFAULT 0 NOT NULL,
	"auto_timeouts" boolean DEFAULT true NOT NULL,
	"timeout_duration" integer DEFAULT 60 NOT NULL,
	"halftime_duration" integer DEFAULT 300 NOT NULL,
	"home_score" integer DEFAULT 0 NOT NULL,
	"away_score" integer DEFAULT 0 NOT NULL,
	"current_period" integer DEFAULT 1 NOT NULL,
	"time_remaining_ms" integer DEFAULT 900000 NOT NULL,
	"clock_started_at" timestamp (3) with time zone,
	"current_down" integer DEFAULT 1 NOT NULL,
	"home_timeouts_used" integer DEFAULT 0 NOT NULL,
	"away_timeouts_used" integer DEFAULT 0 NOT NULL,
	"home_blitzes_used" integer DEFAULT 0 NOT NULL,
	"away_blitzes_used" integer DEFAULT 0 NOT NULL,
	"timeout_team" text,
	"timeout_ends_at" timestamp (3) with time zone,
	"timeout_resumes_clock" boolean DEFAULT false NOT NULL,
	"halftime_ends_at" timestamp (3) with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('scheduled', 'live', 'completed', 'cancelled')),
	CONSTRAINT "games_scores_check" CHECK ("games"."home_score" >= 0 and "games"."away_score" >= 0),
	CONSTRAINT "games_down_check" CHECK ("games"."current_down" between 1 and 4),
	CONSTRAINT "games_teams_differ" CHECK ("games"."home_team_id" <> "games"."away_team_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"user_id" integer,
	"file_name" text,
	"row_count" integer DEFAULT 0 NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"default_game_format" text DEFAULT 'quarters' NOT NULL,
	"default_period_duration" integer DEFAULT 15 NOT NULL,
	"default_total_periods" integer DEFAULT 4 NOT NULL,
	"default_timeouts_per_period" integer DEFAULT 2 NOT NULL,
	"default_blitzes_per_period" integer DEFAULT 0 NOT NULL,
	"timeout_type" text DEFAULT 'per_period' NOT NULL,
	"auto_timeouts" boolean DEFAULT true NOT NULL,
	"timeout_duration" integer DEFAULT 60 NOT NULL,
	"halftime_duration" integer DEFAULT 300 NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_status_check" CHECK ("leagues"."status" in ('active', 'suspended', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"fan_profile_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"predicted_winner_id" integer NOT NULL,
	"confidence" integer DEFAULT 50 NOT NULL,
	"predicted_home_score" integer NOT NULL,
	"predicted_away_score" integer NOT NULL,
	"is_correct" boolean,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictions_confidence_check" CHECK ("predictions"."confidence" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#FF4500' NOT NULL,
	"icon" text DEFAULT 'fa-users' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"role" text NOT NULL,
	"league_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('super_admin', 'admin', 'referee', 'pending', 'fan', 'parent')),
	CONSTRAINT "users_league_check" CHECK (("users"."role" = 'super_admin') or ("users"."league_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_fan_profile_id_fan_profiles_id_fk" FOREIGN KEY ("fan_profile_id") REFERENCES "public"."fan_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_profiles" ADD CONSTRAINT "fan_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_profiles" ADD CONSTRAINT "fan_profiles_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_profiles" ADD CONSTRAINT "fan_profiles_favorite_team_id_teams_id_fk" FOREIGN KEY ("favorite_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_fan_profile_id_fan_profiles_id_fk" FOREIGN KEY ("fan_profile_id") REFERENCES "public"."fan_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_predicted_winner_id_teams_id_fk" FOREIGN KEY ("predicted_winner_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "achievements_fan_key_unique" ON "achievements" USING btree ("fan_profile_id","achievement_key");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_id_unique" ON "api_keys" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "audit_log_league_idx" ON "audit_log" USING btree ("league_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "fan_profiles_user_league_unique" ON "fan_profiles" USING btree ("user_id","league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fields_league_name_unique" ON "fields" USING btree ("league_id",lower("name"));--> statement-breakpoint
CREATE INDEX "game_events_game_idx" ON "game_events" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "games_league_status_idx" ON "games" USING btree ("league_id","status","scheduled_date");--> statement-breakpoint
CREATE UNIQUE INDEX "games_league_external_unique" ON "games" USING btree ("league_id","external_id");--> statement-breakpoint
CREATE INDEX "games_home_team_idx" ON "games" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "games_away_team_idx" ON "games" USING btree ("away_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_scope_key_unique" ON "idempotency_keys" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "import_runs_league_idx" ON "import_runs" USING btree ("league_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_slug_unique" ON "leagues" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "predictions_fan_game_unique" ON "predictions" USING btree ("fan_profile_id","game_id");--> statement-breakpoint
CREATE INDEX "predictions_game_idx" ON "predictions" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_league_name_unique" ON "teams" USING btree ("league_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_league_idx" ON "users" USING btree ("league_id");