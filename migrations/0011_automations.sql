CREATE TABLE "automation_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"automation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"trigger" text DEFAULT 'schedule' NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"keyword" text,
	"generation_id" text,
	"publication_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "automation_runs_status" CHECK ("automation_runs"."status" in ('queued', 'running', 'completed', 'failed', 'skipped', 'missed')),
	CONSTRAINT "automation_runs_trigger" CHECK ("automation_runs"."trigger" in ('schedule', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"weekdays" jsonb NOT NULL,
	"time" text NOT NULL,
	"source" jsonb NOT NULL,
	"template_id" text,
	"options" jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"active_since" timestamp with time zone DEFAULT now() NOT NULL,
	"used_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"short_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"default_blog_id" text,
	"default_template_id" text,
	"notification_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keyword_reports" ADD COLUMN "suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_profiles" ADD CONSTRAINT "vip_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_slot_idx" ON "automation_runs" USING btree ("automation_id","slot") WHERE "automation_runs"."trigger" = 'schedule';--> statement-breakpoint
CREATE INDEX "automation_runs_user_idx" ON "automation_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "automations_user_idx" ON "automations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "automations_active_idx" ON "automations" USING btree ("paused");