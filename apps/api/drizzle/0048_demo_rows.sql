CREATE TABLE "demo_rows" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"row_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_rows_user_id_kind_row_id_pk" PRIMARY KEY("user_id","kind","row_id")
);
--> statement-breakpoint
ALTER TABLE "demo_rows" ADD CONSTRAINT "demo_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;