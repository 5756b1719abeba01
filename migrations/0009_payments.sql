CREATE TABLE "credit_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"package_id" text NOT NULL,
	"order_name" text NOT NULL,
	"paid_credits" integer NOT NULL,
	"bonus_credits" integer NOT NULL,
	"vip_days" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"customer_key" text,
	"payment_key" text,
	"method" text,
	"secret" text,
	"va_bank" text,
	"va_account_number" text,
	"va_due_date" timestamp with time zone,
	"va_reminded_at" timestamp with time zone,
	"receipt_url" text,
	"depositor_name" text,
	"fail_code" text,
	"fail_message" text,
	"decided_by" text,
	"decision_reason" text,
	"credited_at" timestamp with time zone,
	"reversed_paid" integer DEFAULT 0 NOT NULL,
	"reversed_event" integer DEFAULT 0 NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_orders_payment_key_unique" UNIQUE("payment_key"),
	CONSTRAINT "credit_orders_channel" CHECK ("credit_orders"."channel" in ('toss', 'manual')),
	CONSTRAINT "credit_orders_amount_positive" CHECK ("credit_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"paid_credits" integer NOT NULL,
	"bonus_credits" integer DEFAULT 0 NOT NULL,
	"price_krw" integer NOT NULL,
	"vip_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packages_paid_positive" CHECK ("credit_packages"."paid_credits" > 0),
	CONSTRAINT "credit_packages_bonus_nonnegative" CHECK ("credit_packages"."bonus_credits" >= 0),
	CONSTRAINT "credit_packages_price_positive" CHECK ("credit_packages"."price_krw" > 0),
	CONSTRAINT "credit_packages_vip_days_nonnegative" CHECK ("credit_packages"."vip_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"change" text NOT NULL,
	"days" integer,
	"expires_at" timestamp with time zone,
	"reason" text,
	"actor_id" text,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_events_change" CHECK ("vip_events"."change" in ('purchase', 'grant', 'revoke', 'expire'))
);
--> statement-breakpoint
CREATE TABLE "vip_memberships" (
	"user_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "credit_orders" ADD CONSTRAINT "credit_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_events" ADD CONSTRAINT "vip_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_orders_user_created_idx" ON "credit_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_orders_status_idx" ON "credit_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vip_events_user_idx" ON "vip_events" USING btree ("user_id","created_at");--> statement-breakpoint
-- Default packages on first start; admins change them at /admin/credits.
INSERT INTO "credit_packages" ("id", "name", "paid_credits", "bonus_credits", "price_krw", "vip_days", "active", "sort_order") VALUES
  ('pkg_starter', '스타터 1,000 크레딧', 1000, 0, 9900, 0, true, 10),
  ('pkg_basic', '베이직 3,000 크레딧', 3000, 300, 27000, 0, true, 20),
  ('pkg_pro', '프로 10,000 크레딧', 10000, 1500, 79000, 0, true, 30),
  ('pkg_vip30', 'VIP 30일 + 5,000 크레딧', 5000, 1000, 49000, 30, true, 40)
ON CONFLICT DO NOTHING;
