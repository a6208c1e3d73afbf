CREATE TABLE "transaction_day_sums" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "transaction_day_sums_user_id_day_type_name_pk" PRIMARY KEY("user_id","day","type","name"),
	CONSTRAINT "transaction_day_sums_amount_check" CHECK ("transaction_day_sums"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "transaction_day_sums" ADD CONSTRAINT "transaction_day_sums_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing transactions, summed as the app keeps them from now on (transactions are stored at 12:00 UTC
-- of their day, so the UTC date is the day).
INSERT INTO "transaction_day_sums" ("user_id", "day", "type", "name", "amount")
SELECT "user_id", ("transaction_date" AT TIME ZONE 'UTC')::date, "type", "name", sum("amount")
FROM "transactions"
GROUP BY 1, 2, 3, 4;
