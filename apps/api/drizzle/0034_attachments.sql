CREATE TABLE "attachment_files" (
	"attachment_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "attachment_files_attachment_id_variant_pk" PRIMARY KEY("attachment_id","variant")
);
--> statement-breakpoint
CREATE TABLE "attachment_purges" (
	"attachment_id" uuid PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"thumbnail_size" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"source" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachment_files" ADD CONSTRAINT "attachment_files_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_user_idx" ON "attachments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "attachments_transaction_idx" ON "attachments" USING btree ("transaction_id") WHERE transaction_id is not null;--> statement-breakpoint
-- Every deleted attachment, by its own delete or a movement's, an account's or a user's cascade,
-- leaves its id for the scheduler to remove its objects from an S3 bucket (decision 042).
-- Statement-level, so deleting an account with thousands of files is one insert.
CREATE FUNCTION attachment_purges_from_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attachment_purges (attachment_id) SELECT id FROM old_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attachments_purge AFTER DELETE ON attachments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attachment_purges_from_deletes();
