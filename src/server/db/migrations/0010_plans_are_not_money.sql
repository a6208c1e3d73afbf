-- Plans are not money (issue 28, ADR 0018). An Income Amount typed in the category dialog was recorded
-- as an adjustment (money received); it was the person's plan. Each income adjustment becomes its
-- category's plan: what the Income Amount read when it was typed, which is the adjustment plus the
-- category's entries from before it (dated earlier, or the same day and entered before it last
-- changed). A plan already set stays when that comes to nothing.
UPDATE "categories" c SET "goal" = p."plan", "updated_at" = now()
FROM (
  SELECT a."category_id", a."amount" + coalesce((
    SELECT sum(e."amount") FROM "transactions" e
    WHERE e."category_id" = a."category_id" AND e."kind" <> 'adjustment'
      AND (e."transaction_date" < date_trunc('day', a."transaction_date")
        OR (date_trunc('day', e."transaction_date") = date_trunc('day', a."transaction_date")
          AND e."created_at" <= a."updated_at"))
  ), 0) AS "plan"
  FROM "transactions" a
  WHERE a."kind" = 'adjustment' AND a."type" = 'income'
) p
WHERE c."id" = p."category_id" AND p."plan" > 0;--> statement-breakpoint
UPDATE "categories" c SET "actual" = greatest(0, c."actual" - a."amount")
FROM "transactions" a
WHERE a."category_id" = c."id" AND a."kind" = 'adjustment' AND a."type" = 'income';--> statement-breakpoint
DELETE FROM "transactions" WHERE "kind" = 'adjustment' AND "type" = 'income';--> statement-breakpoint
-- A bill belongs to the month it is due in: a due date outside its month moves to the same day of it
-- (the last day when the month is shorter), as a bill carried into a later month does.
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
