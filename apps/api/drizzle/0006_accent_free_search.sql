DROP INDEX "transactions_search_idx";--> statement-breakpoint
CREATE INDEX "transactions_search_idx" ON "transactions" USING gin ((lower(translate("payee" || ' ' || "notes", 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç', 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))) gin_trgm_ops);--> statement-breakpoint
-- The planner needs statistics on the new expression to choose this index well.
ANALYZE "transactions";