CREATE TABLE "merchant_month_sums" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"merchant" text NOT NULL,
	"amount" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "merchant_month_sums_user_id_month_merchant_pk" PRIMARY KEY("user_id","month","merchant")
);
--> statement-breakpoint
DROP INDEX "transactions_user_merchant_idx";--> statement-breakpoint
ALTER TABLE "merchant_month_sums" ADD CONSTRAINT "merchant_month_sums_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The merchant a transaction counts towards in merchant_month_sums: the note of an imported expense
-- entry (the merchant the breakdown named); null for every other row.
CREATE FUNCTION "merchant_of"("kind" text, "type" text, "import_id" uuid, "note" text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "kind" = 'entry' AND "type" = 'expense' AND "import_id" IS NOT NULL THEN "note" END
$$;--> statement-breakpoint
-- Keeps merchant_month_sums in step with each statement on transactions. Changes are netted per key
-- and applied in key order, so two writers never wait on each other in a cycle here; a sum whose
-- count reaches 0 is removed. Removals skip users being deleted (their sums go by the cascade).
CREATE FUNCTION "keep_merchant_month_sums"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changes" jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "merchant_month_sums" ("user_id", "month", "merchant", "amount", "count")
      SELECT "user_id", "month", "merchant", sum("amount"), count(*)
      FROM (SELECT "user_id", "month", "merchant_of"("kind", "type", "import_id", "note") AS "merchant",
          "amount" FROM new_rows) r
      WHERE "merchant" IS NOT NULL
      GROUP BY "user_id", "month", "merchant" ORDER BY "user_id", "month", "merchant"
      ON CONFLICT ("user_id", "month", "merchant") DO UPDATE
        SET "amount" = "merchant_month_sums"."amount" + excluded."amount",
            "count" = "merchant_month_sums"."count" + excluded."count";
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(c) INTO "changes" FROM (
      SELECT "user_id", "month", "merchant", -sum("amount") AS "amount", -count(*) AS "count"
      FROM (SELECT "user_id", "month", "merchant_of"("kind", "type", "import_id", "note") AS "merchant",
          "amount" FROM old_rows) r
      WHERE "merchant" IS NOT NULL
      GROUP BY "user_id", "month", "merchant") c;
  ELSE
    -- Only rows whose part in the sums changed: renaming a category or moving a row within its
    -- month changes nothing here.
    SELECT jsonb_agg(c) INTO "changes" FROM (
      SELECT s."user_id", s."month", s."merchant", sum(s."amount") AS "amount", sum(s."count") AS "count"
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      CROSS JOIN LATERAL (VALUES
        (o."user_id", o."month", "merchant_of"(o."kind", o."type", o."import_id", o."note"), -o."amount", -1),
        (n."user_id", n."month", "merchant_of"(n."kind", n."type", n."import_id", n."note"), n."amount", 1)
      ) s("user_id", "month", "merchant", "amount", "count")
      WHERE s."merchant" IS NOT NULL
        AND (o."user_id", o."month", "merchant_of"(o."kind", o."type", o."import_id", o."note"), o."amount")
          IS DISTINCT FROM
          (n."user_id", n."month", "merchant_of"(n."kind", n."type", n."import_id", n."note"), n."amount")
      GROUP BY s."user_id", s."month", s."merchant"
      HAVING sum(s."amount") <> 0 OR sum(s."count") <> 0) c;
  END IF;
  IF "changes" IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "merchant_month_sums" ("user_id", "month", "merchant", "amount", "count")
    SELECT c."user_id", c."month", c."merchant", c."amount", c."count"
    FROM jsonb_to_recordset("changes") c("user_id" text, "month" text, "merchant" text, "amount" bigint, "count" integer)
    JOIN "user" u ON u."id" = c."user_id"
    ORDER BY c."user_id", c."month", c."merchant"
    ON CONFLICT ("user_id", "month", "merchant") DO UPDATE
      SET "amount" = "merchant_month_sums"."amount" + excluded."amount",
          "count" = "merchant_month_sums"."count" + excluded."count";
  DELETE FROM "merchant_month_sums" m
    USING jsonb_to_recordset("changes") c("user_id" text, "month" text, "merchant" text, "count" integer)
    WHERE m."count" = 0 AND c."count" < 0
      AND m."user_id" = c."user_id" AND m."month" = c."month" AND m."merchant" = c."merchant";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_merchant_sums_inserts" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_merchant_month_sums"();--> statement-breakpoint
CREATE TRIGGER "transactions_merchant_sums_updates" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_merchant_month_sums"();--> statement-breakpoint
CREATE TRIGGER "transactions_merchant_sums_deletes" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_merchant_month_sums"();--> statement-breakpoint
-- What exists already.
INSERT INTO "merchant_month_sums" ("user_id", "month", "merchant", "amount", "count")
  SELECT "user_id", "month", "note", sum("amount"), count(*) FROM "transactions"
  WHERE "merchant_of"("kind", "type", "import_id", "note") IS NOT NULL
  GROUP BY "user_id", "month", "note";
