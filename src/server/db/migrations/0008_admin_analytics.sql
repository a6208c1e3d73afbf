CREATE TABLE "page_view_days" (
	"page_path" text NOT NULL,
	"day" date NOT NULL,
	"page_name" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_days_page_path_day_pk" PRIMARY KEY("page_path","day")
);
--> statement-breakpoint
CREATE TABLE "page_visitors" (
	"page_path" text NOT NULL,
	"visitor" text NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "page_visitors_page_path_visitor_pk" PRIMARY KEY("page_path","visitor")
);
--> statement-breakpoint
CREATE TABLE "user_active_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "user_active_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "user_active_days" ADD CONSTRAINT "user_active_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_active_days_day_idx" ON "user_active_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
-- Fill the rollups from what was recorded before them (UTC days, as the admin figures count).
INSERT INTO "user_active_days" ("user_id", "day")
SELECT DISTINCT "user_id", ("created_at" AT TIME ZONE 'UTC')::date FROM "user_activity"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "page_view_days" ("page_path", "day", "page_name", "views")
SELECT "page_path", ("created_at" AT TIME ZONE 'UTC')::date, min("page_name"), count(*)
FROM "page_views" GROUP BY 1, 2
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "page_visitors" ("page_path", "visitor", "last_viewed_at")
SELECT "page_path", coalesce("user_id", 'session:' || "session_id"), max("created_at")
FROM "page_views" WHERE "user_id" IS NOT NULL OR "session_id" IS NOT NULL GROUP BY 1, 2
ON CONFLICT DO NOTHING;
