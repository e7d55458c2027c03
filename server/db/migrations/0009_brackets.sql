CREATE TABLE "brackets" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"division_id" integer,
	"season_id" integer,
	"third_place" boolean DEFAULT false NOT NULL,
	"seed_team_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brackets_format_check" CHECK ("brackets"."format" in ('single', 'double'))
);
--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "home_team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "away_team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bracket_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bracket_key" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bracket_round" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bracket_round_name" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "home_from" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "away_from" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "overtime" jsonb;--> statement-breakpoint
ALTER TABLE "brackets" ADD CONSTRAINT "brackets_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brackets" ADD CONSTRAINT "brackets_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brackets" ADD CONSTRAINT "brackets_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brackets_league_idx" ON "brackets" USING btree ("league_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_bracket_id_brackets_id_fk" FOREIGN KEY ("bracket_id") REFERENCES "public"."brackets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_bracket_key_unique" ON "games" USING btree ("bracket_id","bracket_key");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_teams_known" CHECK ("games"."bracket_id" is not null or ("games"."home_team_id" is not null and "games"."away_team_id" is not null));