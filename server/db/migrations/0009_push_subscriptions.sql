CREATE TABLE "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_score_windows" (
	"subscription_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"pending" jsonb,
	CONSTRAINT "push_score_windows_subscription_id_game_id_pk" PRIMARY KEY("subscription_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscription_teams" (
	"subscription_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "push_subscription_teams_subscription_id_team_id_pk" PRIMARY KEY("subscription_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"league_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "push_score_windows" ADD CONSTRAINT "push_score_windows_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription_teams" ADD CONSTRAINT "push_subscription_teams_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription_teams" ADD CONSTRAINT "push_subscription_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_score_windows_due_idx" ON "push_score_windows" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "push_subscription_teams_team_idx" ON "push_subscription_teams" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_league_idx" ON "push_subscriptions" USING btree ("league_id");