DROP INDEX "transactions_search_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "prior_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "status" text DEFAULT 'uncleared' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "original_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_search_idx" ON "transactions" USING gin ((lower(translate("payee" || ' ' || "notes" || ' ' || "original_text", 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç', 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))) gin_trgm_ops);--> statement-breakpoint
-- Rows that came from a bank file were seen on a statement.
UPDATE "transactions" SET "origin" = 'import', "status" = 'cleared' WHERE "import_id" IS NOT NULL;
--> statement-breakpoint
-- A typed balance is true at the start of its opening date; movements dated before it move the
-- balance before every movement back (accounts.prior_sum). Existing accounts keep the balances
-- they show: their opening date moves back to their first movement, so nothing lies before it.
UPDATE "accounts" AS a SET "opening_date" = f.first
  FROM (SELECT account_id, min(date) AS first FROM "transactions" GROUP BY account_id) AS f
 WHERE f.account_id = a.id AND f.first < a.opening_date;
--> statement-breakpoint
-- accounts.prior_sum is kept in step with transactions by statement-level triggers, like
-- monthly_totals: one aggregate update per statement, and only for rows before the opening date.
CREATE FUNCTION accounts_prior_sum_from_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE accounts AS a SET prior_sum = a.prior_sum - d.total
      FROM (SELECT o.account_id, sum(o.amount) AS total
              FROM old_rows o JOIN accounts x ON x.id = o.account_id
             WHERE o.date < x.opening_date GROUP BY o.account_id) AS d
     WHERE a.id = d.account_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE accounts AS a SET prior_sum = a.prior_sum + d.total
      FROM (SELECT n.account_id, sum(n.amount) AS total
              FROM new_rows n JOIN accounts x ON x.id = n.account_id
             WHERE n.date < x.opening_date GROUP BY n.account_id) AS d
     WHERE a.id = d.account_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_prior_sum_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accounts_prior_sum_from_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_prior_sum_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accounts_prior_sum_from_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_prior_sum_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION accounts_prior_sum_from_transactions();
