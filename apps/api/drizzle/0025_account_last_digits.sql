-- The last digits of an account and its cards, set once by the user: a pasted bank alert names the account by them (decision 031).
ALTER TABLE "accounts" ADD COLUMN "last_digits" text;
