CREATE TABLE "blog_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"site_url" text NOT NULL,
	"username" text,
	"remote_blog_id" text,
	"sealed_credentials" text,
	"status" text DEFAULT 'active' NOT NULL,
	"broken_reason" text,
	"broken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_connections_kind" CHECK ("blog_connections"."kind" in ('wordpress', 'blogger', 'naver', 'tistory')),
	CONSTRAINT "blog_connections_status" CHECK ("blog_connections"."status" in ('active', 'broken'))
);
--> statement-breakpoint
CREATE TABLE "blog_site_settings" (
	"blog_id" text PRIMARY KEY NOT NULL,
	"default_category_id" text,
	"default_category_name" text,
	"default_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_status" text DEFAULT 'publish' NOT NULL,
	"disclosure" text DEFAULT '' NOT NULL,
	"featured_image" boolean DEFAULT true NOT NULL,
	"daily_cap" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_site_settings_post_status" CHECK ("blog_site_settings"."post_status" in ('draft', 'publish')),
	CONSTRAINT "blog_site_settings_daily_cap" CHECK ("blog_site_settings"."daily_cap" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"generation_id" text NOT NULL,
	"blog_id" text,
	"blog_kind" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"post_status" text DEFAULT 'publish' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"round" integer DEFAULT 0 NOT NULL,
	"remote_id" text,
	"remote_url" text,
	"error" text,
	"live_checked_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_status" CHECK ("publications"."status" in ('scheduled', 'publishing', 'published', 'failed', 'waiting-for-member', 'cancelled')),
	CONSTRAINT "publications_post_status" CHECK ("publications"."post_status" in ('draft', 'publish')),
	CONSTRAINT "publications_source" CHECK ("publications"."source" in ('manual', 'automation')),
	CONSTRAINT "publications_blog_kind" CHECK ("publications"."blog_kind" in ('wordpress', 'blogger', 'naver', 'tistory'))
);
--> statement-breakpoint
ALTER TABLE "blog_connections" ADD CONSTRAINT "blog_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_site_settings" ADD CONSTRAINT "blog_site_settings_blog_id_blog_connections_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blog_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_blog_id_blog_connections_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blog_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_connections_user_idx" ON "blog_connections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "publications_user_publish_at_idx" ON "publications" USING btree ("user_id","publish_at","id");--> statement-breakpoint
CREATE INDEX "publications_blog_published_idx" ON "publications" USING btree ("blog_id","published_at");--> statement-breakpoint
CREATE INDEX "publications_generation_idx" ON "publications" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "publications_waiting_idx" ON "publications" USING btree ("publish_at") WHERE "publications"."status" = 'waiting-for-member';--> statement-breakpoint
CREATE UNIQUE INDEX "publications_blog_remote_idx" ON "publications" USING btree ("blog_id","remote_id");