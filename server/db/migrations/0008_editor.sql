CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_key" ON "staff_users" USING btree (lower("email"));
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff_users"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_key" ON "staff_sessions" USING btree ("token_hash");
--> statement-breakpoint
CREATE TABLE "staff_setup_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_setup_tokens_token_key" ON "staff_setup_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE TABLE "theme_drafts" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"base_version" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer REFERENCES "staff_users"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE "theme_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer REFERENCES "staff_users"("id") ON DELETE set null,
	"restored_from" integer,
	"contrast_override" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer REFERENCES "staff_users"("id") ON DELETE set null
);
