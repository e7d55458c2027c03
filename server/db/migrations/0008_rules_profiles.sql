ALTER TABLE "divisions" ADD COLUMN "rules_overrides" jsonb;--> statement-breakpoint
ALTER TABLE "game_events" ADD COLUMN "undoes" integer;--> statement-breakpoint
ALTER TABLE "game_events" ADD COLUMN "undone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_events" ADD COLUMN "revert" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "two_minute_warning_half" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "rules_profile" jsonb;