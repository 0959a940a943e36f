import type { ReactNode, SelectHTMLAttributes } from "react";
import { MAX_PASTED_CHARS } from "../projects/list-import/list-upload";
import {
  decisionMakerCatalogue,
  OTHER_DECISION_MAKER,
  primaryTitles,
} from "../research/decision-makers";
import { RequiredMark } from "./form-fields";
import { htmxGet, htmxPost } from "./htmx";
import { btn, card, input, muted } from "./ui";

/** The form's fields as typed (strings), so a refused submission comes back as the user left it. */
export type CreateFormValues = Partial<Record<CreateFormField, string>>;
export type CreateFormErrors = Partial<Record<CreateFormField, string>>;

// In the order the form shows them: the first with an error takes the focus.
export const createFormFields = [
  "source",
  "name",
  "text",
  "country",
  "city",
  "companyType",
  "decisionMaker",
  "decisionMakerTitle",
  "productsServices",
  "keywords",
  "companyCount",
  "exclusions",
  "existingCompanies",
] as const;
export type CreateFormField = (typeof createFormFields)[number];

const REQUIRED = new Set<CreateFormField>([
  "name",
  "country",
  "companyType",
  "productsServices",
  "decisionMaker",
  "companyCount",
]);

/** Where a project's companies come from: a web search, or a list the user brings (issue 30). */
export const LIST_SOURCE = "list";

/** Fields a list project may leave empty (its criteria), with what the form says in list mode. */
const LIST_HINTS: Partial<Record<CreateFormField, string>> = {
  country: "for a list: needed if you give criteria below",
  companyType: "optional for a list",
  productsServices: "optional for a list",
  keywords: "optional for a list",
};

/** The UI default target when none is given (spec §9). */
export const DEFAULT_COMPANY_COUNT = 10;

/**
 * 'Create New Research Project' (spec §2 Creation form, §5 rules). A plain POST form that htmx
 * enhances: the project area swaps in place, and the submit button reads 'Creating Project...'
 * while the request is pending (htmx puts `htmx-request` on the form).
 */
export function CreateProjectForm({
  values = {},
  errors = {},
}: {
  values?: CreateFormValues;
  errors?: CreateFormErrors;
}) {
  // A refused form comes back with the focus on its first wrong field (htmx and browsers both
  // honour autofocus in new content), so a keyboard or screen reader user lands on the message.
  const firstInvalid = createFormFields.find((f) => errors[f]);
  const field = (name: CreateFormField) => ({
    autoFocus: name === firstInvalid || undefined,
    id: `create-${name}`,
    name,
    // The server validates (noValidate keeps the browser from pre-empting its messages).
    required: REQUIRED.has(name),
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `create-${name}-error` : undefined,
    className: input,
  });
  return (
    <section className={`${card} p-6`} aria-labelledby="create-title" data-create-project>
      <h2 id="create-title" className="text-xl font-semibold">
        Create New Research Project
      </h2>
      <p className={`mt-1 text-sm ${muted}`}>
        Describe the companies you are looking for, or bring your own list; the assistant takes it
        from there. Fields marked * are required.
      </p>
      <form
        {...htmxPost("/research", "project-area")}
        // A list arrives as a file: the form is multipart (htmx sends it as FormData then).
        encType="multipart/form-data"
        hx-disabled-elt="find button, find a"
        data-create-form
        noValidate
        className="mt-6 grid gap-5 md:grid-cols-2"
      >
        <SourceChoice list={values.source === LIST_SOURCE} />
        <Field name="name" label="Research Name" error={errors.name} wide>
          <input {...field("name")} maxLength={200} placeholder="e.g. German packaging makers" />
        </Field>
        <ListFields field={field} error={errors.text} />
        <Field name="country" label="Country" error={errors.country}>
          <input {...field("country")} maxLength={100} placeholder="e.g. Germany" />
        </Field>
        <Field name="city" label="City" error={errors.city}>
          <input {...field("city")} maxLength={100} placeholder="Optional, e.g. Munich" />
        </Field>
        <Field name="companyType" label="Company Type" error={errors.companyType}>
          <input {...field("companyType")} maxLength={200} placeholder="e.g. Manufacturer" />
        </Field>
        <Field name="decisionMaker" label="Decision Maker" error={errors.decisionMaker}>
          <DecisionMakerSelect {...field("decisionMaker")} />
        </Field>
        {/* Shown (app.css) once 'Other' is chosen: the title the assistant should look for. */}
        <Field
          name="decisionMakerTitle"
          label="Title Wanted"
          hint="optional; empty means whoever leads the company"
          error={errors.decisionMakerTitle}
          revealedByOther
        >
          <input
            {...field("decisionMakerTitle")}
            maxLength={100}
            placeholder="e.g. Head of Quality"
          />
        </Field>
        <Field
          name="productsServices"
          label="Products/Services"
          error={errors.productsServices}
          wide
        >
          <textarea
            {...field("productsServices")}
            rows={3}
            maxLength={2000}
            placeholder="What should these companies make or offer?"
          />
        </Field>
        <Field name="keywords" label="Keywords" hint="comma separated" error={errors.keywords} wide>
          <input
            {...field("keywords")}
            maxLength={1000}
            placeholder="e.g. cardboard, folding boxes"
          />
        </Field>
        <Field
          name="companyCount"
          label="Number of Companies"
          hint="max 50"
          error={errors.companyCount}
          searchOnly
        >
          <input
            {...field("companyCount")}
            defaultValue={values.companyCount ?? String(DEFAULT_COMPANY_COUNT)}
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            step={1}
          />
        </Field>
        <Field name="exclusions" label="Exclusions" error={errors.exclusions}>
          <input {...field("exclusions")} maxLength={2000} placeholder="e.g. no distributors" />
        </Field>
        <Field
          name="existingCompanies"
          label="Existing Companies"
          hint="websites separated by commas, semicolons or line breaks"
          error={errors.existingCompanies}
          wide
          searchOnly
        >
          <textarea
            {...field("existingCompanies")}
            rows={3}
            placeholder={"acme.com\nexample.org"}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end md:col-span-2">
          <a
            {...htmxGet("/", "project-area")}
            hx-indicator="#project-area"
            // Not the form's "find button, find a", which this link would otherwise inherit.
            hx-disabled-elt="this"
            className={btn.secondary}
          >
            Cancel
          </a>
          <button type="submit" className={btn.primary} data-create-submit>
            <span className="[.htmx-request_&]:hidden">Create Research</span>
            <span className="hidden [.htmx-request_&]:inline" aria-live="polite">
              Creating Project...
            </span>
          </button>
        </div>
      </form>
    </section>
  );
}

