ALTER TABLE "research_projects" ADD COLUMN "lead_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The count is kept by the database, whoever writes the leads (the research run, a seed, a test):
-- every statement that inserts or deletes leads adds or takes off its rows per project, and so
-- also writes the project row (issue 19: the dashboard sees a new lead in the row's version).
-- Leads never move between projects. A project's deletion deletes its leads too (cascade): the
-- update then finds no row of it, which is right.
UPDATE "research_projects" AS p SET "lead_count" = r.n
  FROM (SELECT "project_id", count(*) AS n FROM "company_research_results" GROUP BY "project_id") AS r
  WHERE p."id" = r."project_id";--> statement-breakpoint
CREATE FUNCTION "research_projects_count_added_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "research_projects" AS p SET "lead_count" = p."lead_count" + a.n
    FROM (SELECT "project_id", count(*) AS n FROM added_leads GROUP BY "project_id") AS a
    WHERE p."id" = a."project_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "research_projects_count_removed_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "research_projects" AS p SET "lead_count" = p."lead_count" - r.n
    FROM (SELECT "project_id", count(*) AS n FROM removed_leads GROUP BY "project_id") AS r
    WHERE p."id" = r."project_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "company_research_results_counted_in" AFTER INSERT ON "company_research_results"
  REFERENCING NEW TABLE AS added_leads
  FOR EACH STATEMENT EXECUTE FUNCTION "research_projects_count_added_leads"();--> statement-breakpoint
CREATE TRIGGER "company_research_results_counted_out" AFTER DELETE ON "company_research_results"
  REFERENCING OLD TABLE AS removed_leads
  FOR EACH STATEMENT EXECUTE FUNCTION "research_projects_count_removed_leads"();
