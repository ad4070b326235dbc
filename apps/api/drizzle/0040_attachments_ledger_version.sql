-- A movement's attachment_count is part of the transaction page, which is cached by
-- users.ledger_version (decision 009): adding, moving or deleting an attachment bumps it in the
-- same transaction, through the same function as movements and split lines (decision 042).
CREATE TRIGGER attachments_ledger_insert AFTER INSERT ON attachments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER attachments_ledger_update AFTER UPDATE ON attachments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER attachments_ledger_delete AFTER DELETE ON attachments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_ledger_version();
