ALTER TABLE "transaction_day_sums" DROP CONSTRAINT "transaction_day_sums_amount_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "kind" text DEFAULT 'entry' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_kind_check" CHECK ("transactions"."kind" in ('entry', 'adjustment', 'bill_payment'));--> statement-breakpoint
-- One ledger (issue 15). First, categories that differ only in case within a month ('groceries' beside
-- 'Groceries') merge into the oldest: its goal and actual gain the others', their transactions move to it.
CREATE TEMP TABLE "category_merges" ON COMMIT DROP AS
SELECT "id", "keep_id", "keep_name" FROM (
  SELECT "id",
    first_value("id") OVER w AS "keep_id",
    first_value("name") OVER w AS "keep_name"
  FROM "categories"
  WINDOW w AS (PARTITION BY "user_id", "type", lower("name"), "month" ORDER BY "created_at", "id")
) ranked WHERE "id" <> "keep_id";--> statement-breakpoint
UPDATE "transactions" t SET "category_id" = m."keep_id", "name" = m."keep_name"
FROM "category_merges" m, "categories" c
WHERE c."id" = m."id" AND t."user_id" = c."user_id" AND t."type" = c."type" AND t."month" = c."month"
  AND t."name" = c."name";--> statement-breakpoint
UPDATE "categories" c SET "goal" = c."goal" + s."goal", "actual" = c."actual" + s."actual"
FROM (
  SELECT m."keep_id", sum(d."goal") AS "goal", sum(d."actual") AS "actual"
  FROM "category_merges" m JOIN "categories" d ON d."id" = m."id" GROUP BY m."keep_id"
) s
WHERE c."id" = s."keep_id";--> statement-breakpoint
DELETE FROM "categories" WHERE "id" IN (SELECT "id" FROM "category_merges");--> statement-breakpoint
-- Transactions of a deleted category counted nowhere yet still showed on the dashboard: each now
-- counts towards its month's category of that name, created when there is none.
UPDATE "categories" c SET "actual" = c."actual" + s."total"
FROM (
  SELECT c2."id", sum(t."amount") AS "total"
  FROM "transactions" t JOIN "categories" c2 ON c2."user_id" = t."user_id" AND c2."type" = t."type"
    AND c2."month" = t."month" AND lower(c2."name") = lower(t."name")
  WHERE t."category_id" IS NULL GROUP BY c2."id"
) s
WHERE c."id" = s."id";--> statement-breakpoint
UPDATE "transactions" t SET "category_id" = c."id", "name" = c."name"
FROM "categories" c
WHERE t."category_id" IS NULL AND c."user_id" = t."user_id" AND c."type" = t."type"
  AND c."month" = t."month" AND lower(c."name") = lower(t."name");--> statement-breakpoint
INSERT INTO "categories" ("user_id", "name", "type", "month", "goal", "actual")
SELECT "user_id", min("name"), "type", "month", 0, greatest(0, sum("amount"))
FROM "transactions" WHERE "category_id" IS NULL
GROUP BY "user_id", "type", lower("name"), "month";--> statement-breakpoint
UPDATE "transactions" t SET "category_id" = c."id", "name" = c."name"
FROM "categories" c
WHERE t."category_id" IS NULL AND c."user_id" = t."user_id" AND c."type" = t."type"
  AND c."month" = t."month" AND lower(c."name") = lower(t."name");--> statement-breakpoint
-- An actual typed in the category dialog becomes an adjustment entry of the difference it made, so a
-- category's actual is the sum of its month's transactions everywhere. It is dated on the day of the
-- last edit, kept within the category's month.
INSERT INTO "transactions" ("user_id", "category_id", "name", "type", "amount", "month", "transaction_date", "kind")
SELECT c."user_id", c."id", c."name", c."type", c."actual" - coalesce(s."total", 0), c."month",
  (greatest(
    to_date(c."month" || '-01', 'YYYY-MM-DD'),
    least(
      (c."updated_at" AT TIME ZONE 'UTC')::date,
      (to_date(c."month" || '-01', 'YYYY-MM-DD') + interval '1 month' - interval '1 day')::date
    )
  ) + time '12:00') AT TIME ZONE 'UTC',
  'adjustment'
FROM "categories" c
LEFT JOIN (SELECT "category_id", sum("amount") AS "total" FROM "transactions" GROUP BY "category_id") s
  ON s."category_id" = c."id"
WHERE c."actual" <> coalesce(s."total", 0);--> statement-breakpoint
-- Names and amounts moved above: the per-day sums are made again from the transactions.
DELETE FROM "transaction_day_sums";--> statement-breakpoint
INSERT INTO "transaction_day_sums" ("user_id", "day", "type", "name", "amount")
SELECT "user_id", ("transaction_date" AT TIME ZONE 'UTC')::date, "type", "name", sum("amount")
FROM "transactions"
GROUP BY 1, 2, 3, 4
HAVING sum("amount") <> 0;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_user_type_lower_name_month_idx" ON "categories" USING btree ("user_id","type",lower("name"),"month");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_bill_payment_idx" ON "transactions" USING btree ("category_id") WHERE "transactions"."kind" = 'bill_payment';
