-- The budget maker's counter is a single row with id 1 (spec section 3); it starts at the
-- 1,000 the page shows before it loads, so the live figure never drops below what was shown.
INSERT INTO "budget_counter" ("id", "count") VALUES (1, 1000) ON CONFLICT ("id") DO NOTHING;
