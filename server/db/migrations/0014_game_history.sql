CREATE TABLE "game_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"reason" text,
	"via" text NOT NULL,
	"changes" jsonb NOT NULL,
	"event_id" integer,
	CONSTRAINT "game_history_actor_check" CHECK ("game_history"."actor_type" in ('user', 'api-key', 'system'))
);
--> statement-breakpoint
CREATE INDEX "game_history_game_idx" ON "game_history" USING btree ("game_id","id");--> statement-breakpoint
CREATE INDEX "game_history_league_idx" ON "game_history" USING btree ("league_id","at");--> statement-breakpoint
CREATE FUNCTION "game_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'game_history is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "game_history_append_only" BEFORE UPDATE OR DELETE ON "game_history" FOR EACH ROW EXECUTE FUNCTION "game_history_append_only"();
