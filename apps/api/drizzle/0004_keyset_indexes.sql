DROP INDEX "transactions_user_date_idx";--> statement-breakpoint
DROP INDEX "transactions_account_date_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_date_idx" ON "transactions" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "transactions_account_date_idx" ON "transactions" USING btree ("account_id","date","id");