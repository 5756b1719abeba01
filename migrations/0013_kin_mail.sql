CREATE TABLE "kin_bookmarks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kin_search_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_connections" (
	"provider" text PRIMARY KEY NOT NULL,
	"sealed_refresh_token" text NOT NULL,
	"account_id" text NOT NULL,
	"email" text NOT NULL,
	"connected_by" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kin_bookmarks" ADD CONSTRAINT "kin_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_connections" ADD CONSTRAINT "mail_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kin_bookmarks_user_link_idx" ON "kin_bookmarks" USING btree ("user_id","link");--> statement-breakpoint
CREATE INDEX "kin_bookmarks_user_created_idx" ON "kin_bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kin_search_cache_fetched_idx" ON "kin_search_cache" USING btree ("fetched_at");