-- Money in (issue 28, ADR 0017): a merchant rule says which way its money goes (out to an expense
-- category, in to an income one), one rule of each per merchant; an import says which it added.
DROP INDEX "merchant_rules_user_merchant_idx";--> statement-breakpoint
ALTER TABLE "budget_imports" ADD COLUMN "category_type" text DEFAULT 'expense' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_rules" ADD COLUMN "direction" text DEFAULT 'out' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_rules_user_direction_merchant_idx" ON "merchant_rules" USING btree ("user_id","direction","merchant_key");--> statement-breakpoint
ALTER TABLE "budget_imports" ADD CONSTRAINT "budget_imports_category_type_check" CHECK ("budget_imports"."category_type" in ('expense', 'income'));--> statement-breakpoint
ALTER TABLE "merchant_rules" ADD CONSTRAINT "merchant_rules_direction_check" CHECK ("merchant_rules"."direction" in ('in', 'out'));