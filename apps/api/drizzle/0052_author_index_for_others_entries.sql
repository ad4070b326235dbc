-- The author index keeps only movements entered in someone else's ledger (decision 062): a
-- ledger's owner's own entries are found by transactions_user_date_idx.
DROP INDEX "transactions_created_by_idx";--> statement-breakpoint
CREATE INDEX "transactions_created_by_idx" ON "transactions" USING btree ("created_by","date","id") WHERE created_by <> user_id;--> statement-breakpoint
-- Stated as the index's own condition, so the trigger's update finds the rows by that index.
CREATE OR REPLACE FUNCTION forget_author_before_user_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transactions SET created_by = NULL WHERE created_by = OLD.id AND created_by <> user_id;
  RETURN OLD;
END;
$$;
