-- Plans are not money (issue 28, ADR 0018). An Income Amount typed in the category dialog was recorded
-- as an adjustment (money received); it was the person's plan. Each income adjustment becomes its
-- category's plan: what the Income Amount read when it was typed, which is the adjustment plus the
-- category's entries from before it (dated earlier, or the same day and entered before it last
-- changed). A plan already set stays when that comes to nothing.
WITH "corrections" AS (
  -- A category may hold more than one (a deleted category's moved into it): taken together.
  SELECT "category_id", sum("amount") AS "amount", max("transaction_date") AS "day",
    max("updated_at") AS "changed"
  FROM "transactions" WHERE "kind" = 'adjustment' AND "type" = 'income'
  GROUP BY "category_id"
), "plans" AS (
  SELECT k."category_id", k."amount", k."amount" + coalesce((
    SELECT sum(e."amount") FROM "transactions" e
    WHERE e."category_id" = k."category_id" AND e."kind" <> 'adjustment'
      AND (e."transaction_date" < date_trunc('day', k."day")
        OR (date_trunc('day', e."transaction_date") = date_trunc('day', k."day")
          AND e."created_at" <= k."changed"))
  ), 0) AS "plan"
  FROM "corrections" k
)
UPDATE "categories" c SET
  "goal" = CASE WHEN p."plan" > 0 THEN p."plan" ELSE c."goal" END,
  "actual" = greatest(0, c."actual" - p."amount"),
  "updated_at" = now()
FROM "plans" p
WHERE c."id" = p."category_id";--> statement-breakpoint
DELETE FROM "transactions" WHERE "kind" = 'adjustment' AND "type" = 'income';--> statement-breakpoint
-- A bill belongs to the month it is due in. One set up in another month (Rent due 3 December in
-- November's budget) moves to its due month when that month has no bill of its name and nothing was
-- paid on it; any other keeps its month and its due date moves to the same day of it (the last day
-- when the month is shorter), as a bill carried into a later month does.
UPDATE "categories" c SET "month" = m."due_month", "updated_at" = now()
FROM (
  SELECT DISTINCT ON (b."user_id", b."type", lower(b."name"), to_char(b."due_date", 'YYYY-MM'))
    b."id", to_char(b."due_date", 'YYYY-MM') AS "due_month"
  FROM "categories" b
  WHERE b."type" IN ('savings', 'debt') AND b."due_date" IS NOT NULL
    AND to_char(b."due_date", 'YYYY-MM') <> b."month"
    AND NOT EXISTS (
      SELECT 1 FROM "categories" o
      WHERE o."user_id" = b."user_id" AND o."type" = b."type" AND lower(o."name") = lower(b."name")
        AND o."month" = to_char(b."due_date", 'YYYY-MM'))
    AND NOT EXISTS (SELECT 1 FROM "transactions" t WHERE t."category_id" = b."id")
  ORDER BY b."user_id", b."type", lower(b."name"), to_char(b."due_date", 'YYYY-MM'), b."month" DESC
) m
WHERE c."id" = m."id";--> statement-breakpoint
UPDATE "categories" SET "due_date" = make_date(
    substr("month", 1, 4)::int,
    substr("month", 6, 2)::int,
    least(
      extract(day FROM "due_date")::int,
      extract(day FROM (to_date("month" || '-01', 'YYYY-MM-DD') + interval '1 month' - interval '1 day'))::int
    )
  ), "updated_at" = now()
WHERE "due_date" IS NOT NULL AND to_char("due_date", 'YYYY-MM') <> "month";--> statement-breakpoint
-- Ticking a bill paid records what is left of it beside payments already entered, never a second
-- payment of the whole: a recorded payment shrinks to that remainder, and goes when nothing is left.
CREATE TEMP TABLE "bill_payment_fixes" ON COMMIT DROP AS
SELECT p."id", p."category_id", p."amount" AS "old_amount",
  greatest(0, c."goal" - coalesce((
    SELECT sum(e."amount") FROM "transactions" e
    WHERE e."category_id" = p."category_id" AND e."id" <> p."id"
  ), 0)) AS "new_amount"
FROM "transactions" p JOIN "categories" c ON c."id" = p."category_id"
WHERE p."kind" = 'bill_payment';--> statement-breakpoint
UPDATE "categories" c SET "actual" = greatest(0, c."actual" - f."old_amount" + f."new_amount")
FROM "bill_payment_fixes" f
WHERE c."id" = f."category_id" AND f."new_amount" <> f."old_amount";--> statement-breakpoint
UPDATE "transactions" t SET "amount" = f."new_amount", "updated_at" = now()
FROM "bill_payment_fixes" f
WHERE t."id" = f."id" AND f."new_amount" > 0 AND f."new_amount" <> f."old_amount";--> statement-breakpoint
DELETE FROM "transactions" WHERE "id" IN (SELECT "id" FROM "bill_payment_fixes" WHERE "new_amount" = 0);--> statement-breakpoint
-- Amounts moved above: the per-day sums are made again from the transactions.
DELETE FROM "transaction_day_sums";--> statement-breakpoint
INSERT INTO "transaction_day_sums" ("user_id", "day", "type", "name", "amount")
SELECT "user_id", ("transaction_date" AT TIME ZONE 'UTC')::date, "type", "name", sum("amount")
FROM "transactions"
GROUP BY 1, 2, 3, 4
HAVING sum("amount") <> 0;
