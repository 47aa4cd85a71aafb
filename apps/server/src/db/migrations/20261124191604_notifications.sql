CREATE TYPE "public"."notification_channel" AS ENUM('inApp', 'email', 'push');--> statement-breakpoint
CREATE TABLE "notification_organization_settings" (
	"organization_id" integer NOT NULL,
	"control_group_id" integer NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"is_disabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_organization_settings_organization_id_control_group_id_channel_pk" PRIMARY KEY("organization_id","control_group_id","channel")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"control_group_id" integer NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"is_disabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_organization_id_user_id_control_group_id_channel_pk" PRIMARY KEY("organization_id","user_id","control_group_id","channel")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"control_group_id" integer NOT NULL,
	"portal" smallint DEFAULT 1 NOT NULL,
	"source_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"is_in_app" boolean DEFAULT true NOT NULL,
	"send_email" boolean DEFAULT false NOT NULL,
	"send_push" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_organization_settings" ADD CONSTRAINT "notification_organization_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_source_unique" ON "notifications" USING btree ("organization_id","user_id","template_id","source_key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("organization_id","user_id","id") WHERE "notifications"."is_in_app" and "notifications"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("organization_id","user_id","portal") WHERE "notifications"."is_in_app" and "notifications"."hidden_at" is null and "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_endpoint_unique" ON "push_tokens" USING btree ("organization_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_tokens_user_idx" ON "push_tokens" USING btree ("organization_id","user_id");