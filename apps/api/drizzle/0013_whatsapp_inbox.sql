CREATE TABLE "whatsapp_category_memory" (
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	"category_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_category_memory_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"phone" text NOT NULL,
	"user_id" uuid,
	"payload" jsonb NOT NULL,
	"source" text DEFAULT 'webhook' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"reply" text,
	"transaction_id" uuid,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "whatsapp_inbox_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"capture_enabled" boolean DEFAULT true NOT NULL,
	"default_account_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_category_memory" ADD CONSTRAINT "whatsapp_category_memory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_category_memory" ADD CONSTRAINT "whatsapp_category_memory_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_inbox" ADD CONSTRAINT "whatsapp_inbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_default_account_id_accounts_id_fk" FOREIGN KEY ("default_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_inbox_status_idx" ON "whatsapp_inbox" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "whatsapp_inbox_user_idx" ON "whatsapp_inbox" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "whatsapp_inbox_phone_idx" ON "whatsapp_inbox" USING btree ("phone","received_at");