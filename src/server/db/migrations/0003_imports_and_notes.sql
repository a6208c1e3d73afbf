CREATE TABLE "budget_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"category_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "merchant_rules" ADD COLUMN "merchant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "budget_imports" ADD CONSTRAINT "budget_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_imports_user_created_idx" ON "budget_imports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_import_id_budget_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."budget_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_import_idx" ON "transactions" USING btree ("import_id") WHERE "transactions"."import_id" is not null;--> statement-breakpoint
-- Rules taught before names were kept show their key until taught again.
UPDATE "merchant_rules" SET "merchant_name" = "merchant_key" WHERE "merchant_name" = '';
