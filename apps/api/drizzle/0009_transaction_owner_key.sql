-- One key checks that a transaction's account exists and belongs to the transaction's user,
-- replacing the two separate keys (user, account): stronger, and one probe per inserted row.
-- The unique constraint it references must exist first.
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_id_user_key" UNIQUE("id","user_id");--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_owner_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."accounts"("id","user_id") ON DELETE cascade ON UPDATE no action;
