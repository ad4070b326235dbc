CREATE TABLE "household_invites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ledger_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"ledger_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_ledger_id_member_id_pk" PRIMARY KEY("ledger_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "household_invites" ADD CONSTRAINT "household_invites_ledger_id_users_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invites" ADD CONSTRAINT "household_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_ledger_id_users_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_invites_ledger_idx" ON "household_invites" USING btree ("ledger_id") WHERE accepted_at is null and revoked_at is null;--> statement-breakpoint
CREATE INDEX "household_members_member_idx" ON "household_members" USING btree ("member_id");--> statement-breakpoint
-- Every user owns their own ledger (decision 044): existing users get their row here, and every
-- user created later gets it from the trigger, whichever code path creates them.
INSERT INTO "household_members" ("ledger_id", "member_id", "role", "joined_at")
  SELECT "id", "id", 'owner', "created_at" FROM "users";--> statement-breakpoint
CREATE FUNCTION household_owner_of_own_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO household_members (ledger_id, member_id, role, joined_at) VALUES (NEW.id, NEW.id, 'owner', NEW.created_at);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_own_ledger AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION household_owner_of_own_ledger();
