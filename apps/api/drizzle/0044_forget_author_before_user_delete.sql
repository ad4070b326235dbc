-- A user's own movements go with them (by user_id); the movements they entered in other people's
-- ledgers stay there and lose their author before the user row goes. Done by trigger so every delete
-- of a user (the API's, a purge, an operator's SQL) succeeds and leaves no dangling author (the
-- foreign key is "no action", checked at the end of the statement, after the cascades).
CREATE OR REPLACE FUNCTION forget_author_before_user_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transactions SET created_by = NULL WHERE created_by = OLD.id AND user_id <> OLD.id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_forget_author BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION forget_author_before_user_delete();
