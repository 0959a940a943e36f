CREATE TABLE "credit_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"renewal_type" varchar(50) NOT NULL,
	"credits_granted" integer NOT NULL,
	"previous_credits" integer NOT NULL,
	"new_credits_total" integer NOT NULL,
	"plan_at_renewal" varchar(50) NOT NULL,
	"user_category_at_renewal" varchar(20) NOT NULL,
	"subscription_status" varchar(20),
	"stripe_invoice_id" varchar(255),
	"grace_period_used" boolean DEFAULT false NOT NULL,
	"renewal_date" timestamp with time zone DEFAULT now() NOT NULL,
	"next_scheduled_renewal" timestamp with time zone,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "credit_usage_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer,
	"credits_used" integer NOT NULL,
	"action_type" varchar(50) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"stripe_payment_intent_id" varchar(255),
	"stripe_invoice_id" varchar(255),
	"amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"status" varchar(50) NOT NULL,
	"plan_name" varchar(100),
	"billing_period_start" timestamp with time zone,
	"billing_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_history_stripeInvoiceId_unique" UNIQUE("stripe_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "plan_change_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_plan" varchar(50),
	"to_plan" varchar(50) NOT NULL,
	"from_billing_interval" varchar(20),
	"to_billing_interval" varchar(20),
	"change_type" varchar(50) NOT NULL,
	"effective_date" timestamp with time zone DEFAULT now() NOT NULL,
	"stripe_subscription_id" varchar(255),
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"display_name" varchar(100) NOT NULL,
	"description" text,
	"price_monthly" numeric(10, 2) NOT NULL,
	"price_annual" numeric(10, 2) NOT NULL,
	"credits_per_month" integer NOT NULL,
	"stripe_price_id_monthly" varchar(255),
	"stripe_price_id_annual" varchar(255),
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"event_type" varchar(100) NOT NULL,
	"stripe_event_id" varchar(255) NOT NULL,
	"subscription_id" varchar(255),
	"previous_plan" varchar(50),
	"new_plan" varchar(50),
	"credits_allocated" integer,
	"metadata" jsonb,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_events_stripeEventId_unique" UNIQUE("stripe_event_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" varchar(255) NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"website" varchar(2048) NOT NULL,
	"industry" varchar(200),
	"company_description" text,
	"company_email" varchar(320),
	"company_email_source" varchar(2048),
	"company_phone" varchar(32),
	"company_phone_source" varchar(2048),
	"raw_scraped_content" text,
	"scraped_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_source" varchar(50) DEFAULT 'web-crawler' NOT NULL,
	"last_scraped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "company_decision_makers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"decision_maker" varchar(100) NOT NULL,
	"contact_id" integer,
	"status" varchar(20) DEFAULT 'found' NOT NULL,
	"last_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "company_decision_makers_company_role_key" UNIQUE("company_id","decision_maker")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contact_name" varchar(200),
	"contact_name_source" varchar(2048),
	"contact_title" varchar(200),
	"contact_email" varchar(320),
	"contact_email_source" varchar(2048),
	"contact_email_status" varchar(20),
	"contact_phone" varchar(32),
	"contact_phone_source" varchar(2048),
	"data_source" varchar(50) DEFAULT 'web-crawler' NOT NULL,
	"last_scraped_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"role" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"status" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_valid" CHECK ("chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "processed_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"domain" varchar(255) NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_domains_project_domain_key" UNIQUE("project_id","domain")
);
--> statement-breakpoint
CREATE TABLE "research_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"country" varchar(100) NOT NULL,
	"city" varchar(100),
	"company_type" varchar(200) NOT NULL,
	"products_services" text NOT NULL,
	"keywords" text,
	"ai_generated_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_queries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translated_queries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"queries_in_english" boolean DEFAULT true NOT NULL,
	"translated_contact_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translated_company_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decision_maker" varchar(100) NOT NULL,
	"company_count" integer DEFAULT 10 NOT NULL,
	"exclusions" text,
	"existing_companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processed_existing_companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(50) DEFAULT 'paused' NOT NULL,
	"processing_started_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_projects_company_count_range" CHECK ("research_projects"."company_count" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"query" text NOT NULL,
	"translated_query" text,
	"rejected_company_amount" integer DEFAULT 0 NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_project_query_key" UNIQUE("project_id","query")
);
--> statement-breakpoint
CREATE TABLE "company_research_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"contact_id" integer,
	"verification_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"reasoning" text,
	"is_from_cache" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_research_results_project_company_key" UNIQUE("project_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "rejected_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"website" varchar(2048) NOT NULL,
	"reasoning" text NOT NULL,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"total_companies_found" integer DEFAULT 0 NOT NULL,
	"total_decision_makers" integer DEFAULT 0 NOT NULL,
	"total_exports" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_stats_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(320),
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" varchar(2048),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"firebase_uid" varchar(128),
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_with_firebase" boolean DEFAULT false NOT NULL,
	"password" text,
	"google_id" varchar(255),
	"facebook_id" varchar(255),
	"auth_provider" varchar(50),
	"reset_token" varchar(255),
	"reset_token_expiry" timestamp with time zone,
	"category" varchar(20) DEFAULT 'Regular' NOT NULL,
	"plan" varchar(50) DEFAULT 'free' NOT NULL,
	"subscription_status" varchar(20) DEFAULT 'active' NOT NULL,
	"credits_left" integer DEFAULT 20 NOT NULL,
	"credits_monthly_limit" integer DEFAULT 20 NOT NULL,
	"last_credit_refresh_date" timestamp with time zone,
	"next_credit_refresh_date" timestamp with time zone,
	"last_payment_date" timestamp with time zone,
	"next_payment_date" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"stripe_customer_id" varchar(255),
	"stripe_subscription_id" varchar(255),
	"billing_interval" varchar(20) DEFAULT 'monthly' NOT NULL,
	"failed_payment_count" integer DEFAULT 0 NOT NULL,
	"subscription_start_date" timestamp with time zone,
	"subscription_end_date" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_plan_change" varchar(50),
	"last_payment_failure_date" timestamp with time zone,
	"grace_period_end_date" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_firebaseUid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "users_stripeCustomerId_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "users_credits_left_non_negative" CHECK ("users"."credits_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_renewals" ADD CONSTRAINT "credit_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_usage_logs" ADD CONSTRAINT "credit_usage_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_usage_logs" ADD CONSTRAINT "credit_usage_logs_project_id_research_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."research_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_change_history" ADD CONSTRAINT "plan_change_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_decision_makers" ADD CONSTRAINT "company_decision_makers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_decision_makers" ADD CONSTRAINT "company_decision_makers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_project_id_research_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."research_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_domains" ADD CONSTRAINT "processed_domains_project_id_research_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."research_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_projects" ADD CONSTRAINT "research_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_project_id_research_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."research_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_research_results" ADD CONSTRAINT "company_research_results_project_id_research_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."research_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_research_results" ADD CONSTRAINT "company_research_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_research_results" ADD CONSTRAINT "company_research_results_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejected_companies" ADD CONSTRAINT "rejected_companies_project_id_research_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."research_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stats" ADD CONSTRAINT "user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_project_idx" ON "chat_messages" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "research_projects_user_idx" ON "research_projects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "company_research_results_project_idx" ON "company_research_results" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "rejected_companies_project_idx" ON "rejected_companies" USING btree ("project_id","id");