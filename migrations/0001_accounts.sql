CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deleted_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email_hash" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_agreements" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"terms_agreed" boolean NOT NULL,
	"privacy_agreed" boolean NOT NULL,
	"email_agreed" boolean NOT NULL,
	"terms_version" text NOT NULL,
	"privacy_version" text NOT NULL,
	"client_ip" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_agreements_required" CHECK ("user_agreements"."terms_agreed" and "user_agreements"."privacy_agreed")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"avatar" text,
	"username" text NOT NULL,
	"grade" text DEFAULT 'new' NOT NULL,
	"gen_cnt" integer DEFAULT 99 NOT NULL,
	"img_count" integer DEFAULT 99 NOT NULL,
	"adv_cnt" integer DEFAULT 99 NOT NULL,
	"want_keyword_report" boolean DEFAULT false NOT NULL,
	"email_visibility" boolean DEFAULT false NOT NULL,
	"welcome_bonus_eligible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_gen_cnt_nonnegative" CHECK ("users"."gen_cnt" >= 0),
	CONSTRAINT "users_img_count_nonnegative" CHECK ("users"."img_count" >= 0),
	CONSTRAINT "users_adv_cnt_nonnegative" CHECK ("users"."adv_cnt" >= 0),
	CONSTRAINT "users_grade_known" CHECK ("users"."grade" in ('', 'new', 'normal', 'vip'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_items_kind" CHECK ("credit_items"."kind" in ('paid', 'event')),
	CONSTRAINT "credit_items_amount_nonzero" CHECK ("credit_items"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total_paid_credits" integer DEFAULT 0 NOT NULL,
	"total_event_credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_paid_nonnegative" CHECK ("wallets"."total_paid_credits" >= 0),
	CONSTRAINT "wallets_event_nonnegative" CHECK ("wallets"."total_event_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "anonymous_users" (
	"id" text PRIMARY KEY NOT NULL,
	"temp_id" text NOT NULL,
	"temp_token_hash" text NOT NULL,
	"gen_cnt" integer DEFAULT 99 NOT NULL,
	"creator_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anonymous_users_temp_id_unique" UNIQUE("temp_id"),
	CONSTRAINT "anonymous_users_temp_token_hash_unique" UNIQUE("temp_token_hash"),
	CONSTRAINT "anonymous_users_gen_cnt_nonnegative" CHECK ("anonymous_users"."gen_cnt" >= 0),
	CONSTRAINT "anonymous_users_temp_id_prefix" CHECK ("anonymous_users"."temp_id" like 'temp\_%')
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agreements" ADD CONSTRAINT "user_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_items" ADD CONSTRAINT "credit_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_idx" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "deleted_accounts_email_hash_idx" ON "deleted_accounts" USING btree ("email_hash","deleted_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_agreements_user_id_idx" ON "user_agreements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "credit_items_user_created_idx" ON "credit_items" USING btree ("user_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_items_welcome_once" ON "credit_items" USING btree ("user_id") WHERE "credit_items"."reason" = 'welcome_bonus';--> statement-breakpoint
CREATE INDEX "anonymous_users_last_seen_idx" ON "anonymous_users" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "stored_files_user_idx" ON "stored_files" USING btree ("user_id");