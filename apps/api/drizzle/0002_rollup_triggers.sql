-- monthly_totals is kept exactly in step with transactions and split lines by these
-- statement-level triggers: one aggregate upsert per statement, so a 100k-row import costs one
-- pass, not 100k upserts. Deletes only subtract (the rows exist since the insert added them),
-- which keeps cascaded deletes of accounts and users free of foreign-key surprises.
CREATE FUNCTION monthly_totals_from_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE monthly_totals AS m
       SET income = m.income - d.income, expense = m.expense - d.expense, count = m.count - d.count
      FROM (
        SELECT user_id, account_id, date_trunc('month', date)::date AS month,
               CASE WHEN transfer_id IS NULL AND NOT is_split THEN category_id END AS category_id,
               CASE WHEN transfer_id IS NOT NULL THEN 'transfer' WHEN is_split THEN 'split' ELSE 'plain' END AS bucket,
               coalesce(sum(amount) FILTER (WHERE amount > 0), 0) AS income,
               coalesce(sum(amount) FILTER (WHERE amount < 0), 0) AS expense,
               count(*) AS count
          FROM old_rows GROUP BY 1, 2, 3, 4, 5
      ) AS d
     WHERE m.user_id = d.user_id AND m.account_id = d.account_id AND m.month = d.month
       AND m.category_id IS NOT DISTINCT FROM d.category_id AND m.bucket = d.bucket;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO monthly_totals AS m (user_id, account_id, month, category_id, bucket, income, expense, count)
    SELECT user_id, account_id, date_trunc('month', date)::date,
           CASE WHEN transfer_id IS NULL AND NOT is_split THEN category_id END,
           CASE WHEN transfer_id IS NOT NULL THEN 'transfer' WHEN is_split THEN 'split' ELSE 'plain' END,
           coalesce(sum(amount) FILTER (WHERE amount > 0), 0),
           coalesce(sum(amount) FILTER (WHERE amount < 0), 0),
           count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT monthly_totals_key DO UPDATE
       SET income = m.income + excluded.income, expense = m.expense + excluded.expense, count = m.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION monthly_totals_from_splits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE monthly_totals AS m
       SET income = m.income - d.income, expense = m.expense - d.expense, count = m.count - d.count
      FROM (
        SELECT user_id, account_id, date_trunc('month', date)::date AS month, category_id,
               coalesce(sum(amount) FILTER (WHERE amount > 0), 0) AS income,
               coalesce(sum(amount) FILTER (WHERE amount < 0), 0) AS expense,
               count(*) AS count
          FROM old_rows GROUP BY 1, 2, 3, 4
      ) AS d
     WHERE m.user_id = d.user_id AND m.account_id = d.account_id AND m.month = d.month
       AND m.category_id IS NOT DISTINCT FROM d.category_id AND m.bucket = 'line';
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO monthly_totals AS m (user_id, account_id, month, category_id, bucket, income, expense, count)
    SELECT user_id, account_id, date_trunc('month', date)::date, category_id, 'line',
           coalesce(sum(amount) FILTER (WHERE amount > 0), 0),
           coalesce(sum(amount) FILTER (WHERE amount < 0), 0),
           count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT monthly_totals_key DO UPDATE
       SET income = m.income + excluded.income, expense = m.expense + excluded.expense, count = m.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION monthly_totals_from_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_totals_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION monthly_totals_from_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION monthly_totals_from_transactions();
--> statement-breakpoint
CREATE TRIGGER splits_totals_insert AFTER INSERT ON transaction_splits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION monthly_totals_from_splits();
--> statement-breakpoint
CREATE TRIGGER splits_totals_update AFTER UPDATE ON transaction_splits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION monthly_totals_from_splits();
--> statement-breakpoint
CREATE TRIGGER splits_totals_delete AFTER DELETE ON transaction_splits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION monthly_totals_from_splits();
