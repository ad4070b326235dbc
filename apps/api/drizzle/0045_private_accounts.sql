ALTER TABLE "accounts" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "accounts_private_idx" ON "accounts" USING btree ("user_id") WHERE "accounts"."private";--> statement-breakpoint
-- A person's accounts in other people's ledgers become shared before the user row goes (their own
-- ledger's accounts go with them by user_id); the key is checked after the cascades, as migration
-- 0043 does for transactions' authors.
CREATE OR REPLACE FUNCTION forget_account_owner_before_user_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts SET owner_id = NULL, private = false WHERE owner_id = OLD.id AND user_id <> OLD.id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_forget_account_owner BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION forget_account_owner_before_user_delete();
