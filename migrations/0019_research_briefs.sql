CREATE TABLE "naver_search_budget" (
	"day" text PRIMARY KEY NOT NULL,
	"calls" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_briefs" (
	"key" text PRIMARY KEY NOT NULL,
	"brief" jsonb,
	"fetched_at" timestamp with time zone,
	"claim_id" text,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "research_briefs_fetched_idx" ON "research_briefs" USING btree ("fetched_at");