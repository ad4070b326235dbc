ALTER TABLE "imports" ADD COLUMN "previous_opening_balance" bigint;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "previous_opening_date" date;