ALTER TABLE "game_events" ADD COLUMN "play" text;--> statement-breakpoint
ALTER TABLE "game_events" ADD COLUMN "jersey" text;--> statement-breakpoint
ALTER TABLE "game_events" ADD COLUMN "home_score" integer;--> statement-breakpoint
ALTER TABLE "game_events" ADD COLUMN "away_score" integer;--> statement-breakpoint
-- Issue 18 (decision 032): the score events recorded before this migration get the running score
-- their points add up to, per game in the order they were recorded.
UPDATE "game_events" AS "e" SET "home_score" = "r"."home_score", "away_score" = "r"."away_score"
FROM (
  SELECT "ev"."id",
    GREATEST(0, SUM(CASE WHEN "ev"."team_id" = "g"."home_team_id" THEN "ev"."points" ELSE 0 END) OVER "w") AS "home_score",
    GREATEST(0, SUM(CASE WHEN "ev"."team_id" = "g"."away_team_id" THEN "ev"."points" ELSE 0 END) OVER "w") AS "away_score"
  FROM "game_events" AS "ev" JOIN "games" AS "g" ON "g"."id" = "ev"."game_id"
  WHERE "ev"."event_type" = 'score' AND "ev"."points" IS NOT NULL
    AND ("ev"."team_id" = "g"."home_team_id" OR "ev"."team_id" = "g"."away_team_id")
  WINDOW "w" AS (PARTITION BY "ev"."game_id" ORDER BY "ev"."id")
) AS "r"
WHERE "e"."id" = "r"."id";
