import type { ListRowCountsData, LiveChatMessage } from "../../live/events";
import type { ProjectUsage } from "../../projects/project-usage";
import type { LeadView, RejectedView } from "../../projects/views";

/** What the research page reads of a project (GET /api/research-projects/{id}, spec §7). */
export interface ResearchProject {
  id: number;
  name: string;
  status: string;
  companyCount: number;
  /** Empty until the project first processed: the badge then reads "Not started". */
  processingStartedAt?: Date | string | null;
  /** Why a paused project is paused (user, credits, error): the state's words say so. */
  pauseReason?: string | null;
  /** Where and with which words it searches: the completed banner's next step names them. */
  country?: string;
  city?: string | null;
  keywords?: string | null;
  exclusions?: string | null;
  /** What the project has cost so far (issue 15): credits charged and model tokens. */
  usage?: ProjectUsage;
  /** A list project's rows by state (issue 30); absent for a search project. */
  listRows?: ListRowCountsData;
}

/** A call that answered with an error status; `message` is the server's own words if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Same-origin JSON calls (the CSRF guard wants same-origin; the session cookie rides along). */
async function call<T>(path: string, init?: { method: string; body?: unknown }): Promise<T> {
  const res = await fetch(path, {
    method: init?.method ?? "GET",
    credentials: "same-origin",
    headers:
      init?.body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new ApiError(res.status, await errorMessage(res));
  return (await res.json()) as T;
}

/** The `message` of the one error shape (`{code, message}`), else the status text. */
async function errorMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's error page): the status text says enough.
  }
  return res.statusText || `HTTP ${res.status}`;
}

/** The project fields the page uses, from the detail view's larger object. */
export function toResearchProject(detail: ResearchProject): ResearchProject {
  const { id, name, status, companyCount, processingStartedAt = null, pauseReason = null } = detail;
  const { country = "", city = null, keywords = null, exclusions = null, usage, listRows } = detail;
  return {
    id,
    name,
    status,
    companyCount,
    processingStartedAt,
    pauseReason,
    country,
    city,
    keywords,
    exclusions,
    ...(usage ? { usage } : {}),
    ...(listRows ? { listRows } : {}),
  };
}

/** A rejected company as JSON carries it: the rejection time is a string. */
export type RejectedJson = Omit<RejectedView, "rejectedAt"> & { rejectedAt: string };

/** The table's type wants the rejection time back as a Date. */
export function toRejectedView(row: RejectedJson): RejectedView {
  return { ...row, rejectedAt: new Date(row.rejectedAt) };
}

/** What the send and confirm calls answer. */
export interface ChatReply {
  messages: LiveChatMessage[];
  project: ResearchProject;
}

/** The calls of spec §7 that the research page makes, for one project. */
export function researchApi(projectId: number) {
  const base = `/api/research-projects/${projectId}`;
  return {
    project: async () => toResearchProject(await call<ResearchProject>(base)),
    messages: () => call<LiveChatMessage[]>(`${base}/messages`),
    results: () => call<LeadView[]>(`${base}/results`),
    rejected: async () =>
      (await call<RejectedJson[]>(`${base}/rejected-companies`)).map(toRejectedView),
    send: (content: string) =>
      call<ChatReply>(`${base}/messages`, { method: "POST", body: { content } }),
    confirm: () => call<ChatReply>(`${base}/confirm`, { method: "POST" }),
  };
}

export type ResearchApi = ReturnType<typeof researchApi>;
