CREATE TABLE "reference_rates_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "budget_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What a budget month reads besides the ledger (categories, budget lines and months, the
-- configuration, the user's typed rates) bumps users.budget_version in the same transaction, and
-- any change to the shared reference rates bumps reference_rates_version: a budget month computed
-- at one (ledger, budget, reference rates) version stays exact for as long as all three do
-- (docs/decisions/024-budget-month-by-versions.md). One update per statement, as in 0007.
INSERT INTO "reference_rates_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION bump_budget_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE users SET budget_version = budget_version + 1 WHERE id IN (SELECT DISTINCT user_id FROM old_rows);
  ELSE
    UPDATE users SET budget_version = budget_version + 1 WHERE id IN (SELECT DISTINCT user_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_reference_rates_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reference_rates_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reference_rates_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reference_rates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_rates_version();
--> statement-breakpoint
CREATE TRIGGER budget_lines_budget_insert AFTER INSERT ON budget_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER budget_lines_budget_update AFTER UPDATE ON budget_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER budget_lines_budget_delete AFTER DELETE ON budget_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER budget_months_budget_insert AFTER INSERT ON budget_months
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER budget_months_budget_update AFTER UPDATE ON budget_months
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER budget_months_budget_delete AFTER DELETE ON budget_months
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER categories_budget_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER categories_budget_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER categories_budget_delete AFTER DELETE ON categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER configurations_budget_insert AFTER INSERT ON configurations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER configurations_budget_update AFTER UPDATE ON configurations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER configurations_budget_delete AFTER DELETE ON configurations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER exchange_rates_budget_insert AFTER INSERT ON exchange_rates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER exchange_rates_budget_update AFTER UPDATE ON exchange_rates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
--> statement-breakpoint
CREATE TRIGGER exchange_rates_budget_delete AFTER DELETE ON exchange_rates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_budget_version();
