import type { z } from "zod";
import { exportQuery, pageQuery } from "./contract";

/*
 * The operations of /api/v1 as the OpenAPI document lists them. Bodies and responses name
 * schemas of the contract registry by id; query parameters are the handlers' own zod objects.
 */

export interface ApiResponse {
  description: string;
  /** A component schema id for a JSON body. */
  schema?: string;
  /** Non-JSON bodies (the export files), by content type. */
  files?: readonly string[];
  headers?: Record<string, string>;
}

interface Example {
  summary: string;
  value: unknown;
}

export interface ApiOperation {
  method: "get" | "post";
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** Whether the path has the project `{id}`. */
  projectId?: boolean;
  query?: z.ZodObject;
  /** Component id of the JSON request body. */
  body?: string;
  /** Named examples of the request body. */
  examples?: Record<string, Example>;
  /** Component id of a `multipart/form-data` request body, with its examples. */
  multipart?: { schema: string; examples: Record<string, Example> };
  responses: Record<number, ApiResponse>;
  /** False for the document itself and its reference page. */
  authenticated?: boolean;
}

const json = (description: string, schema: string): ApiResponse => ({ description, schema });
const failure = (description: string) => json(description, "Error");

/** The failures every authenticated call can answer with. */
const common: Record<number, ApiResponse> = {
  401: failure("No API key, an unknown one or a revoked one"),
  403: failure("The key's account has no API access on its plan"),
  429: {
    ...failure("Over the key's per-minute budget"),
    headers: { "Retry-After": "Seconds until the budget renews" },
  },
};
const onProject = { ...common, 404: failure("No such project, or another account's") };

const stateChange = (
  operationId: string,
  summary: string,
  description: string,
  extra: Record<number, ApiResponse> = {},
): ApiOperation => ({
  method: "post",
  path: `/api/v1/projects/{id}/${operationId.replace("Project", "").toLowerCase()}`,
  operationId,
  summary,
  description,
  projectId: true,
  responses: {
    200: json("The project after the change", "Project"),
    409: failure("The project is in a state where this makes no sense"),
    ...extra,
    ...onProject,
  },
});

/** A run that could only pause at once is refused before it starts. */
const noCredits = {
  402: failure("No credits left: the message gives the credits left and the leads still wanted"),
};

