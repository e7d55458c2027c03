CREATE TABLE "push_retries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"message" jsonb NOT NULL,
	"attempt" integer NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_retries" ADD CONSTRAINT "push_retries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_retries_due_idx" ON "push_retries" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "push_retries_subscription_idx" ON "push_retries" USING btree ("subscription_id");