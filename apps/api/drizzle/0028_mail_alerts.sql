CREATE TABLE "mail_alert_addresses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_alert_addresses_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "mail_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"message_id" text,
	"source" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"transaction_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_alert_addresses" ADD CONSTRAINT "mail_alert_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_alerts" ADD CONSTRAINT "mail_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_alerts_user_idx" ON "mail_alerts" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_alerts_message_idx" ON "mail_alerts" USING btree ("user_id","message_id") WHERE message_id is not null;