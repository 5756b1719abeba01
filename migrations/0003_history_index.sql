DROP INDEX "generations_user_created_idx";--> statement-breakpoint
DROP INDEX "generations_visitor_created_idx";--> statement-breakpoint
CREATE INDEX "generations_user_created_at_idx" ON "generations" USING btree ("owner_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "generations_visitor_created_at_idx" ON "generations" USING btree ("owner_visitor_id","created_at","id");