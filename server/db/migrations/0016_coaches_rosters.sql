CREATE TABLE "coach_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"coach_role" text DEFAULT 'head' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"user_id" integer,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_checkins" (
	"game_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"team_id" integer,
	"override" boolean DEFAULT false NOT NULL,
	"by_user_id" integer,
	"by_name" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "game_checkins_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "game_result_answers" (
	"game_id" integer NOT NULL,
	"side" text NOT NULL,
	"league_id" integer NOT NULL,
	"answer" text NOT NULL,
	"reason" text,
	"by_user_id" integer,
	"by_name" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "game_result_answers_game_id_side_pk" PRIMARY KEY("game_id","side"),
	CONSTRAINT "game_result_answers_side_check" CHECK ("game_result_answers"."side" in ('home', 'away')),
	CONSTRAINT "game_result_answers_answer_check" CHECK ("game_result_answers"."answer" in ('agreed', 'protested'))
);
--> statement-breakpoint
CREATE TABLE "game_rulings" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"decision" text NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"note" text NOT NULL,
	"by_user_id" integer,
	"by_name" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "game_rulings_decision_check" CHECK ("game_rulings"."decision" in ('upheld', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"jersey_number" integer,
	"birth_date" date,
	"guardian_email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_jersey_check" CHECK ("players"."jersey_number" between 0 and 99),
	CONSTRAINT "players_status_check" CHECK ("players"."status" in ('active', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "team_coaches" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"coach_role" text DEFAULT 'head' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_coaches_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "team_coaches_role_check" CHECK ("team_coaches"."coach_role" in ('head', 'assistant'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "roster_lock_date" date;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "public_player_names" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "instructional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "roster_flag" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "result_status" text;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "protest_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_checkins" ADD CONSTRAINT "game_checkins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_checkins" ADD CONSTRAINT "game_checkins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_checkins" ADD CONSTRAINT "game_checkins_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_checkins" ADD CONSTRAINT "game_checkins_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_checkins" ADD CONSTRAINT "game_checkins_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_result_answers" ADD CONSTRAINT "game_result_answers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_result_answers" ADD CONSTRAINT "game_result_answers_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_result_answers" ADD CONSTRAINT "game_result_answers_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rulings" ADD CONSTRAINT "game_rulings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rulings" ADD CONSTRAINT "game_rulings_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rulings" ADD CONSTRAINT "game_rulings_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_invitations_token_unique" ON "coach_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "coach_invitations_team_idx" ON "coach_invitations" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "players_team_jersey_unique" ON "players" USING btree ("team_id","jersey_number") WHERE "players"."status" = 'active' and "players"."jersey_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "players_league_import_unique" ON "players" USING btree ("league_id","import_key");--> statement-breakpoint
CREATE INDEX "team_coaches_user_idx" ON "team_coaches" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_result_status_check" CHECK ("games"."result_status" in ('provisional', 'final', 'protested'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('super_admin', 'admin', 'referee', 'pending', 'fan', 'parent', 'coach'));--> statement-breakpoint
UPDATE "games" SET "result_status" = 'final' WHERE "status" = 'completed';
