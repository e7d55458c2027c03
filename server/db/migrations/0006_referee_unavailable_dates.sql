CREATE TABLE "referee_unavailable_dates" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "referee_unavailable_dates_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "referee_unavailable_dates" ADD CONSTRAINT "referee_unavailable_dates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;