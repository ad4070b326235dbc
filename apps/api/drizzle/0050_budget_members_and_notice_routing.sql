ALTER TABLE "budget_lines" DROP CONSTRAINT "budget_lines_key";--> statement-breakpoint
ALTER TABLE "budget_alerts" DROP CONSTRAINT "budget_alerts_user_id_category_id_month_threshold_pk";--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "household_members" ADD COLUMN "shared_notices" boolean;--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_key" UNIQUE NULLS NOT DISTINCT("user_id","category_id","month","threshold","member_id");--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_key" UNIQUE NULLS NOT DISTINCT("user_id","category_id","month","member_id");