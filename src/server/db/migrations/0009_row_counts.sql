CREATE TABLE "row_counts" (
	"counter" text NOT NULL,
	"shard" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "row_counts_counter_shard_pk" PRIMARY KEY("counter","shard")
);
--> statement-breakpoint
-- Counts rows of a table per type ('transactions:expense') as statements insert and delete them.
-- Each connection adds to its own row (shard = backend pid), so writers never wait on one another.
-- A category's or transaction's type never changes after insert, so updates need no counting.
CREATE FUNCTION "count_rows_by_type"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "row_counts" ("counter", "shard", "n")
      SELECT TG_TABLE_NAME || ':' || "type", pg_backend_pid(), count(*) FROM new_rows GROUP BY "type"
      ON CONFLICT ("counter", "shard") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "row_counts" ("counter", "shard", "n")
      SELECT TG_TABLE_NAME || ':' || "type", pg_backend_pid(), -count(*) FROM old_rows GROUP BY "type"
      ON CONFLICT ("counter", "shard") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_count_inserts" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by_type"();--> statement-breakpoint
CREATE TRIGGER "transactions_count_deletes" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by_type"();--> statement-breakpoint
CREATE TRIGGER "categories_count_inserts" AFTER INSERT ON "categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by_type"();--> statement-breakpoint
CREATE TRIGGER "categories_count_deletes" AFTER DELETE ON "categories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by_type"();--> statement-breakpoint
-- What exists already, in shard 0 (no connection has pid 0).
INSERT INTO "row_counts" ("counter", "shard", "n")
  SELECT 'transactions:' || "type", 0, count(*) FROM "transactions" GROUP BY "type";--> statement-breakpoint
INSERT INTO "row_counts" ("counter", "shard", "n")
  SELECT 'categories:' || "type", 0, count(*) FROM "categories" GROUP BY "type";
