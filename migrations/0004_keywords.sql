CREATE TABLE "keyword_list_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"keyword" text NOT NULL,
	"total_searches" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_lookups" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seeds_key" text NOT NULL,
	"seeds" jsonb NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_lookups_status" CHECK ("keyword_lookups"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "keyword_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"ranking" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "naver_credentials" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"hint" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seeds" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"trigger" text DEFAULT 'schedule' NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"claimed_by" text NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "report_runs_status" CHECK ("report_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "report_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"report_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_sends_status" CHECK ("report_sends"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "report_subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "keyword_list_items" ADD CONSTRAINT "keyword_list_items_list_id_keyword_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."keyword_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_lists" ADD CONSTRAINT "keyword_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_lookups" ADD CONSTRAINT "keyword_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_reports" ADD CONSTRAINT "keyword_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "naver_credentials" ADD CONSTRAINT "naver_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sends" ADD CONSTRAINT "report_sends_run_id_report_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."report_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sends" ADD CONSTRAINT "report_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_list_items_unique" ON "keyword_list_items" USING btree ("list_id","keyword");--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_lists_user_name_idx" ON "keyword_lists" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "keyword_lookups_cache_idx" ON "keyword_lookups" USING btree ("user_id","seeds_key","fetched_at");--> statement-breakpoint
CREATE INDEX "keyword_reports_user_idx" ON "keyword_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_runs_scheduled_slot_idx" ON "report_runs" USING btree ("slot") WHERE "report_runs"."trigger" = 'schedule';--> statement-breakpoint
CREATE UNIQUE INDEX "report_sends_run_user_idx" ON "report_sends" USING btree ("run_id","user_id");--> statement-breakpoint
CREATE INDEX "report_sends_due_idx" ON "report_sends" USING btree ("status","next_attempt_at");