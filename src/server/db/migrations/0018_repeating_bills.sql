CREATE TABLE "bill_occurrences" (
	"schedule_id" uuid NOT NULL,
	"scheduled_date" date NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	"due_date" date,
	"amount" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_occurrences_schedule_id_scheduled_date_pk" PRIMARY KEY("schedule_id","scheduled_date"),
	CONSTRAINT "bill_occurrences_amount_check" CHECK ("bill_occurrences"."amount" is null or "bill_occurrences"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bill_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"cadence" text NOT NULL,
	"start_date" date NOT NULL,
	"day_rule" text DEFAULT 'day' NOT NULL,
	"weekend_rule" text DEFAULT 'keep' NOT NULL,
	"end_date" date,
	"payment_count" integer,
	"amount_kind" text DEFAULT 'exact' NOT NULL,
	"amount" bigint NOT NULL,
	"amount_max" bigint,
	"series_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_schedules_type_check" CHECK ("bill_schedules"."type" in ('savings', 'debt')),
	CONSTRAINT "bill_schedules_cadence_check" CHECK ("bill_schedules"."cadence" in ('weekly', 'every_2_weeks', 'every_4_weeks', 'monthly', 'quarterly', 'yearly')),
	CONSTRAINT "bill_schedules_day_rule_check" CHECK ("bill_schedules"."day_rule" in ('day', 'last_day', 'last_working_day')),
	CONSTRAINT "bill_schedules_weekend_rule_check" CHECK ("bill_schedules"."weekend_rule" in ('keep', 'before', 'after')),
	CONSTRAINT "bill_schedules_amount_kind_check" CHECK ("bill_schedules"."amount_kind" in ('exact', 'about', 'range')),
	CONSTRAINT "bill_schedules_amounts_check" CHECK ("bill_schedules"."amount" >= 0 and ("bill_schedules"."amount_max" is null or "bill_schedules"."amount_max" >= "bill_schedules"."amount")),
	CONSTRAINT "bill_schedules_payment_count_check" CHECK ("bill_schedules"."payment_count" is null or "bill_schedules"."payment_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "recurring_dismissals" (
	"user_id" text NOT NULL,
	"series_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_dismissals_user_id_series_key_pk" PRIMARY KEY("user_id","series_key")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "schedule_id" uuid;--> statement-breakpoint
ALTER TABLE "bill_occurrences" ADD CONSTRAINT "bill_occurrences_schedule_id_bill_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."bill_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_schedules" ADD CONSTRAINT "bill_schedules_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_dismissals" ADD CONSTRAINT "recurring_dismissals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_schedules_user_idx" ON "bill_schedules" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_schedule_id_bill_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."bill_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_schedule_idx" ON "categories" USING btree ("schedule_id") WHERE "categories"."schedule_id" is not null;