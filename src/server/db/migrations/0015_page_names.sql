-- Issue 31: one name per page (docs/glossary.md). '/breakdown' is the Spending Breakdown (it was
-- filed as 'Spend Breakdown'), '/ai-chat' the Spend Breakdown (it was 'Spending Report', its
-- sidebar label). Stored views take the new names so the admin's page list shows one name a path.
UPDATE "page_views" SET "page_name" = 'Spending Breakdown' WHERE "page_path" = '/breakdown';--> statement-breakpoint
UPDATE "page_view_days" SET "page_name" = 'Spending Breakdown' WHERE "page_path" = '/breakdown';--> statement-breakpoint
UPDATE "page_views" SET "page_name" = 'Spend Breakdown' WHERE "page_path" = '/ai-chat';--> statement-breakpoint
UPDATE "page_view_days" SET "page_name" = 'Spend Breakdown' WHERE "page_path" = '/ai-chat';
