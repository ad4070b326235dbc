CREATE TABLE "purchase_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"road" text NOT NULL,
	"mail_alert_id" uuid,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"text" text NOT NULL,
	"external_id" text,
	"incoming" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "purchase_reviews" ADD CONSTRAINT "purchase_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_reviews" ADD CONSTRAINT "purchase_reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_reviews" ADD CONSTRAINT "purchase_reviews_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_reviews" ADD CONSTRAINT "purchase_reviews_mail_alert_id_mail_alerts_id_fk" FOREIGN KEY ("mail_alert_id") REFERENCES "public"."mail_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_reviews_user_idx" ON "purchase_reviews" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "purchase_reviews_account_idx" ON "purchase_reviews" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "purchase_reviews_transaction_idx" ON "purchase_reviews" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_reviews_alert_idx" ON "purchase_reviews" USING btree ("mail_alert_id");