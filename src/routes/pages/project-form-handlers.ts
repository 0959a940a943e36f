import type { ToastInput } from "../../client/toast-types";
import { AppError } from "../../errors";
import {
  createProject,
  deleteProject,
  getProject,
  PROJECT_LIMIT_CODE,
  renameProject,
} from "../../projects/project-store";
import { createProjectInput, projectStatusInput, renameProjectInput } from "../../projects/schemas";
import {
  type CreateFormErrors,
  type CreateFormField,
  type CreateFormValues,
  createFormFields,
  LIST_SOURCE,
} from "../../views/create-project-form";
import { parseTab } from "../../views/research-tabs";
import { createCappedListProject, listProjectInputOf } from "../api/list-import";
import { setFlashToast, toastTrigger } from "./flash";
import { renderDashboard, renderResearch } from "./workspace-renders";
import {
  type Ctx,
  currentUser,
  db,
  formFields,
  isHtmx,
  pathId,
  projectNotFound,
  tabOfCaller,
  withFailureToast,
} from "./workspace-request";
import { toasts } from "./workspace-toasts";

/*
 * The form handlers behind the dashboard and the project page (create, rename, pause/resume,
 * delete): plain form posts answered with redirects, htmx requests with pages htmx picks a
 * region from; toasts travel in HX-Trigger or, across a redirect, in a one-shot cookie.
 */

function firstMessages(issues: { path: PropertyKey[]; message: string }[]): CreateFormErrors {
  const errors: CreateFormErrors = {};
  for (const issue of issues) {
    const field = createFormFields.find((f) => f === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export async function handleCreate(c: Ctx) {
  const user = currentUser(c);
  const fields = await formFields(c);
  const values: CreateFormValues = {};
  for (const f of createFormFields) values[f] = fields[f] ?? "";
  const refuse = (message: string, errors: CreateFormErrors, status: 409 | 422) => {
    const toast = toasts.createFailed(message);
    c.header("HX-Trigger", toastTrigger(toast));
    // htmx picks #project-area out of this page; a plain post shows the whole page and toast.
    return renderDashboard(c, { view: { kind: "new", values, errors }, status, flash: toast });
  };
  const limitReached = (err: unknown) => {
    if (!(err instanceof AppError && err.code === PROJECT_LIMIT_CODE)) throw err;
    return refuse(err.userMessage, { name: err.userMessage }, 409);
  };
  let project: { id: number } | Response;
  if (values.source === LIST_SOURCE) {
    project = await createListFromForm(c, user.id).catch((err) => {
      if (!(err instanceof AppError) || err.code === PROJECT_LIMIT_CODE) return limitReached(err);
      // Every refusal of the list (unreadable, too long, too costly, a bad field) comes back in
      // the form with its message, as the search form's do (htmx swaps a 422).
      return refuse(err.userMessage, listFormErrors(err), 422);
    });
  } else {
    const parsed = createProjectInput.safeParse(values);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Invalid input";
      return refuse(message, firstMessages(parsed.error.issues), 422);
    }
    const max = c.get("deps").config.MAX_PROJECTS_PER_USER;
    project = await withFailureToast(c, toasts.createFailed("Please try again."), () =>
      createProject(db(c), user.id, parsed.data, max),
    ).catch(limitReached);
  }
  if (project instanceof Response) return project;
  setFlashToast(c, toasts.created);
  const to = `/research/${project.id}`;
  if (isHtmx(c)) {
    c.header("HX-Redirect", to);
    return c.body(null, 200);
  }
  return c.redirect(to, 303);
}

/** A list project from the form's multipart body: the list read and checked as the API reads it. */
async function createListFromForm(c: Ctx, userId: number) {
  const form = (await c.req.parseBody()) as Record<string, string | File>;
  const input = await listProjectInputOf(form);
  return (await createCappedListProject(c, userId, input)).project;
}

/** A refused list's messages by form field; what is about the list itself goes under the list. */
function listFormErrors(err: AppError): CreateFormErrors {
  const errors: CreateFormErrors = {};
  for (const [key, messages] of Object.entries(err.fields ?? {})) {
    const field = createFormFields.find((f) => f === key) ?? ("text" satisfies CreateFormField);
    errors[field] ??= messages[0];
  }
  if (Object.keys(errors).length === 0) errors.text = err.userMessage;
  return errors;
}

export async function handleRename(c: Ctx) {
  const user = currentUser(c);
  const id = pathId(c);
  if (id === undefined) throw projectNotFound();
  const parsed = renameProjectInput.safeParse({ name: (await formFields(c)).name ?? "" });
  if (!parsed.success) {
    // Someone else's project answers 404 before its name is judged.
    await withFailureToast(c, toasts.renameFailed, () => getProject(db(c), user.id, id));
    c.header("HX-Trigger", toastTrigger(toasts.renameFailed));
    const renameError = parsed.error.issues[0]?.message;
    return renderDashboard(c, {
      view: { kind: "list", renaming: id, renameError },
      status: 422,
      flash: toasts.renameFailed,
    });
  }
  await withFailureToast(c, toasts.renameFailed, () =>
    renameProject(db(c), user.id, id, parsed.data.name),
  );
  return afterDashboardChange(c, toasts.renamed);
}

export async function handleDelete(c: Ctx) {
  const user = currentUser(c);
  const id = pathId(c);
  if (id === undefined) throw projectNotFound();
  await withFailureToast(c, toasts.deleteFailed, () => deleteProject(db(c), user.id, id));
  return afterDashboardChange(c, toasts.deleted);
}

/** htmx gets the fresh dashboard to pick its region from; a plain form is redirected home. */
function afterDashboardChange(c: Ctx, toast: ToastInput) {
  if (isHtmx(c)) {
    c.header("HX-Trigger", toastTrigger(toast));
    return renderDashboard(c, { view: { kind: "list" }, flash: undefined });
  }
  setFlashToast(c, toast);
  return c.redirect("/", 303);
}

export async function handleStatus(c: Ctx) {
  const user = currentUser(c);
  const id = pathId(c);
  if (id === undefined) throw projectNotFound();
  const parsed = projectStatusInput.safeParse({ status: (await formFields(c)).status });
  if (!parsed.success) {
    await withFailureToast(c, toasts.statusFailed, () => getProject(db(c), user.id, id));
    c.header("HX-Trigger", toastTrigger(toasts.statusFailed));
    throw new AppError("invalid_status", 422, "Failed to update research status.");
  }
  await withFailureToast(c, toasts.statusFailed, () =>
    c.get("deps").research.setStatus(user.id, id, parsed.data.status),
  );
  if (isHtmx(c)) return renderResearch(c, tabOfCaller(c));
  const tab = parseTab(tabOfCaller(c));
  return c.redirect(`/research/${id}${tab === "chat" ? "" : `?tab=${tab}`}`, 303);
}
