CREATE TABLE "household_category_splits" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"values" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "ledger_id" uuid;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "household_category_splits" ADD CONSTRAINT "household_category_splits_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_category_splits" ADD CONSTRAINT "household_category_splits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_ledger_id_users_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;