-- History search (issue 30): trigram indexes need pg_trgm, a trusted contrib extension that PostgreSQL
-- ships and PGlite loads (db/client.ts passes it to every PGlite it opens).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "transactions_user_date_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_newest_idx" ON "transactions" USING btree ("user_id","transaction_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_name_trgm_idx" ON "transactions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_note_trgm_idx" ON "transactions" USING gin ("note" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_user_amount_idx" ON "transactions" USING btree ("user_id","amount");
