-- WhatsApp corrections taught their own word memory, which nobody could see or edit. What it
-- learnt since migration 0019 copied it joins the one payee memory shown on /categories.
INSERT INTO "payee_memory" ("user_id", "payee_key", "payee", "category_id", "corrections", "updated_at")
  SELECT "user_id", "word", "word", "category_id", 1, "updated_at" FROM "whatsapp_category_memory"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "whatsapp_category_memory" CASCADE;
