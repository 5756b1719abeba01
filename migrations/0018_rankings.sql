CREATE TABLE "rank_budget_days" (
	"day" text PRIMARY KEY NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_check_now_days" (
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rank_check_now_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "rank_checks" (
	"target_id" text NOT NULL,
	"section" text NOT NULL,
	"day" text NOT NULL,
	"keyword" text NOT NULL,
	"position" integer,
	"depth" integer NOT NULL,
	"matched_url" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rank_checks_target_id_section_day_pk" PRIMARY KEY("target_id","section","day"),
	CONSTRAINT "rank_checks_section" CHECK ("rank_checks"."section" in ('blog', 'webkr'))
);
--> statement-breakpoint
CREATE TABLE "rank_searches" (
	"keyword_key" text NOT NULL,
	"section" text NOT NULL,
	"day" text NOT NULL,
	"page" integer NOT NULL,
	"status" text NOT NULL,
	"links" jsonb,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"charged_user_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"error" text,
	"fetched_at" timestamp with time zone,
	CONSTRAINT "rank_searches_keyword_key_section_day_page_pk" PRIMARY KEY("keyword_key","section","day","page"),
	CONSTRAINT "rank_searches_status" CHECK ("rank_searches"."status" in ('fetching', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rank_targets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"publication_id" text,
	"generation_id" text,
	"url" text NOT NULL,
	"url_key" text NOT NULL,
	"keyword" text NOT NULL,
	"keyword_key" text NOT NULL,
	"platform" text NOT NULL,
	"sections" jsonb NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_reason" text,
	"started_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_checked_day" text,
	"requested_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"best_position" integer,
	"best_section" text,
	"best_day" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_targets_status" CHECK ("rank_targets"."status" in ('active', 'paused', 'stopped', 'ended')),
	CONSTRAINT "rank_targets_source" CHECK ("rank_targets"."source" in ('publication', 'manual')),
	CONSTRAINT "rank_targets_platform" CHECK ("rank_targets"."platform" in ('naver', 'tistory', 'wordpress', 'blogger', 'web'))
);
--> statement-breakpoint
ALTER TABLE "rank_check_now_days" ADD CONSTRAINT "rank_check_now_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_checks" ADD CONSTRAINT "rank_checks_target_id_rank_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."rank_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_targets" ADD CONSTRAINT "rank_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_targets" ADD CONSTRAINT "rank_targets_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_targets" ADD CONSTRAINT "rank_targets_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rank_searches_day_idx" ON "rank_searches" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_targets_user_url_keyword_idx" ON "rank_targets" USING btree ("user_id","url_key","keyword_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_targets_publication_idx" ON "rank_targets" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "rank_targets_due_idx" ON "rank_targets" USING btree ("next_check_at") WHERE "rank_targets"."status" = 'active';--> statement-breakpoint
CREATE INDEX "rank_targets_generation_idx" ON "rank_targets" USING btree ("generation_id");