-- accounts.prior_sum (movements dated before the opening date) follows a new opening date
-- whoever moves it: the account form, an import that opens the account at the statement's
-- balance, or the undo of that import.
CREATE FUNCTION accounts_prior_sum_on_opening_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.prior_sum := (SELECT coalesce(sum(amount), 0) FROM transactions WHERE account_id = NEW.id AND date < NEW.opening_date);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_prior_sum_opening_date BEFORE UPDATE OF opening_date ON accounts
  FOR EACH ROW WHEN (OLD.opening_date IS DISTINCT FROM NEW.opening_date) EXECUTE FUNCTION accounts_prior_sum_on_opening_date();
