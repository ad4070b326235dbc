CREATE TABLE "transfer_proposals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"import_id" uuid,
	"transaction_id" uuid NOT NULL,
	"counterpart_id" uuid,
	"account_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_proposals" ADD CONSTRAINT "transfer_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_proposals" ADD CONSTRAINT "transfer_proposals_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_proposals" ADD CONSTRAINT "transfer_proposals_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_proposals" ADD CONSTRAINT "transfer_proposals_counterpart_id_transactions_id_fk" FOREIGN KEY ("counterpart_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_proposals" ADD CONSTRAINT "transfer_proposals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_proposals_transaction_idx" ON "transfer_proposals" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transfer_proposals_user_idx" ON "transfer_proposals" USING btree ("user_id","status");