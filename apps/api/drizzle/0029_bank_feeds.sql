CREATE TABLE "bank_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"aspsp_name" text NOT NULL,
	"aspsp_country" text NOT NULL,
	"state" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"session_id" text,
	"valid_until" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"reminded_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_feed_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"iban_last4" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"account_id" uuid,
	"synced_through" date,
	"pulls_day" date,
	"pulls_count" integer DEFAULT 0 NOT NULL,
	"bank_balance" bigint,
	"bank_balance_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_connections" ADD CONSTRAINT "bank_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_feed_accounts" ADD CONSTRAINT "bank_feed_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_feed_accounts" ADD CONSTRAINT "bank_feed_accounts_connection_id_bank_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_feed_accounts" ADD CONSTRAINT "bank_feed_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_connections_user_idx" ON "bank_connections" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_connections_state_idx" ON "bank_connections" USING btree ("state");--> statement-breakpoint
CREATE INDEX "bank_feed_accounts_user_idx" ON "bank_feed_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_feed_accounts_connection_uid_idx" ON "bank_feed_accounts" USING btree ("connection_id","uid");--> statement-breakpoint
CREATE INDEX "bank_feed_accounts_account_idx" ON "bank_feed_accounts" USING btree ("account_id");