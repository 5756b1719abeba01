CREATE TABLE "generations" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text,
	"owner_visitor_id" text,
	"keyword" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"input" jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'streaming' NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"input_tokens" integer,
	"output_tokens" integer,
	"duration_ms" integer,
	"charge" jsonb NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"error_message" text,
	"section_regenerations" integer DEFAULT 0 NOT NULL,
	"share_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generations_one_owner" CHECK (("generations"."owner_user_id" is null) <> ("generations"."owner_visitor_id" is null)),
	CONSTRAINT "generations_status" CHECK ("generations"."status" in ('streaming', 'completed', 'stopped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "prompt_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text,
	"owner_visitor_id" text,
	"counter" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_events_counter" CHECK ("usage_events"."counter" in ('gen', 'img', 'adv'))
);
--> statement-breakpoint
ALTER TABLE "credit_items" ADD COLUMN "ref_id" text;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_owner_visitor_id_anonymous_users_id_fk" FOREIGN KEY ("owner_visitor_id") REFERENCES "public"."anonymous_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_templates" ADD CONSTRAINT "prompt_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_owner_visitor_id_anonymous_users_id_fk" FOREIGN KEY ("owner_visitor_id") REFERENCES "public"."anonymous_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_created_idx" ON "generations" USING btree ("owner_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "generations_visitor_created_idx" ON "generations" USING btree ("owner_visitor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "generations_share_id_idx" ON "generations" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "prompt_templates_user_idx" ON "prompt_templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_templates_one_default" ON "prompt_templates" USING btree ("user_id") WHERE "prompt_templates"."is_default";--> statement-breakpoint
CREATE INDEX "usage_events_ref_idx" ON "usage_events" USING btree ("ref_id");