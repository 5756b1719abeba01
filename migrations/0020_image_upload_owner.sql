ALTER TABLE "images" ADD COLUMN "owner_visitor_id" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_visitor_id_anonymous_users_id_fk" FOREIGN KEY ("owner_visitor_id") REFERENCES "public"."anonymous_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_upload_last_used_idx" ON "images" USING btree ("last_used_at") WHERE "images"."kind" = 'upload';