function Field({
  name,
  label,
  hint,
  error,
  wide = false,
  revealedByOther = false,
  searchOnly = false,
  children,
}: {
  name: CreateFormField;
  label: string;
  hint?: string;
  error?: string;
  wide?: boolean;
  revealedByOther?: boolean;
  /** Asked only when the project searches the web (app.css hides it for a list). */
  searchOnly?: boolean;
  children: ReactNode;
}) {
  const listHint = LIST_HINTS[name];
  return (
    <div
      className={`space-y-1.5 ${wide ? "md:col-span-2" : ""}`}
      // A refused form keeps the field open so its message is seen.
      data-other-title={revealedByOther ? (error ? "shown" : "") : undefined}
      data-search-only={searchOnly || undefined}
    >
      <label htmlFor={`create-${name}`} className="block text-sm font-medium">
        {label}
        {REQUIRED.has(name) && <RequiredMark searchOnly={Boolean(listHint)} />}
        {hint && <span className={`ml-1 font-normal ${muted}`}>({hint})</span>}
        {listHint && (
          <span className={`ml-1 font-normal ${muted}`} data-list-only>
            ({listHint})
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`create-${name}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Every primary title as a group holding itself and its variants, then 'Other' (spec §3). */
function DecisionMakerSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...props}>
      <option value="">Select a decision maker</option>
      {primaryTitles.map((primary) => (
        <optgroup key={primary} label={primary}>
          {[primary, ...decisionMakerCatalogue[primary]].map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </optgroup>
      ))}
      <option value={OTHER_DECISION_MAKER}>{OTHER_DECISION_MAKER}</option>
    </select>
  );
}

/**
 * "Search the web" or "Research my list": two radios, so the choice works by keyboard and without
 * script; app.css shows the fields of the chosen one (form:has(...:checked)).
 */
function SourceChoice({ list }: { list: boolean }) {
  const option = (value: string, label: string, detail: string, checked: boolean) => (
    <label className="flex flex-1 cursor-pointer items-start gap-3 rounded-lg border border-gray-300 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-gray-700 dark:has-[:checked]:bg-gray-800">
      <input type="radio" name="source" value={value} defaultChecked={checked} className="mt-1" />
      <span>
        <span className="block text-sm font-medium">{label}</span>
        <span className={`block text-sm ${muted}`}>{detail}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="md:col-span-2">
      <legend className="mb-1.5 block text-sm font-medium">Start from</legend>
      <div className="flex flex-col gap-3 sm:flex-row">
        {option("search", "Search the web", "Find new companies that fit your profile", !list)}
        {option(
          LIST_SOURCE,
          "Research my list",
          "Paste or upload the companies you already have (up to 1,000)",
          list,
        )}
      </div>
    </fieldset>
  );
}

/**
 * The list of a list project: pasted lines or a CSV/XLSX file. Without script the server guesses
 * the columns from the headers; with it (src/client/list-preview.ts) the preview shows the first
 * rows, the counts, the column pickers and the most the list can cost before anything is created.
 */
function ListFields({
  field,
  error,
}: {
  field: (name: CreateFormField) => Record<string, unknown>;
  error?: string;
}) {
  const { className: _c, required: _r, ...text } = field("text");
  return (
    <div className="min-w-0 space-y-4 md:col-span-2" data-list-only data-list-fields>
      <div className="space-y-1.5">
        <label htmlFor="create-text" className="block text-sm font-medium">
          Paste your list
          <span className={`ml-1 font-normal ${muted}`}>
            (one website or company name per line)
          </span>
        </label>
        <textarea
          {...text}
          className={input}
          rows={5}
          maxLength={MAX_PASTED_CHARS}
          placeholder={"acme-tools.de\nRossi Imballaggi S.r.l.\nwww.example.org"}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="create-file" className="block text-sm font-medium">
          Or upload a file
          <span className={`ml-1 font-normal ${muted}`}>
            (CSV or Excel XLSX, first row the headers, up to 1,000 rows; used instead of pasted
            lines)
          </span>
        </label>
        <input
          id="create-file"
          name="file"
          type="file"
          accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={error ? "create-text-error" : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:file:bg-gray-800 dark:file:text-gray-100"
        />
      </div>
      {error && (
        <p id="create-text-error" className="text-sm text-red-600 dark:text-red-400" role="alert">
          {error}
        </p>
      )}
      <div data-list-preview aria-live="polite" className="min-w-0">
        <p className={`text-sm ${muted}`}>
          Columns are read from the first row. The preview of your list, with the most it can cost,
          shows here.
        </p>
      </div>
    </div>
  );
}
