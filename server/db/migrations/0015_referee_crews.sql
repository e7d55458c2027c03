CREATE TABLE "game_crew" (
	"game_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"position" text NOT NULL,
	"referee_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"offered_at" timestamp (3) with time zone,
	"answered_at" timestamp (3) with time zone,
	"arrived_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	"decline_reason" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_crew_game_id_position_pk" PRIMARY KEY("game_id","position"),
	CONSTRAINT "game_crew_position_check" CHECK ("game_crew"."position" in ('referee', 'second', 'line')),
	CONSTRAINT "game_crew_status_check" CHECK ("game_crew"."status" in ('offered', 'accepted', 'declined', 'open'))
);
--> statement-breakpoint
CREATE TABLE "game_day_alerts" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_reports" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"sportsmanship_home" integer NOT NULL,
	"sportsmanship_away" integer NOT NULL,
	"incidents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_shows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_condition" text NOT NULL,
	"private_note" text,
	"state" text DEFAULT 'submitted' NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"reviewed_by_id" integer,
	"reviewed_by_name" text,
	"reviewed_at" timestamp (3) with time zone,
	"return_reason" text,
	CONSTRAINT "game_reports_sportsmanship_check" CHECK ("game_reports"."sportsmanship_home" between 0 and 5 and "game_reports"."sportsmanship_away" between 0 and 5),
	CONSTRAINT "game_reports_state_check" CHECK ("game_reports"."state" in ('submitted', 'approved', 'returned')),
	CONSTRAINT "game_reports_field_check" CHECK ("game_reports"."field_condition" in ('good', 'fair', 'poor'))
);
--> statement-breakpoint
CREATE TABLE "games_played_off_console" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"by_user_id" integer,
	"by_name" text NOT NULL,
	"note" text,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "self_assign" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "max_games_per_day" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "rest_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "auto_decline_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "pay_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_crew" ADD CONSTRAINT "game_crew_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_crew" ADD CONSTRAINT "game_crew_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_crew" ADD CONSTRAINT "game_crew_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_day_alerts" ADD CONSTRAINT "game_day_alerts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_day_alerts" ADD CONSTRAINT "game_day_alerts_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reports" ADD CONSTRAINT "game_reports_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reports" ADD CONSTRAINT "game_reports_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reports" ADD CONSTRAINT "game_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reports" ADD CONSTRAINT "game_reports_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games_played_off_console" ADD CONSTRAINT "games_played_off_console_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games_played_off_console" ADD CONSTRAINT "games_played_off_console_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games_played_off_console" ADD CONSTRAINT "games_played_off_console_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_crew_referee_idx" ON "game_crew" USING btree ("referee_id","status");--> statement-breakpoint
CREATE INDEX "game_crew_league_idx" ON "game_crew" USING btree ("league_id","status");--> statement-breakpoint
CREATE INDEX "game_reports_league_idx" ON "game_reports" USING btree ("league_id","state");--> statement-breakpoint
INSERT INTO "game_crew" ("game_id", "league_id", "position", "referee_id", "status", "offered_at", "answered_at")
SELECT "id", "league_id", 'referee', "referee_id", 'accepted', "updated_at", "updated_at" FROM "games" WHERE "referee_id" IS NOT NULL;
