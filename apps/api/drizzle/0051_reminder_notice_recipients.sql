ALTER TABLE "reminder_notices" DROP CONSTRAINT "reminder_notices_key";--> statement-breakpoint
ALTER TABLE "reminder_notices" ADD COLUMN "recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "reminder_notices" ADD CONSTRAINT "reminder_notices_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_notices" ADD CONSTRAINT "reminder_notices_key" UNIQUE NULLS NOT DISTINCT("reminder_id","occurrence","channel","recipient_id");