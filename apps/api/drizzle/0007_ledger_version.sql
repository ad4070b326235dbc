ALTER TABLE "users" ADD COLUMN "ledger_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- users.ledger_version changes in the same transaction as any change to a user's transactions,
-- split lines or accounts, so a cached transaction page keyed by it can never be served stale,
-- whichever instance made the change (docs/decisions/009-prepared-list-and-page-cache.md).
-- One statement-level update per statement, like the monthly_totals triggers.
CREATE FUNCTION bump_ledger_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE users SET ledger_version = ledger_version + 1 WHERE id IN (SELECT DISTINCT user_id FROM old_rows);
  ELSE
    UPDATE users SET ledger_version = ledger_version + 1 WHERE id IN (SELECT DISTINCT user_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_ledger_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER transactions_ledger_update AFTER UPDATE ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER transactions_ledger_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER splits_ledger_insert AFTER INSERT ON transaction_splits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER splits_ledger_update AFTER UPDATE ON transaction_splits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER splits_ledger_delete AFTER DELETE ON transaction_splits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER accounts_ledger_update AFTER UPDATE ON accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER accounts_ledger_delete AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
