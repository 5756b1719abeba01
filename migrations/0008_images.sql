CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"storage_key" text,
	"content_type" text,
	"bytes" integer,
	"width" integer,
	"height" integer,
	"etag" text,
	"prompt" text DEFAULT '' NOT NULL,
	"charge" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_kind" CHECK ("images"."kind" in ('ai', 'thumbnail', 'upload')),
	CONSTRAINT "images_status" CHECK ("images"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_user_created_at_idx" ON "images" USING btree ("user_id","created_at","id");