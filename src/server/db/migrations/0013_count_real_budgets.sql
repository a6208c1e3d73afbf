-- The budget counter counts budgets really made (ADR 0021): 0001 seeded it at 1,000, the spec's
-- figure for before the page loads, so every install counted 1,000 budgets nobody made. Take the
-- seed back out; what was made since stays, and the count never goes below 0.
UPDATE "budget_counter" SET "count" = GREATEST("count" - 1000, 0), "updated_at" = now() WHERE "id" = 1;