export const apiOperations: readonly ApiOperation[] = [
  {
    method: "get",
    path: "/api/v1/projects",
    operationId: "listProjects",
    summary: "List your research projects, newest first",
    responses: { 200: json("The projects", "ProjectList"), ...common },
  },
  {
    method: "post",
    path: "/api/v1/projects",
    operationId: "createProject",
    summary: "Create a research project",
    description:
      "Validated exactly as the creation form. The project starts paused; call start. With " +
      '`source: {type: "list", rows}` the project researches a list you already have (up to ' +
      "1,000 rows, each an object of column → text; `picks` names the website, company name and " +
      "country columns, guessed from the column names when absent): every row ends accepted, " +
      "rejected, unreachable, duplicate or invalid (GET /rows). A list's criteria are optional: " +
      "without them every reachable company is a lead and only its decision maker is found. A " +
      "list that could cost more credits than are left is refused (402) and nothing is stored. " +
      "The list can also be uploaded as `multipart/form-data`: a CSV or XLSX `file` (first row " +
      "the header) with the profile fields and optional `picks.website`, `picks.name`, " +
      "`picks.country`.",
    body: "CreateProjectRequest",
    examples: {
      search: {
        summary: "A search project",
        value: {
          name: "Dutch printers",
          country: "Netherlands",
          companyType: "Printing company",
          productsServices: "Offset and digital printing",
          decisionMaker: "CEO",
          companyCount: 10,
        },
      },
      list: {
        summary: "A list you already have",
        value: {
          name: "Trade fair exhibitors",
          decisionMaker: "CEO",
          source: {
            type: "list",
            columns: ["Exhibitor", "Website", "Country"],
            picks: { website: "Website", name: "Exhibitor", country: "Country" },
            rows: [
              { Exhibitor: "Acme Tools GmbH", Website: "www.acme-tools.de", Country: "Germany" },
              { Exhibitor: "Rossi Imballaggi S.r.l.", Website: "", Country: "Italy" },
            ],
          },
        },
      },
    },
    multipart: {
      schema: "CreateListProjectUpload",
      examples: {
        csv: {
          summary: "A CSV file as Excel writes it in Europe (`;`)",
          value: {
            name: "Trade fair exhibitors",
            decisionMaker: "CEO",
            file: "Firma;Webseite;Land\nAcme Tools GmbH;www.acme-tools.de;Deutschland\n",
            "picks.website": "Webseite",
            "picks.name": "Firma",
          },
        },
      },
    },
    responses: {
      201: json("The new project", "Project"),
      400: failure("A field is invalid (`error.fields` names each)"),
      402: failure("The list could cost more credits than are left: the message gives both"),
      409: failure("The account holds its maximum number of projects"),
      413: failure("The list has more than 1,000 rows, or the upload is too large"),
      415: failure("The uploaded file is neither CSV nor XLSX"),
      422: failure("The uploaded file is unreadable or holds no rows"),
      ...common,
    },
  },
  {
    method: "get",
    path: "/api/v1/projects/{id}",
    operationId: "getProject",
    summary: "A project with its status and progress",
    projectId: true,
    responses: { 200: json("The project", "Project"), ...onProject },
  },
  stateChange(
    "startProject",
    "Start research",
    "Plans the search queries and starts the run, as 'start' and then 'yes' do in the chat. " +
      "Each accepted lead costs one credit; with none left the call is refused (402) and nothing " +
      "changes; running out during the run pauses it with `pauseReason` credits.",
    noCredits,
  ),
  stateChange("pauseProject", "Pause research", "Stops the run; leads found so far are kept."),
  stateChange(
    "resumeProject",
    "Resume research",
    "Continues a paused run where it stopped; refused (402) with no credits left.",
    noCredits,
  ),
  {
    method: "get",
    path: "/api/v1/projects/{id}/leads",
    operationId: "listLeads",
    summary: "Accepted leads, oldest first, a page at a time",
    projectId: true,
    query: pageQuery,
    responses: {
      200: json("A page of leads", "LeadPage"),
      400: failure("Bad cursor"),
      ...onProject,
    },
  },
  {
    method: "get",
    path: "/api/v1/projects/{id}/rejected",
    operationId: "listRejected",
    summary: "Rejected companies with the reasoning, oldest first, a page at a time",
    projectId: true,
    query: pageQuery,
    responses: {
      200: json("A page of rejected companies", "RejectedCompanyPage"),
      400: failure("Bad cursor"),
      ...onProject,
    },
  },
  {
    method: "get",
    path: "/api/v1/projects/{id}/rows",
    operationId: "listRows",
    summary:
      "A list project's rows in list order, each with its state and reason, a page at a time",
    description: "The counts of each state add up to `total`, the rows imported.",
    projectId: true,
    query: pageQuery,
    responses: {
      200: json("A page of rows, and the counts of every state", "ListRowPage"),
      400: failure("Bad cursor"),
      ...onProject,
    },
  },
  {
    method: "get",
    path: "/api/v1/projects/{id}/export",
    operationId: "exportLeads",
    summary: "Download the leads as xlsx, csv or a CRM import preset",
    description:
      "hubspot-contacts, hubspot-companies, salesforce-contacts and salesforce-accounts are CSV " +
      "files whose headers match the CRM's import fields.",
    projectId: true,
    query: exportQuery,
    responses: {
      200: {
        description: "The file (Content-Disposition: attachment)",
        files: [
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "text/csv; charset=utf-8",
        ],
      },
      400: failure("There are no leads to export yet"),
      ...onProject,
    },
  },
  {
    method: "get",
    path: "/api/v1/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This document",
    authenticated: false,
    responses: { 200: { description: "The OpenAPI 3.1 document", files: ["application/json"] } },
  },
];
