CREATE TABLE "post_thumbnails" (
	"generation_id" text PRIMARY KEY NOT NULL,
	"image_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_media" (
	"publication_id" text NOT NULL,
	"source_image_id" text NOT NULL,
	"remote_media_id" text NOT NULL,
	"remote_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_media_publication_id_source_image_id_pk" PRIMARY KEY("publication_id","source_image_id")
);
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "scheduled_by" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_thumbnails" ADD CONSTRAINT "post_thumbnails_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_thumbnails" ADD CONSTRAINT "post_thumbnails_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_media" ADD CONSTRAINT "publication_media_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_scheduled_by" CHECK ("publications"."scheduled_by" in ('app', 'blog'));