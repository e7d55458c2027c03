CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"email_count" integer NOT NULL,
	"push_count" integer NOT NULL,
	"sent_by_user_id" integer,
	"sent_by_name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_follow_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"address" text NOT NULL,
	"team_ids" jsonb NOT NULL,
	"kinds" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_follow_teams" (
	"follow_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "mail_follow_teams_follow_id_team_id_pk" PRIMARY KEY("follow_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "mail_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"address" text NOT NULL,
	"kinds" jsonb NOT NULL,
	"confirmed_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_reminder_days" (
	"league_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_reminder_days_league_id_day_pk" PRIMARY KEY("league_id","day")
);
--> statement-breakpoint
CREATE TABLE "mail_score_windows" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"pending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_follow_requests" ADD CONSTRAINT "mail_follow_requests_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_follow_teams" ADD CONSTRAINT "mail_follow_teams_follow_id_mail_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."mail_follows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_follow_teams" ADD CONSTRAINT "mail_follow_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_follows" ADD CONSTRAINT "mail_follows_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_reminder_days" ADD CONSTRAINT "mail_reminder_days_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_league_idx" ON "announcements" USING btree ("league_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_follow_requests_token_unique" ON "mail_follow_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "mail_follow_requests_expires_idx" ON "mail_follow_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_follow_teams_team_idx" ON "mail_follow_teams" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_follows_league_address_unique" ON "mail_follows" USING btree ("league_id","address");--> statement-breakpoint
CREATE INDEX "mail_score_windows_due_idx" ON "mail_score_windows" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_announcement_idx" ON "mail_outbox" USING btree ("announcement_id") WHERE "mail_outbox"."announcement_id" is not null;