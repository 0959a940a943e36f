CREATE TABLE "list_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"row_index" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"website" varchar(2048),
	"company_name" varchar(255),
	"country" varchar(100),
	"company_key" varchar(255),
	"state" varchar(20) DEFAULT 'pending' NOT NULL,
	"reason" text,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lead_id" integer,
	"lookup_url" varchar(2048),
	"lookup_title" varchar(500),
	"lookup_confidence" real,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_rows_project_row_key" UNIQUE("project_id","row_index"),
	CONSTRAINT "list_rows_state_valid" CHECK ("list_rows"."state" in ('pending', 'accepted', 'rejected', 'unreachable', 'duplicate', 'invalid'))
);
--> statement-breakpoint
ALTER TABLE "research_projects" DROP CONSTRAINT "research_projects_company_count_range";--> statement-breakpoint
ALTER TABLE "research_projects" ADD COLUMN "source_kind" varchar(10) DEFAULT 'search' NOT NULL;--> statement-breakpoint
ALTER TABLE "research_projects" ADD COLUMN "list_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "list_rows" ADD CONSTRAINT "list_rows_project_id_research_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."research_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_rows" ADD CONSTRAINT "list_rows_lead_id_company_research_results_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."company_research_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_rows_project_state_idx" ON "list_rows" USING btree ("project_id","state");--> statement-breakpoint
ALTER TABLE "research_projects" ADD CONSTRAINT "research_projects_company_count_range" CHECK ("research_projects"."company_count" between 1 and 50 or ("research_projects"."source_kind" = 'list' and "research_projects"."company_count" between 0 and 1000));