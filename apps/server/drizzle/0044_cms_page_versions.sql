CREATE TABLE "cms_page_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cms_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"markdown" text NOT NULL,
	"change_note" text NOT NULL,
	"summary" text NOT NULL,
	"is_material" boolean DEFAULT false NOT NULL,
	"restored_from" integer,
	"staff_id" integer,
	"staff_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_page_versions_cms_id_version_unique" UNIQUE("cms_id","version")
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	CONSTRAINT "terms_acceptances_user_id_slug_version_pk" PRIMARY KEY("user_id","slug","version")
);
--> statement-breakpoint
ALTER TABLE "cms_page_versions" ADD CONSTRAINT "cms_page_versions_cms_id_cms_pages_cms_id_fk" FOREIGN KEY ("cms_id") REFERENCES "public"."cms_pages"("cms_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_versions" ADD CONSTRAINT "cms_page_versions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_page_versions_material_idx" ON "cms_page_versions" USING btree ("cms_id","is_material","version");