CREATE TABLE "account_totals" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"sum" bigint DEFAULT 0 NOT NULL,
	"uncleared" bigint DEFAULT 0 NOT NULL,
	"uncleared_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_totals" ADD CONSTRAINT "account_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The register summed every uncleared movement of the account on each page, and its balance over
-- every month of the account (122-164 ms at a million movements). One row per account now holds both
-- sums, kept by statement-level triggers like monthly_totals: one aggregate upsert per statement.
-- Split lines live in transaction_splits and never count; their parent does.
CREATE FUNCTION account_totals_from_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE account_totals AS a
       SET sum = a.sum - d.sum, uncleared = a.uncleared - d.uncleared, uncleared_count = a.uncleared_count - d.uncleared_count
      FROM (
        SELECT account_id, sum(amount) AS sum,
               coalesce(sum(amount) FILTER (WHERE status = 'uncleared'), 0) AS uncleared,
               count(*) FILTER (WHERE status = 'uncleared') AS uncleared_count
          FROM old_rows GROUP BY account_id
      ) AS d
     WHERE a.account_id = d.account_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO account_totals AS a (account_id, sum, uncleared, uncleared_count)
    SELECT account_id, sum(amount),
           coalesce(sum(amount) FILTER (WHERE status = 'uncleared'), 0),
           count(*) FILTER (WHERE status = 'uncleared')
      FROM new_rows GROUP BY account_id ORDER BY account_id
    ON CONFLICT (account_id) DO UPDATE
       SET sum = a.sum + excluded.sum, uncleared = a.uncleared + excluded.uncleared,
           uncleared_count = a.uncleared_count + excluded.uncleared_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_account_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_totals_from_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_account_totals_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_totals_from_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_account_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_totals_from_transactions();
--> statement-breakpoint
INSERT INTO account_totals (account_id, sum, uncleared, uncleared_count)
SELECT account_id, sum(amount),
       coalesce(sum(amount) FILTER (WHERE status = 'uncleared'), 0),
       count(*) FILTER (WHERE status = 'uncleared')
  FROM transactions GROUP BY account_id;
